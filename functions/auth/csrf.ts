/**
 * CSRF protection for the cookie sessions (docs/api.md#sessions-cookies-and-csrf). A state-changing
 * staff request must pass both layers:
 * 1. same origin: Sec-Fetch-Site is "same-origin" and Origin names this host; clients that send
 *    neither (curl, scripts) are not browsers, cannot be made to send a victim's cookie, and go on
 *    to layer 2;
 * 2. double submit: X-CSRF-Token equals the HttpOnly CSRF cookie, which another site can make a
 *    browser send but can neither read nor put in the header.
 * Sign-in has no session yet, so it gets layer 1 only (which stops login CSRF).
 */
import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { forwardedHost } from '../http/forwarded.ts';
import { readCsrfCookie } from './sessions.ts';

const CSRF_HEADER = 'X-CSRF-Token';
const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed.';
const CSRF_TOKEN_MESSAGE = 'Missing or invalid CSRF token. Reload the page or sign in again.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const isStateChanging = (method: string) => !SAFE_METHODS.has(method.toUpperCase());

/**
 * Hosts this request may come from: its own, and with TRUST_PROXY the one our proxy says the
 * browser asked for (http/forwarded.ts); a client's own X-Forwarded-Host counts for nothing.
 */
function ownHosts(c: Context, trustProxyHops: number): string[] {
  const hosts = [new URL(c.req.url).host.toLowerCase()];
  const forwarded = forwardedHost(c, trustProxyHops);
  if (forwarded) hosts.push(forwarded);
  return hosts;
}

/**
 * Layer 1: why this request looks cross-site, or null when it does not. The scheme is not
 * compared, because TLS may end at a proxy and the app then sees http.
 */
export function crossSiteReason(c: Context, trustProxyHops: number): string | null {
  const site = c.req.header('Sec-Fetch-Site');
  if (site !== undefined && site !== 'same-origin') return CROSS_SITE_MESSAGE;
  const origin = c.req.header('Origin');
  if (origin === undefined) return null;
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return CROSS_SITE_MESSAGE; // "null" and other opaque origins
  }
  return ownHosts(c, trustProxyHops).includes(host) ? null : CROSS_SITE_MESSAGE;
}

/** Layer 2: whether the header matches the cookie, compared in constant time. */
function csrfTokenMatches(c: Context): boolean {
  const header = c.req.header(CSRF_HEADER);
  const cookie = readCsrfCookie(c);
  if (!header || !cookie) return false;
  const a = Buffer.from(header);
  const b = Buffer.from(cookie);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Both layers: the message of the first that fails, or null. */
export function csrfFailure(c: Context, trustProxyHops: number): string | null {
  return crossSiteReason(c, trustProxyHops) ?? (csrfTokenMatches(c) ? null : CSRF_TOKEN_MESSAGE);
}
