/**
 * The follow routes' rate limits (FOLLOW_RATE_LIMIT per client address, and confirmation e-mails per
 * mailbox), one set per service deps: the JSON routes and the forms without JavaScript
 * (functions/pages/) count on the same counters, so a client gets one allowance, whichever it uses.
 */
import type { Context } from 'hono';
import type { ServiceDeps } from '../deps.ts';
import { clientAddress } from '../http/client-address.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { storeLimiter } from '../http/store-limiter.ts';

/** Confirmation e-mails one address can be sent per hour, whoever asks. */
const FOLLOW_EMAIL_LIMIT = 3;
const HOUR_MS = 60 * 60_000;

export interface FollowLimiters {
  /** Every follow route's requests, per client address. */
  perClient: RateLimiter;
  /** Confirmation e-mails, per mailbox (notify/recipient-key.ts). */
  perEmail: RateLimiter;
  /** The key of this request's client in `perClient`. */
  clientKey: (c: Context) => string;
}

const made = new WeakMap<ServiceDeps, FollowLimiters>();

/** @example await followLimiters(deps).perClient.consume(followLimiters(deps).clientKey(c)) */
export function followLimiters(deps: ServiceDeps): FollowLimiters {
  let limiters = made.get(deps);
  if (!limiters) {
    limiters = {
      perClient: storeLimiter(deps, { name: 'follow', limit: deps.limits.followRateLimit, windowMs: HOUR_MS }),
      perEmail: storeLimiter(deps, { name: 'follow-email', limit: FOLLOW_EMAIL_LIMIT, windowMs: HOUR_MS }),
      clientKey: (c) => `follow:${clientAddress(c, deps.limits.trustProxyHops)}`,
    };
    made.set(deps, limiters);
  }
  return limiters;
}
