/**
 * A fixed-window rate limiter keyed by any string (an address, an API key): each key may make
 * `limit` attempts per `windowMs`, counted in memory by window-counter.ts (the window starts at
 * the key's first attempt; memory is bounded there).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { createWindowCounter } from './window-counter.ts';
import { ApiFailure } from './api-error.ts';

interface RateLimitOptions {
  /** Attempts allowed per window; 0 turns the limiter off. */
  limit: number;
  windowMs: number;
  now?: () => number;
  /** Keys tracked at most; 10,000 by default. */
  maxKeys?: number;
}

interface RateLimitDecision {
  allowed: boolean;
  /** Attempts left in the current window after this one. */
  remaining: number;
  /** Whole seconds until the window resets (at least 1 when blocked). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one attempt for `key` and says whether it is within the limit. */
  consume(key: string): RateLimitDecision;
  /** Whether `key` may make another attempt, without counting one (e.g. before checking a password). */
  peek(key: string): RateLimitDecision;
  /** Forgets a key (e.g. after a successful sign-in). */
  reset(key: string): void;
}

/**
 * @example
 * const limiter = createRateLimiter({ limit: 5, windowMs: 60_000 });
 * limiter.consume('203.0.113.9').allowed // true for the first 5 in a minute, then false
 */
export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const attempts = createWindowCounter({
    windowMs: options.windowMs,
    now: options.now ?? Date.now,
    maxKeys: options.maxKeys,
  });
  const off: RateLimitDecision = { allowed: true, remaining: Number.POSITIVE_INFINITY, retryAfterSeconds: 0 };

  return {
    consume(key) {
      if (options.limit <= 0) return off;
      attempts.add(key);
      const { count, retryAfterSeconds } = attempts.get(key);
      return { allowed: count <= options.limit, remaining: Math.max(0, options.limit - count), retryAfterSeconds };
    },
    peek(key) {
      if (options.limit <= 0) return off;
      const { count, retryAfterSeconds } = attempts.get(key);
      return { allowed: count + 1 <= options.limit, remaining: Math.max(0, options.limit - count), retryAfterSeconds };
    },
    reset(key) {
      attempts.clear(key);
    },
  };
}

/** The default message of a 429. */
const RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a moment and try again.';

/**
 * The 429 refusal, with Retry-After so clients know when to come back.
 * @example if (!decision.allowed) throw tooManyRequests(decision);
 */
export function tooManyRequests(decision: RateLimitDecision, message = RATE_LIMIT_MESSAGE): ApiFailure {
  return new ApiFailure(429, message, {
    headers: { 'Retry-After': String(Math.max(1, decision.retryAfterSeconds)) },
  });
}

/**
 * Middleware counting every request that reaches it against the key `key(c)` returns.
 * @example
 * .post('/', rateLimit({ limiter, key: (c) => `submit:${clientAddress(c, hops)}` }), handler)
 */
export function rateLimit(options: {
  limiter: RateLimiter;
  key: (c: Context) => string;
  message?: string;
}): MiddlewareHandler {
  return async (c, next) => {
    const decision = options.limiter.consume(options.key(c));
    if (!decision.allowed) throw tooManyRequests(decision, options.message);
    await next();
  };
}

/** One limit of `rateLimitEach`: its limiter, the key it counts by, and its 429 message. */
export interface LimitCheck {
  limiter: RateLimiter;
  key: (c: Context) => string;
  message: (decision: RateLimitDecision) => string;
}

/**
 * Middleware for several limits on the same requests (per address and, within it, per browser):
 * a request is counted by every limit only when all allow it, so one that is refused never uses
 * up another's allowance. A refusal names the limit that is free last.
 * @example
 * .post('/', rateLimitEach([{ limiter: byAddress, key: addressOf, message: () => 'Too many.' }]), handler)
 */
export function rateLimitEach(checks: readonly LimitCheck[]): MiddlewareHandler {
  return async (c, next) => {
    const refusal = countEach(checks, c);
    if (refusal) throw refusal;
    await next();
  };
}

/**
 * rateLimitEach's check for a handler that answers a refusal its own way: the 429 it would throw
 * when a limit refuses (nothing is counted), else null (and every limit has counted the request).
 */
export function countEach(checks: readonly LimitCheck[], c: Context): ApiFailure | null {
  const keyed = checks.map((check) => ({ check, key: check.key(c) }));
  let refusal: { check: LimitCheck; decision: RateLimitDecision } | undefined;
  for (const { check, key } of keyed) {
    const decision = check.limiter.peek(key);
    if (!decision.allowed && decision.retryAfterSeconds >= (refusal?.decision.retryAfterSeconds ?? 0)) {
      refusal = { check, decision };
    }
  }
  if (refusal) return tooManyRequests(refusal.decision, refusal.check.message(refusal.decision));
  for (const { check, key } of keyed) check.limiter.consume(key);
  return null;
}
