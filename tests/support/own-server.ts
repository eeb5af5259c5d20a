/**
 * A server of a test's own, for what the shared one cannot show: a store whose only admin is the
 * test admin (the last-admin guard). An empty SQLite store in a temporary folder, the first admin
 * created the documented way (scripts/create-admin.ts), then the real server on a free port,
 * serving the same test build.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '#server/testing/helpers/free-port.ts';
import { TEST_STATIC_DIR } from './browser-env.ts';
import { waitForHealth } from './firebase-server.ts';
import { TEST_ADMIN } from './staff-accounts.ts';

export interface OwnServer {
  baseURL: string;
  stop(): Promise<void>;
}

export interface OwnServerOptions {
  /** Environment of the server's own (e.g. TOWNSHIP_DIR and STATIC_DIR for another township). */
  env?: Record<string, string>;
}

/** @example const server = await startOwnServer(50_000); ... await server.stop(); */
export async function startOwnServer(budgetMs = 60_000, options: OwnServerOptions = {}): Promise<OwnServer> {
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
    ...options.env,
  };
  const admin = spawn(
    process.execPath,
    ['scripts/create-admin.ts', '--email', TEST_ADMIN.email, '--name', TEST_ADMIN.name],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let adminLog = '';
  admin.stdout.on('data', (chunk: Buffer) => (adminLog += chunk.toString()));
  admin.stderr.on('data', (chunk: Buffer) => (adminLog += chunk.toString()));
  const adminExit = await new Promise<number | null>((resolve) => admin.once('exit', resolve));
  if (adminExit !== 0) throw new Error(`create-admin failed: ${adminLog}`);
  const server = spawn(process.execPath, ['functions/entry-node.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${baseURL}/api/health`, server, () => log, budgetMs - (Date.now() - started));
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}
