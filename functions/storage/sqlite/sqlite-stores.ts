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
import { openDatabase } from './database.ts';
import { createSqliteFollowStore } from './follow-store.ts';
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

interface SqliteStoresOptions {
  dataDir: string;
  now?: () => Date;
  feed?: ChangeFeed;
  /** Hashes new staff passwords; the default is scrypt at its production cost. */
  hashPassword?: (password: string) => Promise<string>;
}

/**
 * @example const stores = openSqliteStores({ dataDir: '/var/lib/311' });
 */
export function openSqliteStores(options: SqliteStoresOptions): TransferStores {
  const now = options.now ?? (() => new Date());
  const changes = options.feed ?? createMemoryChangeFeed();
  const db = openDatabase(join(options.dataDir, DATABASE_FILE));
  return {
    identity: { method: 'password' },
    requests: createSqliteRequestStore(db, { now, feed: changes }),
    submitterInfo: createSqliteSubmitterInfoStore(db, now),
    staff: createSqliteStaffStore(db, now, options.hashPassword ?? ((password) => hashPassword(password))),
    sessions: createSqliteSessionStore(db, now),
    photos: createDiskPhotoStore({ root: join(options.dataDir, UPLOADS_DIR) }),
    changes,
    changeLog: createMemoryChangeLog(changes),
    outbox: createSqliteOutbox(db, now),
    apiKeys: createSqliteApiKeyStore(db, now),
    responseTemplates: createSqliteResponseTemplateStore(db, now),
    savedViews: createSqliteSavedViewStore(db, now),
    staffAudit: createSqliteStaffAuditLog(db, now),
    follow: createSqliteFollowStore(db, now),
    staffMail: createSqliteStaffMailStore(db),
    // One process: its limits are counted in its memory, as before.
    windowCounters: createMemoryWindowCounters(),
    close() {
      if (db.isOpen) db.close();
      return Promise.resolve();
    },
  };
}
