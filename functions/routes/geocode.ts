/**
 * Place search and reverse geocoding for the 311 location step, under /api/geocode, no sign-in:
 * the browser asks our server, which asks the configured geocoder (functions/geocode/), so no
 * resident's browser talks to a third party. The input is bounded before any work and the calls
 * are rate-limited per client address. Every geocoder outcome, a failure or NOT_CONFIGURED
 * included, is an answer: 200 `{ status, places? }`, never cached.
 */
import { zValidator } from '@hono/zod-validator';
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { township } from '#domain/township/township.ts';
import { geocodeReverseSchema, geocodeSearchSchema } from '#domain/requests/geocode-input-schema.ts';
import type { ServiceDeps } from '../deps.ts';
import type { GeocodeResult } from '../geocode/ports.ts';
import { ApiFailure } from '../http/api-error.ts';
import { clientAddress } from '../http/client-address.ts';
import { rateLimit, type RateLimiter } from '../http/rate-limit.ts';
import { storeLimiter } from '../http/store-limiter.ts';

const WINDOW_MS = 10 * 60_000;
export const GEOCODE_RATE_LIMIT_MESSAGE =
  'Too many address lookups from your connection. Please wait a few minutes, or type the address instead.';
const NO_STORE = { 'Cache-Control': 'no-store' };

/** 400 with the first message: one clear thing to fix. */
const invalidQuery = (result: { success: boolean; error?: z.core.$ZodError }) => {
  if (result.success) return undefined;
  const message = result.error?.issues[0]?.message ?? 'The query is not valid.';
  throw new ApiFailure(400, message);
};

const limiters = new WeakMap<ServiceDeps, RateLimiter>();

/**
 * The lookups' limit per client address, one per server: the map's routes and the report form
 * without JavaScript (pages/address-lookup.ts) count against the same allowance.
 */
export function geocodeLimiter(services: ServiceDeps): RateLimiter {
  let limiter = limiters.get(services);
  if (!limiter) {
    limiter = storeLimiter(services, { name: 'geocode', limit: services.limits.geocodeRateLimit, windowMs: WINDOW_MS });
    limiters.set(services, limiter);
  }
  return limiter;
}

/** The key a client's lookups are counted by. */
export const geocodeKey = (c: Context, services: ServiceDeps) =>
  `geocode:${clientAddress(c, services.limits.trustProxyHops)}`;

export function geocodeRoutes(services: ServiceDeps) {
  const limiter = geocodeLimiter(services);
  const reply = (c: Context, result: GeocodeResult) => c.json(result, 200, NO_STORE);

  return new Hono()
    .use(
      rateLimit({
        limiter,
        key: (c) => geocodeKey(c, services),
        message: GEOCODE_RATE_LIMIT_MESSAGE,
      }),
    )
    .get('/search', zValidator('query', geocodeSearchSchema, invalidQuery), async (c) => {
      const { q } = c.req.valid('query');
      return reply(c, await services.providers.geocoder.search(q, township().map.searchBounds, c.req.raw.signal));
    })
    .get('/reverse', zValidator('query', geocodeReverseSchema, invalidQuery), async (c) => {
      const point = c.req.valid('query');
      return reply(c, await services.providers.geocoder.reverse(point, c.req.raw.signal));
    });
}
