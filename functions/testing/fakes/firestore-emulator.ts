/**
 * The in-process Firestore for tests: `@firestore-emulator/server` (firebase-admin talks to it
 * over gRPC, no Java needed) on a free port, with fixes (patches of its prototypes, applied once
 * per process) that make it behave like Firestore where our stores depend on it: every field
 * transform of a write, the query features of firestore-emulator-queries.ts, and query listeners
 * that send only what changed (firestore-emulator-listen.ts).
 */
import { FirestoreServer, FirestoreStateDocument } from '@firestore-emulator/server';
import { freePort } from '../helpers/free-port.ts';
import { addEfficientListeners } from './firestore-emulator-listen.ts';
import { addQueryFeatures } from './firestore-emulator-queries.ts';

/**
 * Version 0.3 applies only the FIRST field transform of a write (its loop returns after one), so
 * a create with two server timestamps (createdAt and lastUpdatedAt) would lose the second. Real
 * Firestore applies all of them; here each is applied on its own, with the same commit time.
 */
function applyEveryFieldTransform(): void {
  const prototype = FirestoreStateDocument.prototype;
  // Called with the document as `this` below.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const applyFirst = prototype.v1Transform;
  prototype.v1Transform = function (date, transforms) {
    for (const transform of transforms) applyFirst.call(this, date, [transform]);
  };
}

let patched = false;

/**
 * Starts the emulator (retrying if another process took the port in between); it stops when the
 * process exits.
 * @example process.env.FIRESTORE_EMULATOR_HOST ??= await startFirestoreEmulator();
 */
export async function startFirestoreEmulator(): Promise<string> {
  if (!patched) {
    applyEveryFieldTransform();
    addQueryFeatures();
    addEfficientListeners();
    patched = true;
  }
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
