/**
 * A domain's messages as the code writes them, in English, and the function a screen, a page or an
 * e-mail reads them through. Each domain (a gettext domain: `311-wizard`, `site`, `notify`, ...)
 * defines its English messages in one `*.messages.ts` module; `npm run messages:extract` writes them
 * to `locales/<domain>.pot` and merges them into every language's `locales/<tag>/<domain>.po`,
 * where translators work (docs/translating.md).
 */
import { messageNodes } from './message-format.ts';
import type { CompiledMessage } from './message-nodes.ts';
import { translateWith, type Catalog, type Translate } from './translate.ts';

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

export type { Translate } from './translate.ts';

/**
 * The messages of `domain` in `lang`, from that language's translations (by key); English for a
 * key the translations lack, and the pseudo-locale's form of English in the pseudo-locale. Messages
 * are source text (parsed once) or already parsed (the 311 app's, scripts/vite-po-plugin.ts).
 */
export function translator<K extends string>(
  messages: MessageDomain<K>,
  lang: string,
  translations: Catalog<CompiledMessage> = {},
): Translate<K> {
  return translateWith<K, CompiledMessage>(messages.english, lang, translations, messageNodes);
}
