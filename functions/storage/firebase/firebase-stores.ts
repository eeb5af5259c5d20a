/**
 * All stores of the Firebase backend: Firestore for requests (`requests`), submitter info
 * (`request_submitter_info`), staff profiles (`users`), sessions and the outbox; Firebase Auth
 * for staff logins; Cloud Storage for photos under `uploads/{requestId}/{fileName}`. The live
 * feed comes from a Firestore snapshot listener, so every instance of the API sees every write.
 *
 * Only create-stores.ts imports this file, lazily: the embedded server never loads firebase-admin.
 */
import type { FirebaseClientConfig, Stores } from '../ports.ts';

export interface FirebaseStoresOptions {
  projectId: string;
  /** The Cloud Storage bucket for photos, such as `township-311.firebasestorage.app`. */
  storageBucket: string;
  /** What the browser's Auth SDK needs (FIREBASE_WEB_API_KEY, FIREBASE_AUTH_DOMAIN). */
  clientConfig: FirebaseClientConfig;
  /**
   * Emulator hosts (host:port), from FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST and
   * STORAGE_EMULATOR_HOST. Unset in production, where Application Default Credentials apply.
   */
  emulators?: { firestore?: string | undefined; auth?: string | undefined; storage?: string | undefined };
  /** The clock for session ages and outbox due times; request timestamps are server timestamps. */
  now?: () => Date;
}

export function openFirebaseStores(options: FirebaseStoresOptions): Promise<Stores> {
  return Promise.reject(new Error(`The Firebase stores for ${options.projectId} are being built.`));
}
