/**
 * Firebase options for tests. Firestore is the official emulator when FIRESTORE_EMULATOR_HOST is
 * set, otherwise one in-process `@firestore-emulator/server` per test worker on a free port (it
 * speaks the same gRPC API to firebase-admin and needs no Java). Every call gets a fresh project
 * id, which the emulators keep apart, so tests never see each other's documents.
 *
 * Auth has no in-process stand-in: tests that need it check `hasAuthEmulator` and are skipped
 * (reported as such) without FIREBASE_AUTH_EMULATOR_HOST. For Cloud Storage, tests use
 * STORAGE_EMULATOR_HOST when set (`hasStorageEmulator`) and fake-gcs-server.ts otherwise.
 */
import { randomBytes } from 'node:crypto';
import type { FirebaseStoresOptions } from '../../storage/firebase/firebase-stores-options.ts';
import { startFirestoreEmulator } from '../fakes/firestore-emulator.ts';

const officialHost = process.env.FIRESTORE_EMULATOR_HOST || undefined;
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST || undefined;
const storageHost = process.env.STORAGE_EMULATOR_HOST || undefined;

/** Which Firestore the tests run against, for test titles. */
export const emulatorName = officialHost ? 'official Firestore emulator' : '@firestore-emulator/server';
/** Whether transactions are isolated: the official emulator's are; the in-process one's ids are dummies. */
export const transactionsIsolate = officialHost !== undefined;
/** Whether FIREBASE_AUTH_EMULATOR_HOST names a running Auth emulator. */
export const hasAuthEmulator = authHost !== undefined;
/** Whether STORAGE_EMULATOR_HOST names a Cloud Storage emulator. */
export const hasStorageEmulator = storageHost !== undefined;

/** host:port of the Firestore emulator this worker uses. */
export const firestoreEmulatorHost = officialHost ?? (await startFirestoreEmulator());

/**
 * Options for one fresh, empty set of Firebase stores (a new project id on the shared emulators).
 * @example const stores = await openFirebaseStores(firebaseTestOptions());
 */
export function firebaseTestOptions(overrides: Partial<FirebaseStoresOptions> = {}): FirebaseStoresOptions {
  const projectId = `demo-test-${randomBytes(6).toString('hex')}`;
  return {
    projectId,
    storageBucket: `${projectId}.firebasestorage.app`,
    clientConfig: {
      apiKey: 'fake-api-key',
      authDomain: `${projectId}.firebaseapp.com`,
      projectId,
      ...(authHost ? { authEmulatorUrl: `http://${authHost}` } : {}),
    },
    emulators: { firestore: firestoreEmulatorHost, auth: authHost, storage: storageHost },
    ...overrides,
  };
}
