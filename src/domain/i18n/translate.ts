/**
 * A domain's messages in one language, on parsed messages: the part of messages.ts the 311 app's
 * browser code runs (its messages are parsed at build time, scripts/vite-po-plugin.ts), so it
 * carries no parser. messages.ts's `translator` is this with the parser, for source text.
 */
import { DEFAULT_LANGUAGE } from './languages.ts';
import { formatNodes, type CompiledMessage, type MessageNode, type MessageValues } from './message-nodes.ts';
import { PSEUDO_LOCALE, pseudoNodes } from './pseudo-nodes.ts';

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
 * A language's translations of a domain: by key, or (as the 311 app's build ships them,
 * scripts/vite-po-plugin.ts) in the order of the keys of the domain's English, `null` where a
 * message is not translated. Keys are about a fifth of a catalog's weight, and the code holds them.
 */
export type Catalog<M> = Readonly<Record<string, M>> | readonly (M | null)[];

const keyedCatalogs = new WeakMap<object, Readonly<Record<string, unknown>>>();

/**
 * A catalog by key: a catalog in the English's key order, keyed by those keys.
 * @example keyedCatalog({ a: 'A', b: 'B' }, ['Á', null]) // { a: 'Á' }
 */
export function keyedCatalog<M>(
  english: Readonly<Record<string, M>>,
  catalog: Catalog<M>,
): Readonly<Record<string, M>> {
  if (!Array.isArray(catalog)) return catalog as Readonly<Record<string, M>>;
  let keyed = keyedCatalogs.get(catalog) as Readonly<Record<string, M>> | undefined;
  if (!keyed) {
    const byKey: Record<string, M> = {};
    Object.keys(english).forEach((key, index) => {
      const message = (catalog as readonly (M | null)[])[index];
      if (message !== null && message !== undefined) byKey[key] = message;
    });
    keyed = byKey;
    keyedCatalogs.set(catalog, keyed);
  }
  return keyed;
}

/**
 * The messages `english` (by key) in `lang`, from that language's `translations`; English for a
 * key the translations lack, and the pseudo-locale's form of English in the pseudo-locale.
 * `nodesOf` gives a message's parts.
 */
export function translateWith<K extends string, M extends CompiledMessage>(
  english: Readonly<Record<K, M>>,
  lang: string,
  catalog: Catalog<M>,
  nodesOf: (message: M) => readonly MessageNode[],
): Translate<K> {
  const translations = keyedCatalog<M>(english, catalog);
  const pseudo = lang === PSEUDO_LOCALE;
  const formatLocale = pseudo ? DEFAULT_LANGUAGE : lang;
  const nodes = new Map<K, readonly MessageNode[]>();
  const nodesFor = (key: K): readonly MessageNode[] => {
    let found = nodes.get(key);
    if (!found) {
      found = pseudo ? pseudoNodes(nodesOf(english[key])) : nodesOf(translations[key] ?? english[key]);
      nodes.set(key, found);
    }
    return found;
  };
  const parts = (key: K, values: MessageValues = {}) => formatNodes(nodesFor(key), values, formatLocale);
  const translate = ((key: K, values: MessageValues = {}) =>
    parts(key, values)
      .map((part) => (typeof part === 'string' ? part : ''))
      .join('')) as Translate<K>;
  translate.parts = parts;
  translate.isFallback = (key) => !pseudo && lang !== DEFAULT_LANGUAGE && translations[key] === undefined;
  Object.defineProperty(translate, 'lang', { value: lang });
  return translate;
}

/**
 * Compiled text, which stays as written but for the quoting a literal message carries (a township's
 * category name made ICU-safe by `literalMessage`: `''` and `'{'`). Compiled plain text has no such
 * quoting, so it is unchanged.
 * @example literalText("Mayor''s '{'office'}'") // "Mayor's {office}"
 */
export function literalText(text: string): string {
  return text.replace(/''|'([{}<])'/g, (_, char?: string) => char ?? "'");
}

/** A compiled message's parts: plain text is one part. */
export function compiledNodes(message: CompiledMessage): readonly MessageNode[] {
  return typeof message === 'string' ? [literalText(message)] : message;
}
