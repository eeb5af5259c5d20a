/**
 * The township boundary the server checks submissions against: the GeoJSON file content/site.json
 * names (`map.boundaryFile`), read once at start-up; null when none is named. A missing or broken
 * file stops the server, naming the file, rather than letting every point through.
 */
import { readFileSync } from 'node:fs';
import { parseBoundary, type Boundary } from '#domain/requests/boundary.ts';
import { SITE_FILE } from './site.ts';

/**
 * The boundary file, read beside content/site.json (also in the Cloud Functions bundle, which
 * carries both).
 * @example loadBoundary('township-boundary.geojson')?.bbox.west // -74.68
 */
export function loadBoundary(boundaryFile: string, siteFile: URL = SITE_FILE): Boundary | null {
  if (!boundaryFile) return null;
  return parseBoundary(readFileSync(new URL(boundaryFile, siteFile), 'utf8'), `content/${boundaryFile}`);
}
