/**
 * A domain's messages as the code writes them, in English, and the function a screen, a page or an
 * e-mail reads them through. Each domain (a gettext domain: `311-wizard`, `site`, `notify`, ...)
 * defines its English messages in one `*.messages.ts` module; `npm run messages:extract` writes them
 * to `locales/<domain>.pot` and merges them into every language's `locales/<tag>/<domain>.po`,
 * where translators work (docs/translating.md).
 */
import { formatMessage, formatMessageParts, type MessageValues } from './message-format.ts';
import { PSEUDO_LOCALE, pseudoMessage } from './pseudo.ts';
import { DEFAULT_LANGUAGE } from './languages.ts';

export interface MessageDomain<K extends string = string> {
  /** The catalog's name: `locales/<tag>/<domain>.po`. */
  domain: string;
  /** Every message in English (ICU MessageFormat), by stable key. */
  english: Readonly<Record<K, string>>;
  /** Notes for translators, by key: what the message is, where it shows, what its arguments are. */
  notes: Readonly<Partial<Record<K, string>>>;
}

/**
 * A domain's English messages. Keys are stable: changing the English keeps the key, and the
 * catalogs mark the old translation for review.
 */
export function defineMessages<K extends string>(
  domain: string,
  english: Record<K, string>,
  notes: Partial<Record<K, string>> = {},
): MessageDomain<K> {
  return { domain, english, notes };
}

/** A domain's messages in one language. */
export interface Translate<K extends string> {
  (key: K, values?: MessageValues): string;
  /** The message as parts, for one with tags: text and what the tag functions returned. */
  parts(key: K, values?: MessageValues): unknown[];
  /** True when the message shows in English because the language's catalog lacks it. */
  isFallback(key: K): boolean;
  /** The language asked for. */
  readonly lang: string;
}

/**
 * The messages of `domain` in `lang`, from that language's translations (by key); English for a
 * key the translations lack, and the pseudo-locale's form of English in the pseudo-locale.
 */
export function translator<K extends string>(
  messages: MessageDomain<K>,
  lang: string,
  translations: Readonly<Record<string, string>> = {},
): Translate<K> {
  const pseudo = lang === PSEUDO_LOCALE;
  const formatLocale = pseudo ? DEFAULT_LANGUAGE : lang;
  const sourceOf = (key: K): string => {
    const english = messages.english[key];
    if (pseudo) return pseudoMessage(english);
    return translations[key] ?? english;
  };
  const translate = ((key: K, values: MessageValues = {}) =>
    formatMessage(sourceOf(key), values, formatLocale)) as Translate<K>;
  translate.parts = (key, values = {}) => formatMessageParts(sourceOf(key), values, formatLocale);
  translate.isFallback = (key) => !pseudo && lang !== DEFAULT_LANGUAGE && translations[key] === undefined;
  Object.defineProperty(translate, 'lang', { value: lang });
  return translate;
}
