/**
 * Staff sessions on the SessionStore port, and their two cookies (HttpOnly, SameSite=Strict,
 * Path=/api, Secure per policy): the session token, of which the store keeps only a hash, and the
 * double-submit CSRF value, which the client gets in the body of sign-in and GET /api/auth/me.
 * A session is one family of tokens (storage/session-tokens.ts): `expiresAt` never moves; the idle
 * clock runs from `renewedAt`; once its token is `renewAfterMs` old a new one is issued (one write
 * per interval, not per request) and the old one still works for RENEWAL_GRACE_MS; ending a
 * session ends every token of it. Rules and reasons: docs/api.md#sessions-cookies-and-csrf.
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { isHttps } from '../http/forwarded.ts';
import type { Session, SessionRecord, SessionStore } from '../storage/ports.ts';
import type { SessionPolicy } from './session-policy.ts';

const SESSION_COOKIE = 'township311_session';
const CSRF_COOKIE = 'township311_csrf';
const COOKIE_PATH = '/api';

interface ActiveSession {
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

/** How long a token a renewal retired is still accepted: enough for requests already in flight. */
export const RENEWAL_GRACE_MS = 30_000;

/**
 * Whether a session is past its idle limit or its absolute end at `now`.
 * @example sessionOver({ renewedAt: '2026-01-01T09:00:00Z', expiresAt: '2026-01-01T21:00:00Z' }, policy, new Date('2026-01-01T09:31:00Z')) // true with 30 idle minutes
 */
export function sessionOver(
  session: Pick<SessionRecord, 'renewedAt' | 'expiresAt'>,
  policy: Pick<SessionPolicy, 'idleMs'>,
  now: Date,
): boolean {
  return (
    now.getTime() - Date.parse(session.renewedAt) >= policy.idleMs || Date.parse(session.expiresAt) <= now.getTime()
  );
}

/**
 * When a session will be over if nothing renews it: the earlier of the idle limit and the end.
 * @example sessionDeadline(session, policy) // Date.parse(session.renewedAt) + policy.idleMs, at most the end
 */
export function sessionDeadline(
  session: Pick<SessionRecord, 'renewedAt' | 'expiresAt'>,
  policy: Pick<SessionPolicy, 'idleMs'>,
): number {
  return Math.min(Date.parse(session.renewedAt) + policy.idleMs, Date.parse(session.expiresAt));
}

/**
 * The live session for a token, renewed when due; null when unknown, ended, idle too long or past
 * its end. A session found over is ended, every token of it.
 */
export async function resumeSession(
  store: SessionStore,
  token: string,
  policy: SessionPolicy,
  now: Date,
): Promise<ActiveSession | null> {
  const session = await store.get(token);
  if (!session) return null;
  // The store checks the absolute end against its own clock; checking here too keeps one clock.
  if (sessionOver(session, policy, now)) {
    await store.delete(token);
    return null;
  }
  // A retired token in its grace is accepted as it is: the renewal that retired it sent the new one.
  if (!session.current || now.getTime() - Date.parse(session.renewedAt) < policy.renewAfterMs) {
    return { session, renewed: false };
  }
  const renewed = await store.renew(token, new Date(now.getTime() + RENEWAL_GRACE_MS));
  // Null: a concurrent request renewed first; this token is now in its grace.
  return renewed ? { session: renewed, renewed: true } : { session, renewed: false };
}

export const newCsrfToken = () => randomBytes(32).toString('base64url');

function cookieOptions(c: Context, policy: SessionPolicy, maxAgeMs: number) {
  const secure =
    policy.cookieSecure === 'always' || (policy.cookieSecure === 'auto' && isHttps(c, policy.trustProxyHops ?? 0));
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
