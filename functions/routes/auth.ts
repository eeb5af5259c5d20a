/**
 * Staff sign-in, sign-out and who-am-I, under /api/auth. Sessions and cookies: auth/sessions.ts;
 * CSRF: auth/csrf.ts. Sign-in throttling (auth/login-throttle.ts): failures of one account from
 * one client address are refused (429 with Retry-After); failures of an account from anywhere, or
 * from an address across accounts, only delay the answer, so nobody can lock out someone else.
 *
 * How staff sign in goes with the backend (stores.identity, announced by GET /options): with
 * `password` the browser posts e-mail and password to /login; with `firebase` it signs in with the
 * Firebase Auth SDK and posts the ID token to /firebase. Both start the same server session.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { ApiFailure } from '../http/api-error.ts';
import { ACCOUNT_MESSAGES } from '#domain/requests/staff-account-input.ts';
import { loginSchema } from '#domain/requests/staff-input.ts';
import { crossSiteReason, csrfFailure } from '../auth/csrf.ts';
import { createLoginThrottle, type LoginThrottleOptions, type Refusal } from '../auth/login-throttle.ts';
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
import { tooManyRequests } from '../http/rate-limit.ts';
import type { Logger } from '../logger.ts';
import { maskPersonal } from '../privacy/mask.ts';
import type { StaffIdentity } from '../storage/ports.ts';
import { checkFirebaseSignIn, firebaseSignInSchema } from '../services/firebase-sign-in.ts';
import { checkSignIn } from '../services/staff-sign-in.ts';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import { passwordRoutes, type PasswordRouteDeps } from './account-password.ts';
import { forgotPasswordRoutes, type ForgotPasswordOptions, type ForgotPasswordRouteDeps } from './forgot-password.ts';
import { validate } from './staff-validator.ts';

const INVALID_LOGIN_MESSAGE = 'Invalid email or password.';
export const NO_PROFILE_MESSAGE = 'This login has no staff profile. Please contact an administrator.';
const LOGIN_RATE_LIMIT_MESSAGE = 'Too many failed sign-in attempts. Please wait and try again.';
export const LOGIN_BUSY_MESSAGE = 'Too many sign-in attempts at once. Please wait and try again.';
export const USE_FIREBASE_MESSAGE = 'Staff sign in with Firebase Authentication on this server.';
const NO_FIREBASE_MESSAGE = 'This server does not use Firebase Authentication: sign in with /api/auth/login.';
const DEACTIVATED_MESSAGE = ACCOUNT_MESSAGES.deactivated;
export const STALE_SIGN_IN_MESSAGE = 'That sign-in is too old to start a session. Please sign in again.';

interface AuthRouteDeps extends GuardDeps, PasswordRouteDeps, ForgotPasswordRouteDeps {
  stores: PasswordRouteDeps['stores'] & ForgotPasswordRouteDeps['stores'] & { identity: StaffIdentity };
  logger: Logger;
  /** Sign-in throttling: LOGIN_THROTTLE and a real wait unless given. */
  loginThrottle?: LoginThrottleOptions;
  /** When forgot-password replies: after a fixed wait unless given. */
  forgotPassword?: ForgotPasswordOptions;
}

const noStore = { 'Cache-Control': 'no-store' };

/** The 429 of a throttled sign-in, with Retry-After. */
const refuse = (refusal: Refusal) =>
  tooManyRequests(
    { allowed: false, remaining: 0, retryAfterSeconds: refusal.retryAfterSeconds },
    refusal.reason === 'busy' ? LOGIN_BUSY_MESSAGE : LOGIN_RATE_LIMIT_MESSAGE,
  );

/** Refuses a request from another site before anything else looks at it. */
const sameOriginCheck =
  (deps: { limits: { trustProxyHops: number } }): MiddlewareHandler =>
  async (c, next) => {
    const crossSite = crossSiteReason(c, deps.limits.trustProxyHops);
    if (crossSite) throw new ApiFailure(403, crossSite);
    await next();
  };

export function authRoutes(deps: AuthRouteDeps) {
  // One throttle for both routes: an address's failures count the same whichever way it signs in.
  const throttle = createLoginThrottle({
    // Read at the first attempt: the stores may not exist while the routes are built.
    counters: () => deps.stores.windowCounters,
    ...deps.loginThrottle,
    now: () => deps.clock().getTime(),
  });
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
    .route('/', passwordRoutes(deps, { throttle, sameOrigin }))
    .route('/', forgotPasswordRoutes(deps, sameOrigin, deps.forgotPassword))
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
        if (identity().method !== 'password') throw new ApiFailure(400, USE_FIREBASE_MESSAGE);
        await next();
      },
      validate('json', loginSchema),
      async (c) => {
        const { email, password } = c.req.valid('json');
        const outcome = await throttle.attempt(
          { account: email, address: clientAddress(c, deps.limits.trustProxyHops) },
          () => checkSignIn(deps.stores.staff, email, password),
          (result) => !result.ok && result.reason === 'invalid',
        );
        if ('refused' in outcome) throw refuse(outcome.refused);
        const result = outcome.result;
        if (!result.ok && result.reason === 'invalid') throw new ApiFailure(401, INVALID_LOGIN_MESSAGE);
        if (!result.ok && result.reason === 'deactivated') throw new ApiFailure(403, DEACTIVATED_MESSAGE);
        if (!result.ok) {
          deps.logger.info(`Sign-in refused for ${maskPersonal(email)}: the login has no staff profile`);
          throw new ApiFailure(403, NO_PROFILE_MESSAGE);
        }
        return signedIn(c, result.staff);
      },
    )
    .post(
      '/firebase',
      async (c, next) => {
        if (identity().method !== 'firebase') throw new ApiFailure(404, NO_FIREBASE_MESSAGE);
        await next();
      },
      sameOrigin,
      validate('json', firebaseSignInSchema),
      async (c) => {
        const firebase = identity();
        if (firebase.method !== 'firebase') throw new ApiFailure(404, NO_FIREBASE_MESSAGE);
        // The account is known only once the token is verified: the address rules alone apply.
        const outcome = await throttle.attempt(
          { address: clientAddress(c, deps.limits.trustProxyHops) },
          () => checkFirebaseSignIn(firebase, deps.stores.staff, c.req.valid('json').idToken, deps.clock()),
          (result) => !result.ok && (result.reason === 'invalid' || result.reason === 'stale'),
        );
        if ('refused' in outcome) throw refuse(outcome.refused);
        const result = outcome.result;
        if (!result.ok && result.reason === 'deactivated') throw new ApiFailure(403, DEACTIVATED_MESSAGE);
        if (!result.ok && result.reason !== 'no-profile') {
          const message = result.reason === 'stale' ? STALE_SIGN_IN_MESSAGE : INVALID_LOGIN_MESSAGE;
          throw new ApiFailure(401, message);
        }
        if (!result.ok) {
          deps.logger.info('Firebase sign-in refused: the login has no staff profile');
          throw new ApiFailure(403, NO_PROFILE_MESSAGE);
        }
        return signedIn(c, result.staff);
      },
    )
    .post('/logout', async (c) => {
      const token = readSessionToken(c);
      if (token) {
        // Without this check another site could sign staff out at will.
        const failure = csrfFailure(c, deps.limits.trustProxyHops);
        if (failure) throw new ApiFailure(403, failure);
        // Ends the session, every token of it: a copied cookie dies with it.
        await deps.stores.sessions.delete(token);
      }
      clearSessionCookies(c, policy);
      return c.body(null, 204, noStore);
    })
    .get('/me', async (c) => {
      const current = await currentStaff(c, deps);
      if (!current) throw new ApiFailure(401, SIGN_IN_REQUIRED_MESSAGE);
      let csrfToken = readCsrfCookie(c);
      if (!csrfToken) {
        csrfToken = newCsrfToken();
        writeSessionCookies(c, current.session, policy, deps.clock(), csrfToken);
      }
      return c.json({ staff: current.staff, csrfToken, expiresAt: current.session.expiresAt }, 200, noStore);
    });
}
