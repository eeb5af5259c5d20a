/**
 * A township profile folder read and checked: profile.json, the boundary file it names, and the
 * translations of its own words (`locales/<tag>.po`, township-messages.ts) for each language it
 * offers; a language without its file reads in English. The
 * server (functions/config/township.ts) and the build (src/site/lib/load-township.ts) both read it
 * through here, each with its own way of reading a file.
 */
import { parseBoundary, type Boundary } from '../requests/boundary.ts';
import { readTownshipProfile, type TownshipProfile } from './profile-schema.ts';
import { DEFAULT_LANGUAGE } from '../i18n/languages.ts';
import { parsePo, translationsOf } from '../i18n/po.ts';

export interface LoadedTownship {
  profile: TownshipProfile;
  /** The boundary file the profile names; null when it names none. */
  boundary: Boundary | null;
  /** The translations of the profile's words, by language and key (category.<key>, …). */
  translations: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/**
 * `read` returns a file's text by its name in the folder; `shownDir` is how messages name the folder.
 * @example readTownship((name) => readFileSync(join(dir, name), 'utf8'), 'content/township').profile.city
 */
export function readTownship(read: (file: string) => string, shownDir: string): LoadedTownship {
  const profile = readTownshipProfile(read('profile.json'), `${shownDir}/profile.json`);
  const file = profile.map.boundaryFile;
  const translations: Record<string, Readonly<Record<string, string>>> = {};
  for (const lang of profile.languages.filter((tag) => tag !== DEFAULT_LANGUAGE)) {
    const name = `locales/${lang}.po`;
    let text: string;
    try {
      text = read(name);
    } catch {
      continue;
    }
    try {
      translations[lang] = translationsOf(parsePo(text));
    } catch (error) {
      throw new Error(`${shownDir}/${name}: ${(error as Error).message}`, { cause: error });
    }
  }
  return { profile, boundary: file ? parseBoundary(read(file), `${shownDir}/${file}`) : null, translations };
}
