/**
 * The language an address names: the app's addresses carry it as their first segment below the
 * base (`/311/es/track/ABC`, `/ko/stats` on a 311 host); English addresses have none, as the
 * specification writes them. The router's base then includes the segment, so every link and
 * navigation stays in the language.
 */
import { DEFAULT_LANGUAGE, languageOfSegment, languageSegment } from '#domain/i18n/languages.ts';

export interface AddressLanguage {
  /** The language of the address; English when it names none. */
  lang: string;
  /** The router's base: the app's root, with the language's segment when it has one. */
  base: string;
}

/**
 * @example addressLanguage('/311/ko/track/ABC', '/311', ['en', 'ko']) // { lang: 'ko', base: '/311/ko' }
 * @example addressLanguage('/311/track/ABC', '/311', ['en', 'ko']) // { lang: 'en', base: '/311' }
 */
export function addressLanguage(pathname: string, root: string, offered: readonly string[]): AddressLanguage {
  const rest = pathname.startsWith(`${root}/`) ? pathname.slice(root.length + 1) : '';
  const lang = languageOfSegment(rest.split('/')[0], offered);
  if (!lang || lang === DEFAULT_LANGUAGE) return { lang: DEFAULT_LANGUAGE, base: root };
  return { lang, base: `${root}/${languageSegment(lang)}` };
}

/**
 * The same address in another language: the segment swapped, added or dropped.
 * @example addressInLanguage('/311/ko/track/ABC?x=1', '/311', ['en', 'ko', 'es'], 'es') // '/311/es/track/ABC?x=1'
 */
export function addressInLanguage(
  pathAndQuery: string,
  root: string,
  offered: readonly string[],
  lang: string,
): string {
  const [pathname = '', query = ''] = pathAndQuery.split(/(?=[?#])/, 2);
  const current = addressLanguage(pathname, root, offered);
  const rest = pathname.slice(current.base.length).replace(/^\/$/, '');
  const base = lang === DEFAULT_LANGUAGE ? root : `${root}/${languageSegment(lang)}`;
  return `${base}${rest}${query}` || '/';
}
