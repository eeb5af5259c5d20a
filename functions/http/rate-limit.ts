/**
 * A fixed-window rate limiter keyed by any string (an address, an account, an e-mail), kept in
 * memory: the embedded server is one process. Each key may make `limit` attempts per `windowMs`;
 * the window starts at its first attempt. Memory is bounded: expired windows are swept once the
 * table grows past `maxKeys`, and if every window is still live the oldest are dropped (which only
 * ever lets someone through early, never blocks anyone wrongly).
 */
import type { Context, MiddlewareHandler } from 'hono';

export interface RateLimitOptions {
  /** Attempts allowed per window; 0 turns the limiter off. */
  limit: number;
  windowMs: number;
  now?: () => number;
  /** Keys tracked at most; 10,000 by default. */
  maxKeys?: number;
}

export interface RateLimitDecision {
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

interface Window {
  count: number;
  resetAt: number;
}

/**
 * @example
 * const limiter = createRateLimiter({ limit: 5, windowMs: 60_000 });
 * limiter.consume('203.0.113.9').allowed // true for the first 5 in a minute, then false
 */
export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 10_000;
  const windows = new Map<string, Window>();

  const live = (key: string, at: number): Window | undefined => {
    const window = windows.get(key);
    if (window && window.resetAt <= at) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };

  const sweep = (at: number) => {
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  };

  const decision = (window: Window | undefined, at: number): RateLimitDecision => {
    const count = window?.count ?? 0;
    const retryAfterSeconds = window ? Math.max(1, Math.ceil((window.resetAt - at) / 1000)) : 0;
    return { allowed: count <= options.limit, remaining: Math.max(0, options.limit - count), retryAfterSeconds };
  };

  return {
    consume(key) {
      if (options.limit <= 0) return { allowed: true, remaining: Number.POSITIVE_INFINITY, retryAfterSeconds: 0 };
      const at = now();
      let window = live(key, at);
      if (!window) {
        if (windows.size >= maxKeys) sweep(at);
        window = { count: 0, resetAt: at + options.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return decision(window, at);
    },
    peek(key) {
      if (options.limit <= 0) return { allowed: true, remaining: Number.POSITIVE_INFINITY, retryAfterSeconds: 0 };
      const at = now();
      const window = live(key, at);
      const next = decision(window ? { ...window, count: window.count + 1 } : undefined, at);
      return { ...next, remaining: Math.max(0, options.limit - (window?.count ?? 0)) };
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

/** The default message of a 429. */
export const RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a moment and try again.';

/**
 * The 429 reply, in the API's error format, with Retry-After so clients know when to come back.
 * @example if (!decision.allowed) return tooManyRequests(c, decision);
 */
export function tooManyRequests(c: Context, decision: RateLimitDecision, message = RATE_LIMIT_MESSAGE): Response {
  return c.json({ error: { code: 'rate_limited', message } }, 429, {
    'Retry-After': String(Math.max(1, decision.retryAfterSeconds)),
    'Cache-Control': 'no-store',
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
    if (!decision.allowed) return tooManyRequests(c, decision, options.message);
    await next();
  };
}
