/**
 * POST /api/auth/forgot-password (docs/api.md#passwords): asks for a one-time password link by
 * e-mail. Every well-formed request gets the same 202 with the same body after the same wait,
 * whether or not the address is a staff member's: the work starts at once and the reply waits a
 * fixed time beside it (REPLY_AFTER_MS), so neither the answer nor its timing tells. Limited per
 * client address and per address typed (429 with Retry-After), before any lookup.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { FORGOT_PASSWORD, FORGOT_PASSWORD_MESSAGES, forgotPasswordSchema } from '#domain/requests/forgot-password.ts';
import { clientAddress } from '../http/client-address.ts';
import { countEach, type LimitCheck } from '../http/rate-limit.ts';
import { storeLimiter, type LimiterDeps } from '../http/store-limiter.ts';
import { sendPasswordLink, type ForgotPasswordDeps } from '../services/forgot-password.ts';
import { validate } from './staff-validator.ts';

/** Longer than finding the account, writing the link and queuing the e-mail take on either backend. */
export const REPLY_AFTER_MS = 1000;

export interface ForgotPasswordOptions {
  /**
   * When to reply, given the work in flight: by default after REPLY_AFTER_MS whatever the work
   * does (it carries on if slower). Tests reply when the work is done, to read its e-mail.
   */
  replyAfter?: (work: Promise<void>) => Promise<void>;
}

export interface ForgotPasswordRouteDeps extends ForgotPasswordDeps {
  stores: ForgotPasswordDeps['stores'] & LimiterDeps['stores'];
  limits: { trustProxyHops: number };
}

const fixedWait = () => new Promise<void>((resolve) => setTimeout(resolve, REPLY_AFTER_MS));

/** The two limits, counted together so a refused request uses up neither (countEach). */
function forgotLimits(deps: ForgotPasswordRouteDeps) {
  const limiter = (name: string, limit: number) =>
    storeLimiter(deps, { name, limit, windowMs: FORGOT_PASSWORD.windowMs });
  const byClient = limiter('forgot-password', FORGOT_PASSWORD.perClientPerHour);
  const byEmail = limiter('forgot-password-email', FORGOT_PASSWORD.perEmailPerHour);
  const message = () => FORGOT_PASSWORD_MESSAGES.tooMany;
  return (c: Context, email: string): LimitCheck[] => [
    { limiter: byClient, key: () => clientAddress(c, deps.limits.trustProxyHops), message },
    { limiter: byEmail, key: () => email, message },
  ];
}

/** @example new Hono().route('/', forgotPasswordRoutes(deps, sameOrigin)) */
export function forgotPasswordRoutes(
  deps: ForgotPasswordRouteDeps,
  sameOrigin: MiddlewareHandler,
  options: ForgotPasswordOptions = {},
) {
  const limitsFor = forgotLimits(deps);
  const replyAfter = options.replyAfter ?? fixedWait;
  return new Hono().post('/forgot-password', sameOrigin, validate('json', forgotPasswordSchema), async (c) => {
    const { email } = c.req.valid('json');
    const refusal = await countEach(limitsFor(c, email), c);
    if (refusal) throw refusal;
    const work = sendPasswordLink(deps, email).catch((error: unknown) => {
      deps.logger.error('Could not send a password link', error);
    });
    await replyAfter(work);
    return c.json({ message: FORGOT_PASSWORD_MESSAGES.sent }, 202, { 'Cache-Control': 'no-store' });
  });
}
