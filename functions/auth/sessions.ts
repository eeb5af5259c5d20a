/**
 * Server-side staff sessions on top of the SessionStore port, and the two cookies that carry them.
 *
 * Expiry: the stored `expiresAt` is the absolute end (sign-in plus SESSION_MAX_HOURS) and never
 * moves. The idle clock is the stored `createdAt`: a session older than the idle limit is over.
 * An active session is renewed once it is `renewAfterMs` old: a new token with the same absolute
 * end, so the idle clock restarts. This needs nothing beyond create/get/delete from the store, works
 * across processes, and writes at most once per renewal interval instead of on every request. The
 * previous token is left to run out on its own idle clock, so requests already in flight with it
 * still succeed.
 *
 * Cookies (both HttpOnly, SameSite=Strict, Path=/api, Secure per policy):
 * - the session cookie: the random token (the store keeps only its hash);
 * - the CSRF cookie: a random value the client also sends as X-CSRF-Token (double submit). The
 *   client cannot read it; it gets the same value in the body of sign-in and GET /api/auth/me.
 *
 * SameSite=Strict rather than Lax: the cookies are scoped to /api and only ever sent by the
 * portal's own fetch calls, never on a top-level navigation, so Strict costs nothing and also
 * withholds them from links followed from other sites.
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Session, SessionStore } from '../storage/ports.ts';
import type { SessionPolicy } from './session-policy.ts';

export const SESSION_COOKIE = 'township311_session';
export const CSRF_COOKIE = 'township311_csrf';
export const COOKIE_PATH = '/api';

export interface ActiveSession {
  session: Session;
  /** True when this request got a new token, which must go back in a fresh cookie. */
  renewed: boolean;
}

/**
 * Starts a session for a signed-in user. Any session the browser presented is ended first, so a
 * token planted before sign-in (session fixation) is never the one that gets the privileges.
 */
export async function startSession(
  store: SessionStore,
  userId: string,
  policy: SessionPolicy,
  now: Date,
  previousToken?: string,
): Promise<Session> {
  if (previousToken) await store.delete(previousToken);
  return store.create(userId, new Date(now.getTime() + policy.absoluteMs));
}

/** The live session for a token, renewed when due; null when unknown, idle too long or past its end. */
export async function resumeSession(
  store: SessionStore,
  token: string,
  policy: SessionPolicy,
  now: Date,
): Promise<ActiveSession | null> {
  const session = await store.get(token);
  if (!session) return null;
  const age = now.getTime() - Date.parse(session.createdAt);
  // The store checks the absolute end against its own clock; checking here too keeps one clock.
  if (age >= policy.idleMs || Date.parse(session.expiresAt) <= now.getTime()) {
    await store.delete(token);
    return null;
  }
  if (age < policy.renewAfterMs) return { session, renewed: false };
  const renewed = await store.create(session.userId, new Date(session.expiresAt));
  return { session: renewed, renewed: true };
}

export const newCsrfToken = () => randomBytes(32).toString('base64url');

function isHttps(c: Context): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  // TLS usually ends at a proxy in front of us. Trusting the header only ever adds Secure.
  return c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

function cookieOptions(c: Context, policy: SessionPolicy, maxAgeMs: number) {
  const secure = policy.cookieSecure === 'always' || (policy.cookieSecure === 'auto' && isHttps(c));
  return {
    httpOnly: true,
    sameSite: 'Strict' as const,
    path: COOKIE_PATH,
    secure,
    maxAge: Math.max(0, Math.floor(maxAgeMs / 1000)),
  };
}

/**
 * Sets the session cookie (and, on sign-in, the CSRF cookie). The session cookie lives as long as
 * the idle window, capped by the absolute end, so the browser drops it when the server would.
 */
export function writeSessionCookies(
  c: Context,
  session: Session,
  policy: SessionPolicy,
  now: Date,
  csrfToken?: string,
): void {
  const untilEnd = Date.parse(session.expiresAt) - now.getTime();
  setCookie(c, SESSION_COOKIE, session.token, cookieOptions(c, policy, Math.min(policy.idleMs, untilEnd)));
  if (csrfToken) setCookie(c, CSRF_COOKIE, csrfToken, cookieOptions(c, policy, untilEnd));
}

export function clearSessionCookies(c: Context, policy: SessionPolicy): void {
  const { secure } = cookieOptions(c, policy, 0);
  for (const name of [SESSION_COOKIE, CSRF_COOKIE]) deleteCookie(c, name, { path: COOKIE_PATH, secure });
}

export const readSessionToken = (c: Context) => getCookie(c, SESSION_COOKIE) || undefined;
export const readCsrfCookie = (c: Context) => getCookie(c, CSRF_COOKIE) || undefined;
