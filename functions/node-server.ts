/**
 * The one Node server: the API under /api and the built site for everything else, each with its
 * own security headers. The 311 app's page is part of the built site (http/static-site.ts serves
 * it for /311/… and for every page address on a 311 host).
 * `createNodeApp` has no I/O at creation, so tests drive it with `app.request()`.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from './app.ts';
import { pageShells } from './pages/page-shell.ts';
import { plainPageApiPath, toApiRequest } from './pages/plain-page-paths.ts';
import { offeredLanguages } from './pages/plain-posts.ts';
import { isThreeOneOneHost } from '#domain/three-one-one-host.ts';
import { sessionPolicyFrom } from './auth/session-policy.ts';
import { assertStaticDir, type Env } from './config/env.ts';
import type { ServiceDeps } from './deps.ts';
import { closeUnreadBodies } from './http/close-unread-body.ts';
import { rawPath } from './http/raw-path.ts';
import { maskTokensInPath } from './privacy/mask-tokens.ts';
import { securityHeaders, SITE_CSP } from './http/security-headers.ts';
import { staticSite } from './http/static-site.ts';
import { createLogger, silentLogger, type Logger } from './logger.ts';

interface NodeAppOptions {
  env: Pick<Env, 'STATIC_DIR' | 'HSTS_MAX_AGE'> &
    Partial<Pick<Env, 'SESSION_IDLE_MINUTES' | 'SESSION_MAX_HOURS' | 'SESSION_COOKIE_SECURE'>>;
  version: string;
  logger?: Logger;
  now?: () => number;
  /** The 311 services (deps.ts). */
  services: ServiceDeps;
}

const isPageRead = (method: string) => method === 'GET' || method === 'HEAD';

/** The API path of a page the server renders (the track and private pages), or null. */
function plainPageFor(path: string, host: string | null): string | null {
  return plainPageApiPath(path, { threeOneOneHost: isThreeOneOneHost(host), offered: offeredLanguages() });
}

/** Whether a path belongs to the API (exactly /api or below it; /apis is a page path). */
function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * @example
 * const app = createNodeApp({ env: parseEnv({ STATIC_DIR: 'dist' }), version: '0.1.0', services });
 * const res = await app.request('/about');
 */
export function createNodeApp(options: NodeAppOptions) {
  const logger = options.logger ?? silentLogger;
  const api = createApp({
    version: options.version,
    now: options.now,
    hstsMaxAge: options.env.HSTS_MAX_AGE,
    logger,
    services: options.services,
    staff: { sessionPolicy: sessionPolicyFrom(options.env) },
    pages: pageShells(options.env.STATIC_DIR, (message, error) => {
      logger.error(message, error);
    }),
  });

  const site = new Hono();
  site.use(securityHeaders({ csp: SITE_CSP, hstsMaxAge: options.env.HSTS_MAX_AGE }).middleware);
  site.on(['GET', 'HEAD'], '*', staticSite({ root: options.env.STATIC_DIR }));
  site.all('*', (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' }));
  site.onError((error, c) => {
    logger.error(`Error serving ${c.req.method} ${maskTokensInPath(rawPath(c.req.url))}`, error);
    return c.text('Internal Server Error', 500);
  });

  // c.env carries the Node socket (client address for rate limits); the inner apps need it too.
  const dispatch = (request: Request, bindings?: unknown) => {
    const path = rawPath(request.url);
    if (isApiPath(path)) return api.fetch(request, bindings);
    // The track and private pages are rendered by the API's page routes (pages/plain-page-paths.ts).
    const page = isPageRead(request.method) ? plainPageFor(path, request.headers.get('Host')) : null;
    return page ? api.fetch(toApiRequest(request, page), bindings) : site.fetch(request, bindings);
  };
  const app = new Hono();
  // Timing every request costs throughput on the hottest reads, so it is wired only when debug lines are kept.
  if (logger.debugEnabled !== false)
    app.use(async (c, next) => {
      const started = performance.now();
      await next();
      // The raw (still percent-encoded) path, so a request cannot write control characters into the
      // log, with any token in it (a password-reset link) masked.
      logger.debug(
        `${c.req.method} ${maskTokensInPath(rawPath(c.req.url))} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms`,
      );
    });
  app.all('*', (c) => dispatch(c.req.raw, c.env));
  // Without request timing the outer app only dispatches, so the server can skip it. A reply sent
  // while the body is still arriving closes its connection, and says so.
  return Object.assign(app, { dispatch: closeUnreadBodies(logger.debugEnabled === false ? dispatch : app.fetch) });
}

/** The version in package.json, read relative to this file so the working directory does not matter. */
function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version?: unknown };
  return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
}

function displayUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * Listens on HOST:PORT and stops cleanly on SIGINT/SIGTERM: no new connections, idle keep-alive
 * connections closed at once, in-flight requests given a few seconds. A second signal exits at once.
 */
export function startServer(
  env: Env,
  options: { shutdownGraceMs?: number; services: ServiceDeps; logger?: Logger },
): ServerType {
  assertStaticDir(env);
  const logger = options.logger ?? createLogger(env.LOG_LEVEL);
  const services = options.services;
  const app = createNodeApp({ env, version: packageVersion(), logger, services });
  const server = serve({ fetch: app.dispatch, port: env.PORT, hostname: env.HOST }, (info: AddressInfo) => {
    logger.info(`Listening on ${displayUrl(env.HOST, info.port)} (serving ${env.STATIC_DIR})`);
  });
  server.on('error', (error) => {
    logger.error(`Cannot listen on ${env.HOST}:${env.PORT}`, error);
    process.exit(1);
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), options.shutdownGraceMs ?? 5000);
    force.unref();
    // Live event streams end first so their connections can close; the database is closed only
    // after in-flight requests have finished their writes.
    services.lifecycle.endLiveStreams();
    server.close(() => {
      void services.lifecycle.close().then(() => process.exit(0));
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return server;
}
