/**
 * A server of a test's own, for what the shared one cannot show: a store whose only admin is the
 * test admin (the last-admin guard). An empty SQLite store in a temporary folder, the first admin
 * created the documented way (scripts/create-admin.ts), then the real server on a free port,
 * serving the same test build.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '#server/testing/helpers/free-port.ts';
import { TEST_STATIC_DIR } from './browser-env.ts';
import { serveWithTestAdmin, type ServerUnderTest } from './serve-with-admin.ts';
import { TEST_ADMIN } from './staff-accounts.ts';

export type OwnServer = ServerUnderTest;

/** @example const server = await startOwnServer(50_000); ... await server.stop(); */
export async function startOwnServer(budgetMs = 60_000): Promise<OwnServer> {
  const started = Date.now();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), '311-own-server-'));
  const env = {
    ...process.env,
    BACKEND: 'local',
    PORT: String(port),
    HOST: '127.0.0.1',
    STATIC_DIR: TEST_STATIC_DIR,
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: TEST_ADMIN.password,
  };
  return serveWithTestAdmin(env, port, dataDir, budgetMs - (Date.now() - started));
}
