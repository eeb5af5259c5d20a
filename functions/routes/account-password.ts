/**
 * Passwords, under /api/auth (docs/api.md#passwords):
 * - POST /password: the signed-in member changes their own (a temporary one included), proving
 *   the current one; guessing is throttled like sign-in. Every session of theirs ends and this
 *   browser gets a new one, so a copied cookie dies with the old password.
 * - GET /password-reset/:token: whether a reset link works, and for which e-mail;
 * - POST /password-reset: sets the password through the link, once.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { ApiFailure } from '../http/api-error.ts';
import { ACCOUNT_MESSAGES } from '#domain/requests/staff-account-input.ts';
import { changePasswordSchema, resetTokenSchema, useResetLinkSchema } from '#domain/requests/staff-password.ts';
import * as z from 'zod/mini';
import type { createLoginThrottle } from '../auth/login-throttle.ts';
import { signedInGuard, type GuardDeps } from '../auth/require-staff.ts';
import { startSession, writeSessionCookies } from '../auth/sessions.ts';
import { clientAddress } from '../http/client-address.ts';
import { tooManyRequests } from '../http/rate-limit.ts';
import { changeOwnPassword, resetLinkAccount, useResetLink, type PasswordDeps } from '../services/staff-passwords.ts';
import { validate } from './staff-validator.ts';

export interface PasswordRouteDeps extends GuardDeps, PasswordDeps {
  stores: GuardDeps['stores'] & PasswordDeps['stores'];
}

interface PasswordRouteOptions {
  throttle: ReturnType<typeof createLoginThrottle>;
  /** Refuses requests from other sites (auth.ts), for the routes without a session. */
  sameOrigin: MiddlewareHandler;
}

const noStore = { 'Cache-Control': 'no-store' };
const TOO_MANY_MESSAGE = 'Too many wrong passwords. Please wait and try again.';

/** @example new Hono().route('/', passwordRoutes(deps, { throttle, sameOrigin })) */
export function passwordRoutes(deps: PasswordRouteDeps, { throttle, sameOrigin }: PasswordRouteOptions) {
  return new Hono()
    .post('/password', signedInGuard(deps), validate('json', changePasswordSchema), async (c) => {
      const staff = c.var.staff;
      const outcome = await throttle.attempt(
        { account: staff.email, address: clientAddress(c, deps.limits.trustProxyHops) },
        () => changeOwnPassword(deps, staff, c.req.valid('json')),
        (result) => !result.ok && result.status === 403,
      );
      if ('refused' in outcome) {
        const { retryAfterSeconds } = outcome.refused;
        throw tooManyRequests({ allowed: false, remaining: 0, retryAfterSeconds }, TOO_MANY_MESSAGE);
      }
      const result = outcome.result;
      if (!result.ok) throw new ApiFailure(result.status, result.message);
      // Every session ended with the old password; this browser carries on in a new one (same CSRF cookie).
      const at = deps.clock();
      const session = await startSession(deps.stores.sessions, staff.id, deps.sessionPolicy, at);
      writeSessionCookies(c, session, deps.sessionPolicy, at);
      return c.json({ staff: { ...staff, mustChangePassword: false }, expiresAt: session.expiresAt }, 200, noStore);
    })
    .get('/password-reset/:token', validate('param', z.object({ token: resetTokenSchema })), async (c) => {
      const account = await resetLinkAccount(deps, c.req.valid('param').token);
      if (!account) throw new ApiFailure(404, ACCOUNT_MESSAGES.resetLinkInvalid);
      return c.json({ email: account.email, name: account.name }, 200, noStore);
    })
    .post('/password-reset', sameOrigin, validate('json', useResetLinkSchema), async (c) => {
      const { token, newPassword } = c.req.valid('json');
      const result = await useResetLink(deps, token, newPassword);
      if (!result.ok) throw new ApiFailure(result.status, result.message);
      return c.json({ reset: true }, 200, noStore);
    });
}
