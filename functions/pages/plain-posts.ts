/**
 * What every form of the pages without JavaScript gets before its handler
 * (docs/311-without-javascript.md): the same-origin check (a page served before any script can
 * carry no token; crossSiteReason, and a post with neither Sec-Fetch-Site nor Origin is allowed),
 * and a body bounded in bytes and fields before any parser reads it. Each refusal is a whole page,
 * in the visitor's language, made by the route (`refusal`).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { acceptedLanguages, DEFAULT_LANGUAGE, negotiateLanguage } from '#domain/i18n/languages.ts';
import { PSEUDO_LOCALE } from '#domain/i18n/pseudo.ts';
import { tokenSchema } from '#domain/requests/follow-input.ts';
import { hasTownship, township } from '#domain/township/township.ts';
import { crossSiteReason } from '../auth/csrf.ts';
import { boundedForm, type FormLimits } from '../http/bounded-form.ts';
import { forwardedHost } from '../http/forwarded.ts';
import { appPathFor } from './plain-page-paths.ts';

/** Why a post was refused before its handler ran. */
export type PostRefusal = 'cross-site' | 'too-large';

/** The languages the pages are offered in. */
export const offeredLanguages = (): readonly string[] => (hasTownship() ? township().languages : [DEFAULT_LANGUAGE]);

/**
 * The language a form names in its hidden `lang` field, when offered (or the pseudo-locale).
 * @example formLanguage('es') // 'es'
 * @example formLanguage('xx') // undefined
 */
export function formLanguage(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  return value === PSEUDO_LOCALE || offeredLanguages().includes(value) ? value : undefined;
}

/** The visitor's language when the body (and its `lang` field) went unread: their browser's. */
export const browserLanguage = (c: Context) =>
  negotiateLanguage(acceptedLanguages(c.req.header('Accept-Language')), offeredLanguages());

/** A small form of text fields (a few hundred bytes): what the follow and "not fixed" forms send. */
export const TEXT_FORM_LIMITS: FormLimits = { urlEncodedBytes: 16 * 1024, multipartBytes: 16 * 1024, fields: 10 };

/**
 * The checks before a page form's handler; `refusal` answers with the page of a refusal.
 * @example app.post('/follow', ...plainPost(deps.limits.trustProxyHops, TEXT_FORM_LIMITS, refusal), handler)
 */
export function plainPost(
  trustProxyHops: number,
  limits: FormLimits,
  refusal: (c: Context, reason: PostRefusal, status: 403 | 413) => Response | Promise<Response>,
): [MiddlewareHandler, MiddlewareHandler] {
  return [
    async (c, next) => {
      // A page sent with Referrer-Policy: no-referrer (the private page) makes the browser send
      // `Origin: null` with its own forms; Sec-Fetch-Site, which no page can set, still says whose.
      const ownOpaque = c.req.header('Sec-Fetch-Site') === 'same-origin' && c.req.header('Origin') === 'null';
      if (!ownOpaque && crossSiteReason(c, trustProxyHops)) return refusal(c, 'cross-site', 403);
      await next();
    },
    boundedForm({ limits, refuse: (c) => refusal(c, 'too-large', 413) }),
  ];
}

/** The text of a form field, or '' (a file, a missing field). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** The form's fields, or null when the body cannot be read as a form. */
export async function readForm(c: Context): Promise<FormData | null> {
  try {
    return await c.req.formData();
  } catch {
    return null;
  }
}

/**
 * The app's address in a language on the host the browser asked for (with TRUST_PROXY, the one our
 * proxy names): `/311/es` on the coalition's host, `/es` on a 311 host.
 */
export function pageAppPath(c: Context, trustProxyHops: number, lang: string): string {
  const host = forwardedHost(c, trustProxyHops) ?? c.req.header('Host') ?? new URL(c.req.url).host;
  return appPathFor(host, lang);
}

/**
 * A link's token as a page or form carries it, or '' when it cannot be one (missing, too long).
 * @example linkToken(' abc ') // 'abc'
 */
export function linkToken(value: unknown): string {
  const token = typeof value === 'string' ? value.trim() : '';
  return token !== '' && tokenSchema.safeParse(token).success ? token : '';
}
