/**
 * A second server under test, in Firebase mode: an in-memory Firestore (@firestore-emulator/server)
 * in this process (stopped when it exits), the Firebase Auth emulator the test command started (FIREBASE_AUTH_EMULATOR_HOST),
 * then the first admin and the real Node server with BACKEND=firebase, started as spawned-server.ts
 * starts every test server.
 */
import { startFirestoreEmulator } from '#server/testing/fakes/firestore-emulator.ts';
import { EMULATOR_PROJECT } from '../../scripts/firebase-emulator.ts';
import { spawnTestServer, type SpawnedServer } from './spawned-server.ts';

export const AUTH_EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST;

export type FirebaseTestServer = SpawnedServer;

/**
 * Starts everything; call stop() afterwards. Needs FIREBASE_AUTH_EMULATOR_HOST. `budgetMs` bounds
 * the wait for the server to answer (the caller's hook timeout, less a margin for the rest).
 */
export async function startFirebaseServer(budgetMs = 60_000): Promise<FirebaseTestServer> {
  const deadline = Date.now() + budgetMs;
  if (!AUTH_EMULATOR_HOST) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set');
  // In this process, so it must never be blocked: the children below are awaited, not run in sync.
  const firestoreHost = await startFirestoreEmulator();
  // Start from no accounts, as the local test server starts from an empty store.
  const wipe = await fetch(`http://${AUTH_EMULATOR_HOST}/emulator/v1/projects/${EMULATOR_PROJECT}/accounts`, {
    method: 'DELETE',
  });
  if (!wipe.ok) throw new Error(`could not empty the Auth emulator: ${wipe.status}`);
  return spawnTestServer({
    folder: '311-firebase-browser-',
    env: {
      BACKEND: 'firebase',
      // The browser SDK always reaches the emulator's default project, so the server uses it too.
      FIREBASE_PROJECT_ID: EMULATOR_PROJECT,
      WEB_API_KEY: 'fake-api-key-for-emulator',
      WEB_AUTH_DOMAIN: `${EMULATOR_PROJECT}.firebaseapp.com`,
      FIRESTORE_EMULATOR_HOST: firestoreHost,
      FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
      METADATA_SERVER_DETECTION: 'none',
      SUBMIT_RATE_LIMIT: '0',
    },
    deadline,
  });
}
