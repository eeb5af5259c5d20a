/**
 * The township profile the server runs with (docs/editing-content.md#township-profile): the folder
 * TOWNSHIP_DIR names (content/township by default, read beside content/site.json, which the Cloud
 * Functions bundle carries too), checked at start-up. A missing or invalid profile stops the
 * server, naming the file, the field and the value, rather than serving the wrong township.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TownshipProfile } from '#domain/township/profile-schema.ts';
import { readTownship, type LoadedTownship } from '#domain/township/read-township.ts';
import { hasTownship, setTownship, township } from '#domain/township/township.ts';
import { SITE_FILE } from './site.ts';

export type { LoadedTownship };

/** content/township/, beside content/site.json. */
const DEFAULT_TOWNSHIP_DIR = fileURLToPath(new URL('township/', SITE_FILE));

/**
 * Reads and checks the profile in `dir` (TOWNSHIP_DIR, or content/township) and the boundary it
 * names; throws naming the file, the field and the value.
 * @example loadTownship().profile.city // 'West Windsor' with the sample profile
 */
export function loadTownship(dir: string = process.env.TOWNSHIP_DIR || DEFAULT_TOWNSHIP_DIR): LoadedTownship {
  const folder = resolve(dir);
  const shown = relative(process.cwd(), folder);
  return readTownship(
    (file) => readFileSync(join(folder, file), 'utf8'),
    shown && !shown.startsWith('..') ? shown : folder,
  );
}

/**
 * For programs other than the server (scripts, the data transfer): the township in use, loading
 * TOWNSHIP_DIR's (content/township) on first use when none is set.
 */
export function ensureTownship(): TownshipProfile {
  if (!hasTownship()) setTownship(loadTownship().profile);
  return township();
}
