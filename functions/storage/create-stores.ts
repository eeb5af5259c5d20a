/**
 * The one place the storage adapters are chosen, by the validated BACKEND value:
 * - local (the embedded default): SQLite and files under DATA_DIR, passwords checked here;
 * - firebase: Firestore, Firebase Auth and Cloud Storage. Its SDKs are imported lazily, so the
 *   embedded server never loads them (and the Cloud Function never loads node:sqlite).
 */
import type { FirebaseStoresOptions } from './firebase/firebase-stores-options.ts';
import type { Stores } from './ports.ts';
import type { TransferStores } from './transfer-ports.ts';

export interface CreateStoresOptions {
  backend?: StoreBackend;
  /** The validated DATA_DIR: where the local backend keeps its database file and photos. */
  dataDir: string;
  now?: () => Date;
  /** Local backend: hashes new staff passwords (tests pass a cheaper scrypt cost). */
  hashPassword?: (password: string) => Promise<string>;
  /** Firebase backend: project, bucket, browser config and emulator hosts. */
  firebase?: FirebaseStoresOptions;
}

/** One entry per backend; each imports its adapter (and so its SDK) only when chosen. */
const BACKENDS = {
  local: async (options: CreateStoresOptions) => {
    const { openSqliteStores } = await import('./sqlite/sqlite-stores.ts');
    return openSqliteStores({ dataDir: options.dataDir, now: options.now, hashPassword: options.hashPassword });
  },
  firebase: async (options: CreateStoresOptions) => {
    if (!options.firebase) throw new Error('The firebase backend needs its options (project, bucket, web config).');
    const { openFirebaseStores } = await import('./firebase/firebase-stores.ts');
    return openFirebaseStores(options.firebase);
  },
} satisfies Record<string, (options: CreateStoresOptions) => Promise<TransferStores>>;

type StoreBackend = keyof typeof BACKENDS;

/**
 * The stores with their data transfer half (transfer-ports.ts): for scripts/data-transfer.ts only.
 * @example const stores = await createTransferStores({ dataDir: env.DATA_DIR });
 */
export function createTransferStores(options: CreateStoresOptions): Promise<TransferStores> {
  return BACKENDS[options.backend ?? 'local'](options);
}

/**
 * The stores as the server uses them: the runtime ports only.
 * @example const stores = await createStores({ dataDir: env.DATA_DIR });
 */
export function createStores(options: CreateStoresOptions): Promise<Stores> {
  return createTransferStores(options);
}
