/**
 * A township profile folder read and checked: profile.json and the boundary file it names. The
 * server (functions/config/township.ts) and the build (src/site/lib/load-township.ts) both read it
 * through here, each with its own way of reading a file.
 */
import { parseBoundary, type Boundary } from '../requests/boundary.ts';
import { readTownshipProfile, type TownshipProfile } from './profile-schema.ts';

export interface LoadedTownship {
  profile: TownshipProfile;
  /** The boundary file the profile names; null when it names none. */
  boundary: Boundary | null;
}

/**
 * `read` returns a file's text by its name in the folder; `shownDir` is how messages name the folder.
 * @example readTownship((name) => readFileSync(join(dir, name), 'utf8'), 'content/township').profile.city
 */
export function readTownship(read: (file: string) => string, shownDir: string): LoadedTownship {
  const profile = readTownshipProfile(read('profile.json'), `${shownDir}/profile.json`);
  const file = profile.map.boundaryFile;
  return { profile, boundary: file ? parseBoundary(read(file), `${shownDir}/${file}`) : null };
}
