/**
 * The 311 app's messages: the language a screen is read in (LanguageContext, set by the shell from
 * the address), and `useMessages(domain)`, a feature's messages in that language. English needs no
 * download (the code holds it); another language's catalog for a domain is a small chunk of its own
 * (`locales/<tag>/<domain>.po`, compiled by scripts/vite-po-plugin.ts), fetched the first time a
 * screen of that domain renders in it; `preloadMessages` starts downloads early. Only the app's
 * domains (`311-*`) are listed for download; the site's and the server's catalogs never reach its
 * code. Messages, English and translated, come parsed from the build (scripts/vite-po-plugin.ts),
 * so no parser ships, and a catalog comes without its keys where it can (translate.ts's
 * `keyedCatalog` puts them back from the English).
 */
import { createContext, Fragment, use, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE } from '#domain/i18n/languages.ts';
import type { MessageDomain } from '#domain/i18n/messages.ts';
import type { CompiledMessage, MessageValues } from '#domain/i18n/message-nodes.ts';
import { PSEUDO_LOCALE } from '#domain/i18n/pseudo-nodes.ts';
import { compiledNodes, translateWith, type Catalog, type Translate } from '#domain/i18n/translate.ts';
import { TOWNSHIP_DOMAIN } from '#domain/township/township-messages.ts';
import townshipCatalogs from 'virtual:township-catalogs';

/** A language the township offers, with its name in itself (Español, 한국어). */
export interface OfferedLanguage {
  tag: string;
  name: string;
}

export interface LanguageValue {
  /** The language screens are read in. */
  lang: string;
  /** Every language offered, English first. */
  offered: readonly OfferedLanguage[];
  /** Reads the app in another language, keeping the screen. */
  choose: (tag: string) => void;
}

export const LanguageContext = createContext<LanguageValue>({
  lang: DEFAULT_LANGUAGE,
  offered: [{ tag: DEFAULT_LANGUAGE, name: 'English' }],
  choose: () => {},
});

export function useLanguage(): LanguageValue {
  return useContext(LanguageContext);
}

/** A language's translations of a domain, by key or in its English's key order (translate.ts). */
type Translations = Catalog<CompiledMessage>;

const catalogs = import.meta.glob<Translations>('/locales/*/311-*.po', { import: 'default' });
/** The township profile's own catalog (its categories and departments) in a language, if it has one. */
function townshipCatalog(lang: string): (() => Promise<Translations>) | undefined {
  const load = townshipCatalogs[lang];
  return load && (() => load().then((module) => module.default));
}

const loaded = new Map<string, Promise<Translations>>();
const NONE: Translations = Object.freeze({});

/** A domain's translations in a language: none for English and the pseudo-locale, or a missing catalog. */
export function loadMessages(domain: string, lang: string): Promise<Translations> {
  const path = `/locales/${lang}/${domain}.po`;
  let promise = loaded.get(path);
  if (!promise) {
    const load =
      lang === DEFAULT_LANGUAGE || lang === PSEUDO_LOCALE
        ? undefined
        : domain === TOWNSHIP_DOMAIN
          ? townshipCatalog(lang)
          : catalogs[path];
    promise = load ? load().catch(() => NONE) : Promise.resolve(NONE);
    loaded.set(path, promise);
  }
  return promise;
}

/** Starts the downloads of domains' catalogs (a route does, with its code). */
export function preloadMessages(lang: string, ...domains: MessageDomain[]): Promise<unknown> {
  return Promise.all(domains.map((messages) => loadMessages(messages.domain, lang)));
}

/** A domain's messages in the screen's language; suspends while its catalog downloads. */
export function useMessages<K extends string>(messages: MessageDomain<K>): Translate<K> {
  const { lang } = useLanguage();
  // English and the pseudo-locale come from the code: nothing to wait for, so nothing suspends.
  const translations =
    lang === DEFAULT_LANGUAGE || lang === PSEUDO_LOCALE ? NONE : use(loadMessages(messages.domain, lang));
  return useMemo(
    () => translateWith<K, CompiledMessage>(messages.english, lang, translations, compiledNodes),
    [messages, lang, translations],
  );
}

/**
 * A message with tags, as React nodes: each tag's value renders its content.
 * @example rich(t, 'callNotice', { call: (chunks) => <a href="tel:911">{chunks}</a> })
 */
export function rich<K extends string>(
  t: Translate<K>,
  key: K,
  values: Record<string, string | number | ((chunks: ReactNode[]) => ReactNode)>,
): ReactNode {
  const parts = t.parts(key, values as MessageValues);
  return parts.map((part, index) => <Fragment key={index}>{part as ReactNode}</Fragment>);
}
