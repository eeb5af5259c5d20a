/**
 * Which language's address a request for a site page should go to. English pages keep the
 * addresses they always had (/, /about, /election); the other offered languages have theirs under
 * a segment (/es/election). A visitor who chose a language in the switch (cookie `lang`) is sent to
 * its address; one who never chose is sent to the address of the offered language their browser
 * prefers (Accept-Language). A request that names no language preference (a search engine's
 * crawler sends no Accept-Language) always gets the English page, as does anything that is not a
 * page read with GET: assets, the API, and the 311 app (which keeps its own language address).
 */
import {
  acceptedLanguages,
  DEFAULT_LANGUAGE,
  languageOfSegment,
  languageSegment,
  LANGUAGE_COOKIE,
  negotiateLanguage,
} from '#domain/i18n/languages.ts';
import { PSEUDO_LOCALE } from '#domain/i18n/pseudo.ts';

/** What a page redirect depends on, for caches. */
export const LANGUAGE_VARY = 'Accept-Language, Cookie';

export interface PageRequest {
  method: string;
  pathname: string;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}

/** A cookie's value from a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.split('=');
    if (key?.trim() === name) {
      try {
        return decodeURIComponent(rest.join('=').trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The language a path names by its first segment (offered or the pseudo-locale), or undefined for an
 * English address.
 */
export function pathLanguage(pathname: string, offered: readonly string[]): string | undefined {
  const lang = languageOfSegment(pathname.split('/')[1], offered);
  return lang === DEFAULT_LANGUAGE ? undefined : lang;
}

/** Whether a path is an English page's address: not the API, the 311 app, an asset or a language's page. */
export function isEnglishPagePath(pathname: string, offered: readonly string[]): boolean {
  const first = pathname.split('/')[1] ?? '';
  if (first === 'api' || first === '311' || first === '_astro') return false;
  const last = pathname.split('/').at(-1) ?? '';
  if (/\.[a-z0-9]+$/i.test(last)) return false;
  return pathLanguage(pathname, offered) === undefined;
}

/**
 * The address a request for an English page is sent to (302), or undefined to serve it.
 * @example pageLanguageRedirect({ method: 'GET', pathname: '/election', acceptLanguage: 'es-MX,es;q=0.9' }, ['en', 'es']) // '/es/election'
 */
export function pageLanguageRedirect(request: PageRequest, offered: readonly string[]): string | undefined {
  if (request.method !== 'GET' || !isEnglishPagePath(request.pathname, offered)) return undefined;
  const chosen = languageOfSegment(cookieValue(request.cookie, LANGUAGE_COOKIE), offered);
  let lang: string | undefined;
  if (chosen && chosen !== PSEUDO_LOCALE) lang = chosen;
  else {
    const wanted = acceptedLanguages(request.acceptLanguage);
    if (wanted.length === 0) return undefined;
    lang = negotiateLanguage(wanted, offered);
  }
  if (lang === DEFAULT_LANGUAGE) return undefined;
  const rest = request.pathname === '/' ? '' : request.pathname;
  return `/${languageSegment(lang)}${rest}`;
}
