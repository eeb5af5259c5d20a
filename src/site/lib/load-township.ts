/**
 * The township profile for the 311 page, read and checked at build time from the folder
 * TOWNSHIP_DIR names (content/township by default). An invalid profile or boundary fails the
 * build, naming the file, the field and the value.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { readTownship, type LoadedTownship } from '#domain/township/read-township.ts';

export function loadTownship(
  dir = process.env.TOWNSHIP_DIR || join(process.cwd(), 'content', 'township'),
): LoadedTownship {
  const folder = resolve(dir);
  return readTownship((file) => readFileSync(join(folder, file), 'utf8'), relative(process.cwd(), folder) || folder);
}
