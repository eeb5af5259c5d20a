/**
 * The server's message catalogs: a domain's translations into a language, read from
 * `locales/<tag>/<domain>.po` at run time (docs/translating.md), so an updated catalog needs no code
 * change. The Cloud Functions bundle carries the catalogs it needs in `locales/` beside it
 * (scripts/build-functions.ts); from the source they are the repository's own. Each file is read
 * once; a missing or unreadable catalog reads as no translations (English), logged once.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LANGUAGE } from '#domain/i18n/languages.ts';
import { translator, type MessageDomain, type Translate } from '#domain/i18n/messages.ts';
import { parsePo, poHeader, translationsOf, type PoCatalog } from '#domain/i18n/po.ts';
import { PSEUDO_LOCALE } from '#domain/i18n/pseudo.ts';

/** Beside the bundle first (build/functions/locales/), then the repository's (from functions/i18n/). */
const LOCALE_DIRS = [new URL('./locales/', import.meta.url), new URL('../../locales/', import.meta.url)];

/** Where a language's catalogs are: the first of LOCALE_DIRS that has the language's folder. */
export function localesDir(): URL | null {
  return LOCALE_DIRS.find((dir) => existsSync(fileURLToPath(dir))) ?? null;
}

const loaded = new Map<string, PoCatalog | null>();
/** Each read catalog's translations by key, made once. */
const translated = new WeakMap<PoCatalog, Readonly<Record<string, string>>>();

/** A plain tag (`zh-Hans`), never a path. */
const isTag = (lang: string) => /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}$/.test(lang);

/** A language's catalog of `domain`, read once; null for English, the pseudo-locale and a catalog that cannot be read. */
function catalogOf(lang: string, domain: string, onError: (message: string, error: unknown) => void) {
  if (lang === DEFAULT_LANGUAGE || lang === PSEUDO_LOCALE || !isTag(lang)) return null;
  const key = `${lang}/${domain}`;
  if (loaded.has(key)) return loaded.get(key) ?? null;
  let catalog: PoCatalog | null = null;
  const dir = localesDir();
  try {
    if (!dir) throw new Error('no locales folder beside the server');
    catalog = parsePo(readFileSync(fileURLToPath(new URL(`${key}.po`, dir)), 'utf8'));
  } catch (error) {
    onError(`The ${domain} catalog of ${lang} could not be read; its messages go out in English`, error);
  }
  loaded.set(key, catalog);
  return catalog;
}

/**
 * The translations of `domain` into `lang`, by message key; empty for English, the pseudo-locale,
 * and a language without a readable catalog.
 * @example catalogTranslations('ko', 'notify').statusResolved // '해결됨'
 */
export function catalogTranslations(
  lang: string,
  domain: string,
  onError: (message: string, error: unknown) => void = () => {},
): Readonly<Record<string, string>> {
  const catalog = catalogOf(lang, domain, onError);
  if (!catalog) return {};
  let translations = translated.get(catalog);
  if (!translations) {
    translations = translationsOf(catalog);
    translated.set(catalog, translations);
  }
  return translations;
}

/**
 * A language's name in itself, as its catalogs' header gives it (the 311 pages' common domain);
 * the tag when no catalog names it.
 * @example languageName('es') // 'Español'
 */
export function languageName(lang: string): string {
  if (lang === DEFAULT_LANGUAGE) return 'English';
  const catalog = catalogOf(lang, '311-common', () => {});
  return (catalog && poHeader(catalog, 'X-Language-Name')) ?? lang;
}

/**
 * A domain's messages in a language, from its catalog.
 * @example serverTranslator(notifyMessages, 'ko')('statusResolved') // '해결됨'
 */
export function serverTranslator<K extends string>(messages: MessageDomain<K>, lang: string): Translate<K> {
  return translator(messages, lang, catalogTranslations(lang, messages.domain));
}
