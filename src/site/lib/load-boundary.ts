/**
 * The township boundary for the 311 page, read at build time from the GeoJSON file content/site.json
 * names (`map.boundaryFile`); null when none is named. A file that is missing or not a boundary
 * fails the build, naming the file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseBoundary, type Boundary } from '#domain/requests/boundary.ts';

export function loadBoundary(boundaryFile: string, contentDir = join(process.cwd(), 'content')): Boundary | null {
  if (!boundaryFile) return null;
  const path = join(contentDir, boundaryFile);
  return parseBoundary(readFileSync(path, 'utf8'), `content/${boundaryFile}`);
}
