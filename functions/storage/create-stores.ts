/**
 * The one place the storage adapters are chosen. Today there is the embedded default; a Firebase
 * choice (Firestore, Firebase Auth, Cloud Storage) joins here as another case, importing its SDK
 * lazily so the embedded server never loads it.
 */
import type { Stores } from './ports.ts';
import { openSqliteStores } from './sqlite/sqlite-stores.ts';

export interface CreateStoresOptions {
  /** The validated DATA_DIR: where the database file and uploaded photos live. */
  dataDir: string;
  backend?: StoreBackend;
  now?: () => Date;
}

/** One entry per backend; a cloud backend's entry imports its SDK with `await import(...)`. */
const BACKENDS = {
  sqlite: (options: CreateStoresOptions) =>
    Promise.resolve(openSqliteStores({ dataDir: options.dataDir, now: options.now })),
} satisfies Record<string, (options: CreateStoresOptions) => Promise<Stores>>;

export type StoreBackend = keyof typeof BACKENDS;

/**
 * @example const stores = await createStores({ dataDir: env.DATA_DIR });
 */
export function createStores(options: CreateStoresOptions): Promise<Stores> {
  return BACKENDS[options.backend ?? 'sqlite'](options);
}
