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
import { clientAddress } from '../http/client-address.ts';
import { createRateLimiter, rateLimit } from '../http/rate-limit.ts';

const WINDOW_MS = 10 * 60_000;
export const GEOCODE_RATE_LIMIT_MESSAGE =
  'Too many address lookups from your connection. Please wait a few minutes, or type the address instead.';
const NO_STORE = { 'Cache-Control': 'no-store' };

/** 400 with the first message: one clear thing to fix. */
const invalidQuery = (result: { success: boolean; error?: z.core.$ZodError }, c: Context) => {
  if (result.success) return undefined;
  const message = result.error?.issues[0]?.message ?? 'The query is not valid.';
  return c.json({ error: { code: 'bad_request', message } }, 400, NO_STORE);
};

/** Routes exist only with the 311 services; without them (health-only apps) every path is unknown. */
export function geocodeRoutes(services: ServiceDeps | undefined) {
  const limiter = createRateLimiter({
    limit: services?.geocodeRateLimit ?? 0,
    windowMs: WINDOW_MS,
    now: () => (services ? services.clock().getTime() : Date.now()),
  });
  const need = () => {
    if (!services) throw new Error('311 services are not configured');
    return services;
  };
  const reply = (c: Context, result: GeocodeResult) => c.json(result, 200, NO_STORE);

  const routes = new Hono();
  if (!services) routes.use(async (c) => c.notFound());
  return routes
    .use(
      rateLimit({
        limiter,
        key: (c) => `geocode:${clientAddress(c, need().trustProxyHops)}`,
        message: GEOCODE_RATE_LIMIT_MESSAGE,
      }),
    )
    .get('/search', zValidator('query', geocodeSearchSchema, invalidQuery), async (c) => {
      const { q } = c.req.valid('query');
      return reply(c, await need().geocoder.search(q, township().map.searchBounds, c.req.raw.signal));
    })
    .get('/reverse', zValidator('query', geocodeReverseSchema, invalidQuery), async (c) => {
      const point = c.req.valid('query');
      return reply(c, await need().geocoder.reverse(point, c.req.raw.signal));
    });
}
