/**
 * The one way browser tests start a server of their own (own-server.ts, firebase-server.ts): an
 * empty data folder, the first admin created the documented way (scripts/create-admin.ts), then
 * the real Node server (functions/entry-node.ts) on a free port, serving the test build, waited
 * for until it answers its health check. The callers add what differs (the backend and its
 * environment).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '#server/testing/helpers/free-port.ts';
import { TEST_STATIC_DIR } from './browser-env.ts';
import { TEST_ADMIN } from './staff-accounts.ts';

export interface SpawnedServer {
  baseURL: string;
  /** Its data folder (the SQLite store with its outbox), removed by `stop`. */
  dataDir: string;
  stop(): Promise<void>;
}

interface SpawnOptions {
  /** Prefix of the temporary data folder's name. */
  folder: string;
  /** The server's and create-admin's environment beyond the defaults (BACKEND, TOWNSHIP_DIR, ...). */
  env: Record<string, string>;
  /** When the wait for the server ends (a Date.now() value): the caller's hook timeout, less a margin. */
  deadline: number;
}

/**
 * Waits until the server answers its health check, it exits, or the deadline has passed: the
 * budget is the caller's, not a count of attempts, so a slow start on a busy machine is waited for.
 */
async function waitForHealth(url: string, child: ChildProcess, output: () => string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server under test exited: ${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server under test did not answer ${url}: ${output()}`);
}

/** A child process with its output kept, for the error when it fails. */
function run(args: string[], env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  return { child, output: () => log };
}

/** @example const server = await spawnTestServer({ folder: '311-own-server-', env: { BACKEND: 'local' }, deadline }); */
export async function spawnTestServer({ folder, env: extra, deadline }: SpawnOptions): Promise<SpawnedServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), folder));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    STATIC_DIR: TEST_STATIC_DIR,
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ...extra,
  };
  const admin = run(['scripts/create-admin.ts', '--email', TEST_ADMIN.email, '--name', TEST_ADMIN.name], env);
  const adminExit = await new Promise<number | null>((resolve) => admin.child.once('exit', resolve));
  if (adminExit !== 0) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`create-admin failed: ${admin.output()}`);
  }
  const server = run(['functions/entry-node.ts'], env);
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await new Promise((resolve) => server.child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${baseURL}/api/health`, server.child, server.output, deadline);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, dataDir, stop };
}
