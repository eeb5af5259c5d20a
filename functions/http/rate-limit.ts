/**
 * A fixed-window rate limiter keyed by any string (an address, an API key): each key may make
 * `limit` attempts per `windowMs`, in a window that starts at the key's first attempt. The counts
 * are kept by a WindowCounters port (storage/window-counter-ports.ts): this process's memory unless
 * `counters` is given, Firestore on Firebase so every instance shares one count. When the counters
 * cannot be reached the attempt is let through and `onUnavailable` told: refusing every resident
 * while Firestore is down would be worse than a limit that is briefly not counted.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { createMemoryWindowCounters } from '../storage/memory-window-counters.ts';
import type { WindowCounter, WindowCounters } from '../storage/window-counter-ports.ts';
import { ApiFailure } from './api-error.ts';

interface RateLimitOptions {
  /** Attempts allowed per window; 0 turns the limiter off. */
  limit: number;
  windowMs: number;
  now?: () => number;
  /** Keys tracked at most in memory; 10,000 by default. */
  maxKeys?: number;
  /** The limit's name where counts are shared: limiters of one name on one Firestore count together. */
  name?: string;
  /** Where the attempts are counted, read at the first one (the stores may open after the routes). */
  counters?: () => WindowCounters;
  /** Told when the counters fail; the attempt is then let through. */
  onUnavailable?: (error: unknown) => void;
}

interface RateLimitDecision {
  allowed: boolean;
  /** Attempts left in the current window after this one. */
  remaining: number;
  /** Whole seconds until the window resets (at least 1 when blocked). */
  retryAfterSeconds: number;
}

/** A counted attempt's decision, with a way to take the attempt back. */
type CountedDecision = RateLimitDecision & { undo(): Promise<void> };

export interface RateLimiter {
  /** Counts one attempt for `key` and says whether it is within the limit. */
  consume(key: string): Promise<CountedDecision>;
  /** Whether `key` may make another attempt, without counting one (e.g. before checking a password). */
  peek(key: string): Promise<RateLimitDecision>;
  /** Forgets a key (e.g. after a successful sign-in). */
  reset(key: string): Promise<void>;
}

const noUndo = () => Promise.resolve();

/**
 * @example
 * const limiter = createRateLimiter({ limit: 5, windowMs: 60_000 });
 * (await limiter.consume('203.0.113.9')).allowed // true for the first 5 in a minute, then false
 */
export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const { limit } = options;
  let counter: WindowCounter | undefined;
  const attempts = () =>
    (counter ??= (options.counters?.() ?? createMemoryWindowCounters()).open({
      name: options.name ?? 'limit',
      windowMs: options.windowMs,
      now: options.now ?? Date.now,
      maxKeys: options.maxKeys,
    }));
  const off: CountedDecision = {
    allowed: true,
    remaining: Number.POSITIVE_INFINITY,
    retryAfterSeconds: 0,
    undo: noUndo,
  };
  const unavailable = (error: unknown): CountedDecision => {
    options.onUnavailable?.(error);
    return off;
  };

  return {
    async consume(key) {
      if (limit <= 0) return off;
      try {
        const { count, retryAfterSeconds, undo } = await attempts().add(key);
        return {
          allowed: count <= limit,
          remaining: Math.max(0, limit - count),
          retryAfterSeconds,
          undo: async () => {
            try {
              await undo();
            } catch (error) {
              options.onUnavailable?.(error);
            }
          },
        };
      } catch (error) {
        return unavailable(error);
      }
    },
    async peek(key) {
      if (limit <= 0) return off;
      try {
        const { count, retryAfterSeconds } = await attempts().get(key);
        return { allowed: count + 1 <= limit, remaining: Math.max(0, limit - count), retryAfterSeconds };
      } catch (error) {
        return unavailable(error);
      }
    },
    async reset(key) {
      try {
        await attempts().clear(key);
      } catch (error) {
        options.onUnavailable?.(error);
      }
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
    const decision = await options.limiter.consume(options.key(c));
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
    const refusal = await countEach(checks, c);
    if (refusal) throw refusal;
    await next();
  };
}

/**
 * rateLimitEach's check for a handler that answers a refusal its own way: the 429 it would throw
 * when a limit refuses (then every count is taken back), else null (every limit has counted the
 * request). Counting first and taking back costs one write per limit only when refused.
 */
export async function countEach(checks: readonly LimitCheck[], c: Context): Promise<ApiFailure | null> {
  const counted = await Promise.all(
    checks.map(async (check) => ({ check, decision: await check.limiter.consume(check.key(c)) })),
  );
  let refusal: (typeof counted)[number] | undefined;
  for (const entry of counted) {
    if (!entry.decision.allowed && entry.decision.retryAfterSeconds >= (refusal?.decision.retryAfterSeconds ?? 0)) {
      refusal = entry;
    }
  }
  if (!refusal) return null;
  await Promise.all(counted.map(({ decision }) => decision.undo()));
  return tooManyRequests(refusal.decision, refusal.check.message(refusal.decision));
}
