/**
 * Firebase options for tests. Firestore is the official emulator when FIRESTORE_EMULATOR_HOST is
 * set, otherwise one in-process `@firestore-emulator/server` per test worker on a free port (it
 * speaks the same gRPC API to firebase-admin and needs no Java). Every call gets a fresh project
 * id, which the emulators keep apart, so tests never see each other's documents.
 *
 * Auth and Cloud Storage have no in-process stand-in here: tests that need them check
 * `hasAuthEmulator` / `hasStorageEmulator` and are skipped (reported as such) without them.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { FirestoreServer, FirestoreStateDocument } from '@firestore-emulator/server';
import type { FirebaseStoresOptions } from '../storage/firebase/firebase-stores.ts';

const officialHost = process.env.FIRESTORE_EMULATOR_HOST || undefined;
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST || undefined;
const storageHost = process.env.STORAGE_EMULATOR_HOST || undefined;

/** Which Firestore the tests run against, for test titles. */
export const emulatorName = officialHost ? 'official Firestore emulator' : '@firestore-emulator/server';
/** Whether FIREBASE_AUTH_EMULATOR_HOST names a running Auth emulator. */
export const hasAuthEmulator = authHost !== undefined;
/** Whether STORAGE_EMULATOR_HOST names a Cloud Storage emulator. */
export const hasStorageEmulator = storageHost !== undefined;

/**
 * @firestore-emulator/server 0.3 applies only the FIRST field transform of a write (its loop
 * returns after one), so a create with two server timestamps (createdAt and lastUpdatedAt) would
 * lose the second. Real Firestore applies all of them; here each is applied on its own, with the
 * same commit time.
 */
function applyEveryFieldTransform(): void {
  const prototype = FirestoreStateDocument.prototype as FirestoreStateDocument & { everyTransform?: true };
  if (prototype.everyTransform) return;
  // Called with the document as `this` below.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const applyFirst = prototype.v1Transform;
  prototype.v1Transform = function (date, transforms) {
    for (const transform of transforms) applyFirst.call(this, date, [transform]);
  };
  prototype.everyTransform = true;
}

/** A port nobody listens on right now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('No free port'));
      });
    });
  });
}

/** Starts the in-process emulator, retrying if another process took the port in between. */
async function startInProcessEmulator(): Promise<string> {
  applyEveryFieldTransform();
  for (let attempt = 0; ; attempt++) {
    const port = await freePort();
    const server = new FirestoreServer();
    try {
      await server.start(port);
      process.once('exit', () => {
        server.stop();
      });
      return `127.0.0.1:${port}`;
    } catch (error) {
      if (attempt >= 4) throw error;
    }
  }
}

/** host:port of the Firestore emulator this worker uses. */
export const firestoreEmulatorHost = officialHost ?? (await startInProcessEmulator());

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
