/**
 * GET /api/stats: the public statistics (docs/311-app.md#statistics), counts by month and by
 * category and the median time to resolve, for the 311 site. Nothing about any one request or
 * person is in it. Computed at most once a minute (services/statistics.ts), so a CDN or browser
 * may keep a reply as long.
 */
import { Hono } from 'hono';
import type { ServiceDeps } from '../deps.ts';
import { publicStats } from '../services/statistics.ts';

const PUBLIC_STATS_CACHE = { 'Cache-Control': 'public, max-age=60' };

export function statsRoutes(services: ServiceDeps) {
  return new Hono().get('/', async (c) =>
    c.json(await publicStats(services.stores, services.clock), 200, PUBLIC_STATS_CACHE),
  );
}
