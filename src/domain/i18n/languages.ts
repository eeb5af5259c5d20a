/**
 * The languages a page can be read in: the township profile lists them (content/township), English
 * first; each but English has a catalog per domain under `locales/<tag>/`. Tags are BCP 47
 * (`es`, `zh-Hans`, `ko`, `hi`); in addresses they are written in lower case (`/zh-hans/election`).
 */
import { PSEUDO_LOCALE } from './pseudo.ts';

export const DEFAULT_LANGUAGE = 'en';

/** The cookie and storage name that remembers a visitor's choice. */
export const LANGUAGE_COOKIE = 'lang';

/**
 * The offered language an address segment names (any case), or undefined.
 * @example languageOfSegment('zh-hans', ['en', 'zh-Hans']) // 'zh-Hans'
 */
export function languageOfSegment(segment: string | undefined, offered: readonly string[]): string | undefined {
  if (!segment) return undefined;
  const lower = segment.toLowerCase();
  if (lower === PSEUDO_LOCALE.toLowerCase()) return PSEUDO_LOCALE;
  return offered.find((tag) => tag.toLowerCase() === lower);
}

/** A tag as it is written in an address. */
export function languageSegment(tag: string): string {
  return tag.toLowerCase();
}

/** The primary language subtag: 'zh' of 'zh-Hans-CN'. */
const primary = (tag: string) => tag.split('-')[0]!.toLowerCase();

/**
 * The offered language that best fits what a visitor's browser asks for, in the browser's order: an
 * exact match first, then a match of the primary language (`zh-CN` reads `zh-Hans`, `es-MX` reads
 * `es`); English when nothing fits.
 * @example negotiateLanguage(['ko-KR', 'en'], ['en', 'es', 'ko']) // 'ko'
 */
export function negotiateLanguage(requested: readonly string[], offered: readonly string[]): string {
  for (const wanted of requested) {
    const lower = wanted.trim().toLowerCase();
    if (!lower || lower === '*') continue;
    const exact = offered.find((tag) => tag.toLowerCase() === lower);
    if (exact) return exact;
    const sameLanguage = offered.find((tag) => primary(tag) === primary(lower));
    if (sameLanguage) return sameLanguage;
  }
  return offered.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : (offered[0] ?? DEFAULT_LANGUAGE);
}

/**
 * The languages of an Accept-Language header, most wanted first (q=0 dropped).
 * @example acceptedLanguages('ko;q=0.8, es, en;q=0.1') // ['es', 'ko', 'en']
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(/q=([\d.]+)/.exec(params.join(';'))?.[1] ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The text direction of a language: every offered language today is left to right. */
export function languageDirection(tag: string): 'ltr' | 'rtl' {
  return ['ar', 'he', 'fa', 'ur'].includes(primary(tag)) ? 'rtl' : 'ltr';
}
