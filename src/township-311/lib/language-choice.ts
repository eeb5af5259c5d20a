/**
 * Which language the app opens in, and how a resident's choice is remembered. An address with a
 * language segment (`/311/ko/track/ABC`, a shared link) always opens in that language. An English
 * address (no segment) opens in the language the resident last chose with the switch (the `lang`
 * cookie, which the static site reads too), else in the best fit for the browser's languages; when
 * that is not English the address is rewritten in place to name it, so a copied link carries it.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, negotiateLanguage } from '#domain/i18n/languages.ts';

/** A year, in seconds: how long a choice is remembered. */
const CHOICE_MAX_AGE = 365 * 24 * 60 * 60;

export interface OpeningLanguage {
  /** The language the app opens in. */
  lang: string;
  /** True when the address must be rewritten to name `lang`. */
  rewrite: boolean;
}

/**
 * @example openingLanguage({ named: undefined, stored: undefined, browser: ['ko-KR'], offered: ['en', 'ko'] }) // { lang: 'ko', rewrite: true }
 * @example openingLanguage({ named: 'es', stored: 'ko', browser: [], offered: ['en', 'es', 'ko'] }) // { lang: 'es', rewrite: false }
 */
export function openingLanguage({
  named,
  stored,
  browser,
  offered,
}: {
  /** The language the address's segment names, or undefined when it has none. */
  named: string | undefined;
  /** The remembered choice (the cookie's value), if any. */
  stored: string | undefined;
  /** The browser's languages, most wanted first (navigator.languages). */
  browser: readonly string[];
  offered: readonly string[];
}): OpeningLanguage {
  if (named) return { lang: named, rewrite: false };
  const remembered = stored ? offered.find((tag) => tag.toLowerCase() === stored.toLowerCase()) : undefined;
  const lang = remembered ?? negotiateLanguage(browser, offered);
  return { lang, rewrite: lang !== DEFAULT_LANGUAGE };
}

/**
 * The remembered choice in a Cookie header or `document.cookie`, if any.
 * @example storedLanguage('a=1; lang=ko') // 'ko'
 */
export function storedLanguage(cookies: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const [name = '', ...value] = pair.split('=');
    if (name.trim() !== LANGUAGE_COOKIE) continue;
    try {
      return decodeURIComponent(value.join('=').trim()) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The cookie that remembers a choice for the whole host, a year.
 * @example languageCookie('zh-Hans') // 'lang=zh-Hans; Path=/; Max-Age=31536000; SameSite=Lax'
 */
export function languageCookie(tag: string): string {
  return `${LANGUAGE_COOKIE}=${encodeURIComponent(tag)}; Path=/; Max-Age=${String(CHOICE_MAX_AGE)}; SameSite=Lax`;
}
