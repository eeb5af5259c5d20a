/**
 * A server of a test's own, for what the shared one cannot show: a store whose only admin is the
 * test admin (the last-admin guard), or another township's profile (`env: { TOWNSHIP_DIR }`). An
 * empty SQLite store in a temporary folder, started as spawned-server.ts starts every test server.
 */
import { spawnTestServer, type SpawnedServer } from './spawned-server.ts';

export type OwnServer = SpawnedServer;

interface OwnServerOptions {
  /** More environment for the server and create-admin, e.g. `{ TOWNSHIP_DIR: 'functions/testing/fixtures/township-b' }`. */
  env?: Record<string, string>;
}

/** @example const server = await startOwnServer(50_000); ... await server.stop(); */
export function startOwnServer(budgetMs = 60_000, options: OwnServerOptions = {}): Promise<OwnServer> {
  return spawnTestServer({
    folder: '311-own-server-',
    env: { BACKEND: 'local', ...options.env },
    deadline: Date.now() + budgetMs,
  });
}
