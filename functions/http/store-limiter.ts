/**
 * Rate limiters counted where the stores count (stores.windowCounters: this process's memory on the
 * embedded server, Firestore on Firebase, so every instance shares one count), on the server's
 * clock. A counter that cannot be reached is logged and the attempt let through (rate-limit.ts).
 */
import type { Logger } from '../logger.ts';
import type { Stores } from '../storage/ports.ts';
import { createRateLimiter, type RateLimiter } from './rate-limit.ts';

export interface LimiterDeps {
  stores: Pick<Stores, 'windowCounters'>;
  clock: () => Date;
  logger: Pick<Logger, 'error'>;
}

/**
 * @example
 * const byAddress = storeLimiter(deps, { name: 'submit', limit: 5, windowMs: 3_600_000 });
 * (await byAddress.consume(`submit:${address}`)).allowed
 */
export function storeLimiter(
  deps: LimiterDeps,
  options: { name: string; limit: number; windowMs: number; maxKeys?: number },
): RateLimiter {
  return createRateLimiter({
    ...options,
    now: () => deps.clock().getTime(),
    // Read at the first attempt: routes may be built before the stores open (staff-api.ts).
    counters: () => deps.stores.windowCounters,
    onUnavailable: (error) => {
      deps.logger.error(`The ${options.name} limit could not be counted; the request was let through`, error);
    },
  });
}
