/**
 * The danger lexicons of the township's languages (`locales/<tag>/danger-words.json`,
 * #domain/requests/danger-lexicon-schema.ts), read once from the same folder as the server's
 * catalogs (catalogs.ts) and added to the danger signs, so the rules triage reads a description in
 * the language it was written in (docs/product.md#311-emergency-notice). A language without a
 * lexicon, or with one that cannot be read, is read by the English signs alone (logged once).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LANGUAGE } from '#domain/i18n/languages.ts';
import { dangerLexiconSchema } from '#domain/requests/danger-lexicon-schema.ts';
import { addDangerLexicon } from '#domain/requests/danger-signs.ts';
import { township } from '#domain/township/township.ts';
import type { Logger } from '../logger.ts';
import { localesDir } from './catalogs.ts';

/** The file of a language's danger lexicon, inside its locales folder. */
export const DANGER_WORDS_FILE = 'danger-words.json';

let done = false;

const quiet: Pick<Logger, 'info' | 'error'> = { info: () => {}, error: () => {} };

/**
 * Adds the lexicon of each offered language but English; once, the first time it is called (the
 * server at start, when it chooses its triage). Returns the languages left to the English signs.
 * @example loadDangerLexicons(logger) // [] when every offered language has a readable lexicon
 */
export function loadDangerLexicons(
  logger: Pick<Logger, 'info' | 'error'> = quiet,
  languages: readonly string[] = township().languages,
): string[] {
  if (done) return [];
  done = true;
  const englishOnly: string[] = [];
  const dir = localesDir();
  for (const lang of languages) {
    if (lang === DEFAULT_LANGUAGE) continue;
    const file = dir && new URL(`${lang}/${DANGER_WORDS_FILE}`, dir);
    if (!file || !existsSync(file)) {
      englishOnly.push(lang);
      logger.info(`Danger check: no ${DANGER_WORDS_FILE} for ${lang}; its descriptions are read in English only`);
      continue;
    }
    try {
      addDangerLexicon(lang, dangerLexiconSchema.parse(JSON.parse(readFileSync(fileURLToPath(file), 'utf8'))));
    } catch (error) {
      englishOnly.push(lang);
      logger.error(`The danger lexicon of ${lang} could not be read; its descriptions are read in English only`, error);
    }
  }
  return englishOnly;
}
