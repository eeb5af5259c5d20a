/**
 * What openFirebaseStores (firebase-stores.ts) and openFirebaseApp (firebase-app.ts) are given, in a
 * module of its own so the two files do not import each other.
 */
import type { Logger } from '../../logger.ts';
import type { FirebaseClientConfig } from '../ports.ts';

export interface FirebaseStoresOptions {
  projectId: string;
  /** The Cloud Storage bucket for photos, such as `township-311.firebasestorage.app`. */
  storageBucket: string;
  /** What the browser's Auth SDK needs (WEB_API_KEY, WEB_AUTH_DOMAIN). */
  clientConfig: FirebaseClientConfig;
  /**
   * Emulator hosts (host:port), from FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST and
   * STORAGE_EMULATOR_HOST. Unset in production, where Application Default Credentials apply.
   */
  emulators?: { firestore?: string | undefined; auth?: string | undefined; storage?: string | undefined };
  /** The clock for session ages and outbox due times; request timestamps are server timestamps. */
  now?: () => Date;
  /** Where the change feed reports a failed listener or subscriber; the console by default. */
  logger?: Pick<Logger, 'error'>;
}
