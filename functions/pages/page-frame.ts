/**
 * The banner and footer of a resident page the server draws (src/domain/html/resident-frame.ts),
 * for the host the page was asked on: its language links lead to the same page in each offered
 * language, and its footer back to the coalition's site (this host's home under /311, the site's
 * address from a 311 host), as the app's ResidentLayout does.
 */
import type { Context } from 'hono';
import { DEFAULT_LANGUAGE } from '#domain/i18n/languages.ts';
import { residentFrameHtml, type HeaderAction } from '#domain/html/resident-frame.ts';
import type { SafeHtml } from '#domain/html/html-text.ts';
import { commonMessages } from '#domain/messages-311/common-english.ts';
import { township } from '#domain/township/township.ts';
import type { ServiceDeps } from '../deps.ts';
import { languageName, serverTranslator } from '../i18n/catalogs.ts';
import { pageAppPath } from './plain-posts.ts';

export interface FrameOf {
  lang: string;
  /** The page's address after its language's root: '/track?status=New', '' for the report form. */
  rest: string;
  actions: readonly HeaderAction[];
}

/** @example framedPage(c, deps, { lang: 'es', rest: '/track', actions: ['submit', 'staff'] }, main) */
export function framedPage(c: Context, deps: ServiceDeps, frame: FrameOf, main: SafeHtml): SafeHtml {
  const rootIn = (tag: string) => pageAppPath(c, deps.limits.trustProxyHops, tag);
  const { place } = deps;
  // Under /311 the coalition's site is this host's home page; a 311 host links to its address.
  const home = rootIn(DEFAULT_LANGUAGE) === '' ? place.siteUrl : '/';
  return residentFrameHtml(
    {
      ...frame,
      common: serverTranslator(commonMessages, frame.lang),
      township: place.township,
      languages: township().languages.map((tag) => ({ tag, name: languageName(tag) })),
      rootIn,
      organisation: place.organisation ? { name: place.organisation, href: home } : undefined,
    },
    main,
  );
}
