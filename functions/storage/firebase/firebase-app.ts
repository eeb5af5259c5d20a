/**
 * One named firebase-admin App per openFirebaseStores call (so tests can open many, one project id
 * each), with its Firestore, Auth and bucket handles. Production uses Application Default
 * Credentials. Emulators need none: Firestore is pointed at its host per app; the Auth and Storage
 * SDKs read only FIREBASE_AUTH_EMULATOR_HOST / STORAGE_EMULATOR_HOST, so a host given in the options
 * is copied there when the variable is unset.
 */
import { randomBytes } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import type { FirebaseStoresOptions } from './firebase-stores-options.ts';

/** A Cloud Storage bucket handle, as firebase-admin returns it. */
export type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

export interface FirebaseHandles {
  app: App;
  db: Firestore;
  auth: Auth;
  /** Made on first use, so a process that never touches photos never loads the Storage client. */
  bucket: () => Bucket;
  /** Deletes the app, which ends its Firestore connections. */
  close(): Promise<void>;
}

/** The SDKs' emulator variables hold host:port (Auth) or a URL (Storage: http:// is required). */
function useEmulatorEnv(name: 'FIREBASE_AUTH_EMULATOR_HOST' | 'STORAGE_EMULATOR_HOST', value: string | undefined) {
  if (!value || process.env[name]) return;
  process.env[name] = name === 'STORAGE_EMULATOR_HOST' && !/^https?:\/\//.test(value) ? `http://${value}` : value;
}

/**
 * @example const { db, auth, bucket, close } = openFirebaseApp({ projectId: 'demo-x', storageBucket: 'b', clientConfig, emulators: { firestore: '127.0.0.1:8080' } });
 */
export function openFirebaseApp(options: FirebaseStoresOptions): FirebaseHandles {
  const emulators = options.emulators ?? {};
  useEmulatorEnv('FIREBASE_AUTH_EMULATOR_HOST', emulators.auth);
  useEmulatorEnv('STORAGE_EMULATOR_HOST', emulators.storage);
  const name = `township-311-${options.projectId}-${randomBytes(4).toString('hex')}`;
  const app = initializeApp({ projectId: options.projectId, storageBucket: options.storageBucket }, name);
  const db = getFirestore(app);
  db.settings({
    preferRest: false,
    ignoreUndefinedProperties: true,
    ...(emulators.firestore ? { host: emulators.firestore, ssl: false } : {}),
  });
  let bucket: Bucket | undefined;
  return {
    app,
    db,
    auth: getAuth(app),
    bucket: () => (bucket ??= getStorage(app).bucket()),
    close: () => deleteApp(app),
  };
}
