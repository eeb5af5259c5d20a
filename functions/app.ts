/**
 * The API: every route lives under /api, chained so `AppType` carries the full route schema for
 * `hc<AppType>` clients. The same app runs in the Node server and as a Cloud Function
 * (entry-firebase.ts), so it sets its own security headers and error format instead of relying on
 * the host.
 *
 * Errors are JSON: `{ "error": { "code": string, "message": string } }` (http/api-error.ts), never
 * a stack trace.
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { apiError, apiFailureReply } from './http/api-error.ts';
import { securityHeaders, API_CSP } from './http/security-headers.ts';
import type { ServiceDeps } from './deps.ts';
import { silentLogger, type Logger } from './logger.ts';
import { followRoutes } from './routes/follow.ts';
import { geocodeRoutes } from './routes/geocode.ts';
import { healthRoutes } from './routes/health.ts';
import { staffApi, type StaffApiOptions } from './routes/staff-api.ts';
import { nearbyRoutes } from './routes/nearby.ts';
import { requestRoutes } from './routes/requests.ts';
import { statsRoutes } from './routes/stats.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { open311FallbackRoutes } from './routes/open311-fallback.ts';
import { open311ReadRoutes } from './routes/open311-read.ts';
import { open311WriteRoutes } from './routes/open311-write.ts';
import { maskTokensInPath } from './privacy/mask-tokens.ts';
import { pageShells, type PageShells } from './pages/page-shell.ts';
import { compressPages } from './pages/page-compress.ts';
import { pageReplies } from './pages/page-reply.ts';
import { reportRoutes } from './pages/report-routes.ts';
import { followUpPageRoutes } from './pages/follow-up-routes.ts';
import { trackPageRoutes } from './pages/track-routes.ts';
import { linkActionRoutes } from './pages/link-action-routes.ts';

/** Where the Open311 GeoReport v2 server lives (docs/open311.md). */
const OPEN311_BASE = '/open311/v2';

interface AppDeps {
  version: string;
  startedAt?: number;
  now?: () => number;
  hstsMaxAge?: number;
  logger?: Logger;
  /** The 311 services' ports (deps.ts). */
  services: ServiceDeps;
  /** Staff session and sign-in settings; defaults when left out. */
  staff?: StaffApiOptions;
  /** The built /311 pages the resident pages without JavaScript wear (pages/page-shell.ts); bare pages when left out. */
  pages?: PageShells;
}

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * @example
 * const app = createApp({ version: '1.0.0', services: await createDeps({ env, logger }) });
 * await app.request('/api/health'); // 200 { status: 'ok', version: '1.0.0', uptimeSeconds: 0 }
 */
export function createApp(deps: AppDeps) {
  const now = deps.now ?? Date.now;
  const logger = deps.logger ?? silentLogger;
  const headers = securityHeaders({ csp: API_CSP, hstsMaxAge: deps.hstsMaxAge ?? 0 });
  const pages = deps.pages ?? pageShells(undefined);
  const replies = pageReplies(deps.hstsMaxAge ?? 0);
  const app = new Hono()
    .basePath('/api')
    .use(headers.middleware)
    .route('/health', healthRoutes({ version: deps.version, startedAt: deps.startedAt ?? now(), now }))
    .route('/requests', nearbyRoutes(deps.services))
    .route('/requests', requestRoutes(deps.services, headers.respond))
    .route('/stats', statsRoutes(deps.services))
    .route('/uploads', uploadRoutes(deps.services))
    .route('/geocode', geocodeRoutes(deps.services))
    .route('/follow', followRoutes(deps.services))
    .use('/311/*', compressPages)
    .route('/311', reportRoutes({ services: deps.services, pages, replies }))
    .route('/311', trackPageRoutes(deps.services, pages, replies))
    .route('/311', followUpPageRoutes(deps.services, pages, replies))
    .route('/311', linkActionRoutes(deps.services, pages, replies))
    .route(OPEN311_BASE, open311ReadRoutes(deps.services))
    .route(OPEN311_BASE, open311WriteRoutes(deps.services))
    .route(OPEN311_BASE, open311FallbackRoutes())
    .route('/', staffApi(deps.services, deps.staff));

  // Errors are never cached: a CDN in front (Firebase Hosting keeps a function's 404 for minutes)
  // would otherwise go on answering with one after the cause is gone.
  app.notFound((c) => c.json(apiError('not_found', `No API route for ${c.req.method} ${c.req.path}`), 404, NO_STORE));
  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) return apiFailureReply(c, error);
    logger.error(`API error on ${c.req.method} ${maskTokensInPath(new URL(c.req.url).pathname)}`, error);
    return c.json(apiError('internal', 'Something went wrong on our side. Please try again later.'), 500, NO_STORE);
  });
  return app;
}

export type AppType = ReturnType<typeof createApp>;
