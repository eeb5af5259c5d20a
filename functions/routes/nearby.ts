/**
 * "Already reported?" under /api/requests, no sign-in (docs/api.md#already-reported): the open
 * requests of a category near a point, and "I have this problem too". Mounted before the request
 * routes, so /nearby is not read as a request id. Both are counted per client address; a client
 * counts once per request per day (services/nearby-requests.ts), so it cannot inflate a count.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { NEARBY_MESSAGES, nearbyQuerySchema, type AlsoReportedReply } from '#domain/requests/nearby-input.ts';
import { isRequestId } from '#domain/requests/request-id.ts';
import type { ServiceDeps } from '../deps.ts';
import { ApiFailure } from '../http/api-error.ts';
import { clientAddress } from '../http/client-address.ts';
import { rateLimit, type RateLimiter } from '../http/rate-limit.ts';
import { storeLimiter } from '../http/store-limiter.ts';
import { ALSO_REPORTED_WINDOW_MS, alsoReport, nearbyItems } from '../services/nearby-requests.ts';
import { NO_STORE } from './follow-replies.ts';
import { NOT_FOUND_MESSAGE } from './requests.ts';
import { validate, validPath } from './staff-validator.ts';

/** Nearby checks per client address in NEARBY_WINDOW_MS: a resident moving the pin many times stays well within. */
export const NEARBY_READ_LIMIT = 120;
/** "I have this problem too" presses per client address in NEARBY_WINDOW_MS. */
export const ALSO_REPORTED_LIMIT = 20;
const NEARBY_WINDOW_MS = 10 * 60_000;

const idParam = z.object({ id: z.string().check(z.refine(isRequestId)) });

interface NearbyLimiters {
  reads: RateLimiter;
  presses: RateLimiter;
  /** One count per client and request: a limit of 1 in ALSO_REPORTED_WINDOW_MS. */
  once: RateLimiter;
}
const made = new WeakMap<ServiceDeps, NearbyLimiters>();

function limitersOf(deps: ServiceDeps): NearbyLimiters {
  let limiters = made.get(deps);
  if (!limiters) {
    const limiter = (name: string, limit: number, windowMs: number, maxKeys?: number) =>
      storeLimiter(deps, { name, limit, windowMs, ...(maxKeys ? { maxKeys } : {}) });
    limiters = {
      reads: limiter('nearby', NEARBY_READ_LIMIT, NEARBY_WINDOW_MS),
      presses: limiter('also-reported', ALSO_REPORTED_LIMIT, NEARBY_WINDOW_MS),
      once: limiter('also-reported-once', 1, ALSO_REPORTED_WINDOW_MS, 100_000),
    };
    made.set(deps, limiters);
  }
  return limiters;
}

export function nearbyRoutes(deps: ServiceDeps) {
  const limiters = limitersOf(deps);
  const client = (c: Context) => clientAddress(c, deps.limits.trustProxyHops);
  const limited = (limiter: RateLimiter, name: string) =>
    rateLimit({ limiter, key: (c) => `${name}:${client(c)}`, message: NEARBY_MESSAGES.rateLimited });

  return new Hono()
    .get('/nearby', limited(limiters.reads, 'nearby'), validate('query', nearbyQuerySchema), async (c) => {
      const requests = await nearbyItems(deps.stores.requests, c.req.valid('query'));
      return c.json({ requests }, 200, NO_STORE);
    })
    .get('/:id/also-reported', validPath(idParam, NOT_FOUND_MESSAGE), async (c) => {
      const count = await deps.stores.requests.alsoReported(c.req.valid('param').id);
      if (count === null) throw new ApiFailure(404, NOT_FOUND_MESSAGE);
      return c.json({ count }, 200, NO_STORE);
    })
    .post(
      '/:id/also-reported',
      limited(limiters.presses, 'also-reported'),
      validPath(idParam, NOT_FOUND_MESSAGE),
      async (c) => {
        const { id } = c.req.valid('param');
        const outcome = await alsoReport(
          deps.stores.requests,
          id,
          async () => (await limiters.once.consume(`${client(c)}:${id}`)).allowed,
        );
        if (outcome.kind === 'not-found') throw new ApiFailure(404, NOT_FOUND_MESSAGE);
        if (outcome.kind === 'not-open') throw new ApiFailure(409, NEARBY_MESSAGES.notOpen);
        const reply: AlsoReportedReply = { count: outcome.count, counted: outcome.kind === 'counted' };
        return c.json(reply, 200, NO_STORE);
      },
    );
}
