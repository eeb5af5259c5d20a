/**
 * A second server under test, in Firebase mode: an in-memory Firestore (@firestore-emulator/server)
 * in this process (stopped when it exits), the Firebase Auth emulator the test command started (FIREBASE_AUTH_EMULATOR_HOST),
 * the first admin created by the documented command with BACKEND=firebase, then the real Node
 * server (functions/entry-node.ts) with BACKEND=firebase serving the test build.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFirestoreEmulator } from '#server/testing/fakes/firestore-emulator.ts';
import { EMULATOR_PROJECT } from '../../scripts/firebase-emulator.ts';
import { TEST_STATIC_DIR } from './browser-env.ts';
import { serveWithTestAdmin, type ServerUnderTest } from './serve-with-admin.ts';
import { TEST_ADMIN } from './staff-accounts.ts';
import { freePort } from '#server/testing/helpers/free-port.ts';

export const AUTH_EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST;

export type FirebaseTestServer = ServerUnderTest;

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
  return serveWithTestAdmin(env, port, dataDir, budgetMs - (Date.now() - started));
}
