/**
 * The languages of the coalition site's pages, at build time. English pages keep their addresses
 * (/, /about, /election); every other offered language has its own under its segment (/es/election,
 * /zh-hans/about), and the pseudo-locale under /en-xa/ (built, never offered in the switch).
 * The languages are the township profile's (content/township/profile.json); each language's name in
 * itself is its catalogs' `X-Language-Name` header.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, languageOfSegment, languageSegment } from '#domain/i18n/languages.ts';
import { translator, type MessageDomain, type Translate } from '#domain/i18n/messages.ts';
import type { MessageValues } from '#domain/i18n/message-format.ts';
import { parsePo, poHeader, translationsOf } from '#domain/i18n/po.ts';
import { PSEUDO_LOCALE } from '#domain/i18n/pseudo.ts';
import { loadTownship } from './load-township.ts';

let offered: readonly string[] | undefined;

/** The offered languages, English first (the township profile's `languages`). */
export function offeredLanguages(): readonly string[] {
  offered ??= loadTownship().profile.languages;
  return offered;
}

/** The languages built under their own segment: every offered one but English, and the pseudo-locale. */
export function segmentLanguages(languages: readonly string[] = offeredLanguages()): string[] {
  return [...languages.filter((tag) => tag !== DEFAULT_LANGUAGE), PSEUDO_LOCALE];
}

/** `getStaticPaths` entries for a page built once per segment language: `{ params: { lang: 'es' } }`. */
export function languageParams(): { params: { lang: string } }[] {
  return segmentLanguages().map((tag) => ({ params: { lang: languageSegment(tag) } }));
}

/**
 * The language of a page address and the address without its language segment.
 * @example splitPath('/es/election', ['en', 'es']) // { lang: 'es', path: '/election' }
 * @example splitPath('/about', ['en', 'es']) // { lang: 'en', path: '/about' }
 */
export function splitPath(pathname: string, languages: readonly string[]): { lang: string; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  const lang = languageOfSegment(first, languages);
  if (!lang || lang === DEFAULT_LANGUAGE) return { lang: DEFAULT_LANGUAGE, path: pathname || '/' };
  return { lang, path: `/${rest.join('/')}`.replace(/\/+$/, '') || '/' };
}

/**
 * The address of an English page address in a language; the 311 app keeps its language below /311.
 * @example pathIn('es', '/election') // '/es/election'
 * @example pathIn('es', '/') // '/es'
 * @example pathIn('es', '/311') // '/311/es'
 * @example pathIn('en', '/about') // '/about'
 */
export function pathIn(lang: string, path: string): string {
  if (lang === DEFAULT_LANGUAGE) return path;
  const segment = languageSegment(lang);
  if (path === '/311' || path.startsWith('/311/')) return `/311/${segment}${path.slice('/311'.length)}`;
  return `/${segment}${path === '/' ? '' : path}`;
}

/** The language a page at this address is read in. */
export function pageLanguage(pathname: string): string {
  return splitPath(pathname, offeredLanguages()).lang;
}

/** An address within the site in the page's language: `localHref('/contact', '/es/about')` is '/es/contact'. */
export function localHref(path: string, pagePathname: string): string {
  return pathIn(pageLanguage(pagePathname), path);
}

const catalogCache = new Map<string, Record<string, string>>();

function catalogPath(lang: string, domain: string): string {
  return join(process.cwd(), 'locales', lang, `${domain}.po`);
}

/** A domain's translations in a language, from its catalog (none for English, the pseudo-locale or no catalog). */
function translationsFor(domain: string, lang: string): Record<string, string> {
  const path = catalogPath(lang, domain);
  let found = catalogCache.get(path);
  if (!found) {
    found = existsSync(path) ? translationsOf(parsePo(readFileSync(path, 'utf8'))) : {};
    catalogCache.set(path, found);
  }
  return found;
}

/**
 * A domain's messages in a page's language, at build time.
 * @example const t = pageMessages(siteMessages, Astro.url.pathname); t('skipToMain')
 */
export function pageMessages<K extends string>(messages: MessageDomain<K>, pathname: string): Translate<K> {
  const lang = pageLanguage(pathname);
  const translations =
    lang === DEFAULT_LANGUAGE || lang === PSEUDO_LOCALE ? {} : translationsFor(messages.domain, lang);
  return translator(messages, lang, translations);
}

/** A language's name in itself: its catalogs' `X-Language-Name` header ("English" for English). */
export function languageName(tag: string): string {
  if (tag === DEFAULT_LANGUAGE) return 'English';
  const dir = join(process.cwd(), 'locales', tag);
  if (existsSync(dir)) {
    for (const file of readdirSync(dir)
      .filter((name) => name.endsWith('.po'))
      .sort()) {
      const name = poHeader(parsePo(readFileSync(join(dir, file), 'utf8')), 'X-Language-Name');
      if (name) return name;
    }
  }
  return new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Markup a tag function of `richHtml` returns (a value given as a function returning one is put in as it is). */
interface Markup {
  html: string;
}

/**
 * A content text as HTML: escaped, and in an element with `lang="en"` when it shows in English on a
 * page in another language (`lang` is then 'en').
 */
export function contentHtml(text: string, lang: 'en' | undefined): string {
  return lang ? `<span lang="en">${escapeHtml(text)}</span>` : escapeHtml(text);
}

/**
 * A content text as a `richHtml` value, marked as `contentHtml` marks it.
 * @example richHtml(t, 'arriveBy', { time: contentValue(forum.arrivalTime, contentLang) }, {})
 */
export function contentValue(text: string, lang: 'en' | undefined): MessageValues[string] {
  return lang ? (): Markup => ({ html: contentHtml(text, lang) }) : text;
}

/**
 * A message with tags as HTML for `set:html`: its text escaped, each tag's content wrapped by its
 * function (given the content's HTML).
 * @example richHtml(t, 'mayoralSeats', { count: 1 }, { b: (inner) => `<span class="font-bold">${inner}</span>` })
 */
export function richHtml<K extends string>(
  t: Translate<K>,
  key: K,
  values: MessageValues,
  tags: Record<string, (inner: string) => string>,
): string {
  const html = (parts: readonly unknown[]) =>
    parts.map((part) => (typeof part === 'string' ? escapeHtml(part) : (part as Markup).html)).join('');
  const wraps = Object.fromEntries(
    Object.entries(tags).map(([name, wrap]) => [name, (chunks: unknown[]): Markup => ({ html: wrap(html(chunks)) })]),
  );
  return html(t.parts(key, { ...values, ...wraps }));
}

/** The locale a page formats dates and numbers in: US English on English and pseudo-locale pages. */
export function pageLocale(pathname: string): string {
  const lang = pageLanguage(pathname);
  return lang === DEFAULT_LANGUAGE || lang === PSEUDO_LOCALE ? 'en-US' : lang;
}
