/**
 * Staff sign-in, sign-out and who-am-I, under /api/auth. Sessions and cookies: auth/sessions.ts;
 * CSRF: auth/csrf.ts. Sign-in failures are limited per account and per client address (429 with
 * Retry-After); a successful sign-in clears the account's count, not the address's.
 *
 * How staff sign in goes with the backend (stores.identity, announced by GET /options): with
 * `password` the browser posts e-mail and password to /login; with `firebase` it signs in with the
 * Firebase Auth SDK and posts the ID token to /firebase. Both start the same server session.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { loginSchema } from '../../src/shared/requests/staff-input.ts';
import { crossSiteReason, csrfFailure } from '../auth/csrf.ts';
import { currentStaff, SIGN_IN_REQUIRED_MESSAGE, type GuardDeps } from '../auth/require-staff.ts';
import {
  clearSessionCookies,
  newCsrfToken,
  readCsrfCookie,
  readSessionToken,
  startSession,
  writeSessionCookies,
} from '../auth/sessions.ts';
import { clientAddress } from '../http/client-address.ts';
import { createRateLimiter, tooManyRequests } from '../http/rate-limit.ts';
import type { Logger } from '../logger.ts';
import { maskPersonal } from '../privacy/mask.ts';
import type { StaffIdentity } from '../storage/ports.ts';
import { checkFirebaseSignIn, firebaseSignInSchema } from '../services/firebase-sign-in.ts';
import { checkSignIn } from '../services/staff-sign-in.ts';
import type { StaffProfile } from '../../src/shared/requests/request-schemas.ts';
import { validate } from './staff-validator.ts';

export const INVALID_LOGIN_MESSAGE = 'Invalid email or password.';
export const NO_PROFILE_MESSAGE = 'This login has no staff profile. Please contact an administrator.';
export const LOGIN_RATE_LIMIT_MESSAGE = 'Too many failed sign-in attempts. Please wait and try again.';
export const USE_FIREBASE_MESSAGE = 'Staff sign in with Firebase Authentication on this server.';
export const NO_FIREBASE_MESSAGE = 'This server does not use Firebase Authentication: sign in with /api/auth/login.';
export const STALE_SIGN_IN_MESSAGE = 'That sign-in is too old to start a session. Please sign in again.';

/** Failed sign-ins allowed per window: few per account (guessing one password), more per address (a shared office). */
export const DEFAULT_LOGIN_LIMITS = { perAccount: 5, perAddress: 20, windowMs: 15 * 60_000 };

export interface AuthRouteDeps extends GuardDeps {
  stores: GuardDeps['stores'] & { identity: StaffIdentity };
  logger: Logger;
  trustProxyHops: number;
  loginLimits?: typeof DEFAULT_LOGIN_LIMITS;
}

const noStore = { 'Cache-Control': 'no-store' };

/** Refuses a request from another site before anything else looks at it. */
const sameOriginCheck =
  (deps: { trustProxyHops: number }): MiddlewareHandler =>
  async (c, next) => {
    const crossSite = crossSiteReason(c, deps.trustProxyHops);
    if (crossSite) throw new HTTPException(403, { message: crossSite });
    await next();
  };

export function authRoutes(deps: AuthRouteDeps) {
  const limits = deps.loginLimits ?? DEFAULT_LOGIN_LIMITS;
  const now = () => deps.clock().getTime();
  const byAccount = createRateLimiter({ limit: limits.perAccount, windowMs: limits.windowMs, now });
  const byAddress = createRateLimiter({ limit: limits.perAddress, windowMs: limits.windowMs, now });
  const policy = deps.sessionPolicy;
  const sameOrigin = sameOriginCheck(deps);
  // Read per request: the stores may not exist while the routes are built (staff-api.ts).
  const identity = () => deps.stores.identity;

  /** Our own session for a staff member who proved who they are: cookies and the portal's answer. */
  const signedIn = async (c: Context, staff: StaffProfile) => {
    const at = deps.clock();
    const session = await startSession(deps.stores.sessions, staff.id, policy, at, readSessionToken(c));
    const csrfToken = newCsrfToken();
    writeSessionCookies(c, session, policy, at, csrfToken);
    return c.json({ staff, csrfToken, expiresAt: session.expiresAt }, 200, noStore);
  };

  return new Hono()
    .get('/options', (c) => {
      const current = identity();
      return c.json(
        current.method === 'firebase'
          ? { method: 'firebase' as const, firebase: current.clientConfig }
          : { method: 'password' as const },
        200,
        noStore,
      );
    })
    .post(
      '/login',
      sameOrigin,
      async (c, next) => {
        if (identity().method !== 'password') throw new HTTPException(400, { message: USE_FIREBASE_MESSAGE });
        await next();
      },
      validate('json', loginSchema),
      async (c) => {
        const { email, password } = c.req.valid('json');
        const accountKey = email;
        const addressKey = clientAddress(c, deps.trustProxyHops);
        for (const [limiter, key] of [
          [byAccount, accountKey],
          [byAddress, addressKey],
        ] as const) {
          const decision = limiter.peek(key);
          if (!decision.allowed) return tooManyRequests(c, decision, LOGIN_RATE_LIMIT_MESSAGE);
        }
        const result = await checkSignIn(deps.stores.staff, email, password);
        if (!result.ok && result.reason === 'invalid') {
          byAccount.consume(accountKey);
          byAddress.consume(addressKey);
          throw new HTTPException(401, { message: INVALID_LOGIN_MESSAGE });
        }
        if (!result.ok) {
          deps.logger.info(`Sign-in refused for ${maskPersonal(email)}: the login has no staff profile`);
          throw new HTTPException(403, { message: NO_PROFILE_MESSAGE });
        }
        byAccount.reset(accountKey);
        return signedIn(c, result.staff);
      },
    )
    .post(
      '/firebase',
      async (c, next) => {
        if (identity().method !== 'firebase') throw new HTTPException(404, { message: NO_FIREBASE_MESSAGE });
        await next();
      },
      sameOrigin,
      validate('json', firebaseSignInSchema),
      async (c) => {
        const firebase = identity();
        if (firebase.method !== 'firebase') throw new HTTPException(404, { message: NO_FIREBASE_MESSAGE });
        const addressKey = clientAddress(c, deps.trustProxyHops);
        const decision = byAddress.peek(addressKey);
        if (!decision.allowed) return tooManyRequests(c, decision, LOGIN_RATE_LIMIT_MESSAGE);
        const result = await checkFirebaseSignIn(
          firebase,
          deps.stores.staff,
          c.req.valid('json').idToken,
          deps.clock(),
        );
        if (!result.ok && result.reason !== 'no-profile') {
          byAddress.consume(addressKey);
          const message = result.reason === 'stale' ? STALE_SIGN_IN_MESSAGE : INVALID_LOGIN_MESSAGE;
          throw new HTTPException(401, { message });
        }
        if (!result.ok) {
          deps.logger.info('Firebase sign-in refused: the login has no staff profile');
          throw new HTTPException(403, { message: NO_PROFILE_MESSAGE });
        }
        return signedIn(c, result.staff);
      },
    )
    .post('/logout', async (c) => {
      const token = readSessionToken(c);
      if (token) {
        // Without this check another site could sign staff out at will.
        const failure = csrfFailure(c, deps.trustProxyHops);
        if (failure) throw new HTTPException(403, { message: failure });
        // Ends the session, every token of it: a copied cookie dies with it.
        await deps.stores.sessions.delete(token);
      }
      clearSessionCookies(c, policy);
      return c.body(null, 204, noStore);
    })
    .get('/me', async (c) => {
      const current = await currentStaff(c, deps);
      if (!current) throw new HTTPException(401, { message: SIGN_IN_REQUIRED_MESSAGE });
      let csrfToken = readCsrfCookie(c);
      if (!csrfToken) {
        csrfToken = newCsrfToken();
        writeSessionCookies(c, current.session, policy, deps.clock(), csrfToken);
      }
      return c.json({ staff: current.staff, csrfToken, expiresAt: current.session.expiresAt }, 200, noStore);
    });
}
