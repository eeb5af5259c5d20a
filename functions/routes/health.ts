import { Hono } from 'hono';

interface HealthDeps {
  /** The app version (package.json), so a deploy can be checked. */
  version: string;
  /** Epoch milliseconds when the process started. */
  startedAt: number;
  now: () => number;
}

/** GET /api/health: liveness for load balancers and the test harness. Carries no configuration or secrets. */
export function healthRoutes(deps: HealthDeps) {
  return new Hono().get('/', (c) =>
    c.json(
      {
        status: 'ok' as const,
        version: deps.version,
        uptimeSeconds: Math.max(0, Math.floor((deps.now() - deps.startedAt) / 1000)),
      },
      200,
      { 'Cache-Control': 'no-store' },
    ),
  );
}
