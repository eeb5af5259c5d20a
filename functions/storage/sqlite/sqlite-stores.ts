/** All stores of the embedded default: one SQLite file plus a photo folder under the data dir. */
import { join } from 'node:path';
import { createDiskPhotoStore } from '../disk-photo-store.ts';
import { createMemoryChangeFeed } from '../memory-change-feed.ts';
import { createMemoryChangeLog } from '../memory-change-log.ts';
import { createMemoryWindowCounters } from '../memory-window-counters.ts';
import type { ChangeFeed } from '../ports.ts';
import type { TransferStores } from '../transfer-ports.ts';
import { hashPassword } from '../../auth/password.ts';
import { createSqliteApiKeyStore } from './api-key-store.ts';
import { startCheckpointer } from './checkpointer.ts';
import { openDatabase } from './database.ts';
import { durableStores } from './durable-stores.ts';
import { createSqliteFollowStore } from './follow-store.ts';
import { groupCommit, type SyncFile } from './group-commit.ts';
import { createSqliteOutbox } from './outbox.ts';
import { createSqliteRequestStore } from './request-store.ts';
import { createSqliteResponseTemplateStore } from './response-template-store.ts';
import { createSqliteSavedViewStore } from './saved-view-store.ts';
import { createSqliteStaffMailStore } from './staff-mail-store.ts';
import { createSqliteSessionStore } from './session-store.ts';
import { createSqliteStaffAuditLog } from './staff-audit-log.ts';
import { createSqliteStaffStore } from './staff-store.ts';
import { createSqliteSubmitterInfoStore } from './submitter-info-store.ts';

/** The database file inside the data dir. */
export const DATABASE_FILE = '311.sqlite';
const UPLOADS_DIR = 'uploads';
/** How long closing waits for calls still waiting for their sync (the server's shutdown gives requests 5 s). */
const CLOSE_WAIT_MS = 5000;

interface SqliteStoresOptions {
  dataDir: string;
  now?: () => Date;
  feed?: ChangeFeed;
  /** Hashes new staff passwords; the default is scrypt at its production cost. */
  hashPassword?: (password: string) => Promise<string>;
  /** Flushes the log to disk (group-commit.ts); tests hold it to see who waits. */
  syncFile?: SyncFile;
  /** Told when the log's checkpoint worker fails (checkpointer.ts); the console by default. */
  onCheckpointError?: (message: string) => void;
}

/**
 * @example const stores = openSqliteStores({ dataDir: '/var/lib/311' });
 */
export function openSqliteStores(options: SqliteStoresOptions): TransferStores {
  const now = options.now ?? (() => new Date());
  const changes = options.feed ?? createMemoryChangeFeed();
  const file = join(options.dataDir, DATABASE_FILE);
  const db = openDatabase(file);
  const commits = groupCommit(db, file, options.syncFile);
  // The stores have no logger; a failed checkpoint worker must still be seen.
  const checkpoints = startCheckpointer(
    db,
    file,
    options.onCheckpointError ??
      ((message) => {
        console.error(message);
      }),
  );
  // Every store's promises settle once what it wrote is on disk (group commit).
  const stores = durableStores(commits);
  const durable = <T extends object>(store: T, alwaysSync?: readonly (keyof T)[]) => stores.store(store, alwaysSync);
  return {
    identity: { method: 'password' },
    requests: durable(createSqliteRequestStore(db, { now, feed: changes, file })),
    submitterInfo: durable(createSqliteSubmitterInfoStore(db, now)),
    staff: durable(createSqliteStaffStore(db, now, options.hashPassword ?? ((password) => hashPassword(password)))),
    sessions: durable(createSqliteSessionStore(db, now)),
    photos: createDiskPhotoStore({ root: join(options.dataDir, UPLOADS_DIR) }),
    changes,
    changeLog: createMemoryChangeLog(changes),
    // A message is claimed for sending only once what it tells of is on disk, even in oneSync.
    outbox: durable(createSqliteOutbox(db, now), ['claim']),
    apiKeys: durable(createSqliteApiKeyStore(db, now)),
    responseTemplates: durable(createSqliteResponseTemplateStore(db, now)),
    savedViews: durable(createSqliteSavedViewStore(db, now)),
    staffAudit: durable(createSqliteStaffAuditLog(db, now)),
    follow: durable(createSqliteFollowStore(db, now)),
    staffMail: durable(createSqliteStaffMailStore(db)),
    // One process: its limits are counted in its memory, as before.
    windowCounters: createMemoryWindowCounters(),
    oneSync: (work) => stores.oneSync(work),
    async close() {
      await commits.drain(CLOSE_WAIT_MS);
      await checkpoints.stop();
      if (db.isOpen) db.close();
    },
  };
}
