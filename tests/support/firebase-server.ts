/**
 * A second server under test, in Firebase mode: an in-memory Firestore (@firestore-emulator/server)
 * in this process (stopped when it exits), the Firebase Auth emulator the test command started (FIREBASE_AUTH_EMULATOR_HOST),
 * the first admin created by the documented command with BACKEND=firebase, then the real Node
 * server (functions/entry-node.ts) with BACKEND=firebase serving the test build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFirestoreEmulator } from '#server/testing/fakes/firestore-emulator.ts';
import { EMULATOR_PROJECT } from '../../scripts/firebase-emulator.ts';
import { TEST_STATIC_DIR } from './browser-env.ts';
import { TEST_ADMIN } from './staff-accounts.ts';
import { freePort } from '#server/testing/helpers/free-port.ts';

export const AUTH_EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST;

export interface FirebaseTestServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * Waits until the server answers its health check, it exits, or `budgetMs` has passed: the budget
 * is the caller's (its hook's timeout, less the work before), not a count of attempts, so a slow
 * start on a busy machine is waited for.
 */
export async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
  budgetMs: number,
): Promise<void> {
  const deadline = Date.now() + budgetMs;
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

/**
 * Starts everything; call stop() afterwards. Needs FIREBASE_AUTH_EMULATOR_HOST. `budgetMs` bounds
 * the wait for the server to answer (the caller's hook timeout, less a margin for the rest).
 */
export async function startFirebaseServer(budgetMs = 60_000): Promise<FirebaseTestServer> {
  const started = Date.now();
  if (!AUTH_EMULATOR_HOST) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set');
  // In this process, so it must never be blocked: the children below are awaited, not run in sync.
  const firestoreHost = await startFirestoreEmulator();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), '311-firebase-browser-'));
  const env = {
    ...process.env,
    BACKEND: 'firebase',
    // The browser SDK always reaches the emulator's default project, so the server uses it too.
    FIREBASE_PROJECT_ID: EMULATOR_PROJECT,
    WEB_API_KEY: 'fake-api-key-for-emulator',
    WEB_AUTH_DOMAIN: `${EMULATOR_PROJECT}.firebaseapp.com`,
    FIRESTORE_EMULATOR_HOST: firestoreHost,
    FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
    METADATA_SERVER_DETECTION: 'none',
    PORT: String(port),
    HOST: '127.0.0.1',
    STATIC_DIR: TEST_STATIC_DIR,
    DATA_DIR: dataDir,
    SUBMIT_RATE_LIMIT: '0',
    ADMIN_PASSWORD: TEST_ADMIN.password,
  };
  // Start from no accounts, as the local test server starts from an empty store.
  const wipe = await fetch(`http://${AUTH_EMULATOR_HOST}/emulator/v1/projects/${EMULATOR_PROJECT}/accounts`, {
    method: 'DELETE',
  });
  if (!wipe.ok) throw new Error(`could not empty the Auth emulator: ${wipe.status}`);
  const admin = spawn(
    process.execPath,
    ['scripts/create-admin.ts', '--email', TEST_ADMIN.email, '--name', TEST_ADMIN.name],
    {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
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
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
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
