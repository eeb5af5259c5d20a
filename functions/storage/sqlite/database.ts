/**
 * Opens the 311 database file with the settings the durability bar needs, and brings its schema
 * up to date.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { MIGRATIONS, type Migration } from './migrations.ts';

/** How long a write waits for another connection's write lock before failing. */
const BUSY_TIMEOUT_MS = 5000;

/**
 * Runs `fn` in one write transaction. BEGIN IMMEDIATE takes the write lock up front, so a
 * read-modify-write inside cannot interleave with another writer (thread or process).
 */
export function transaction<T>(db: DatabaseSync, fn: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

/** @example asError('disk full').message // 'disk full' */
export const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * A synchronous read or write as a promise that rejects with what it throws, so a store's caller
 * sees a failure as a rejection, never a throw.
 * @example await attempt(() => transaction(db, () => write()))
 */
export function attempt<T>(work: () => T): Promise<T> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(asError(error));
  }
}

/** The schema version a database is at (0 for a new file). */
export function schemaVersion(db: DatabaseSync): number {
  const row = db.prepare('SELECT max(version) AS version FROM schema_version').get() as
    { version: number | null } | undefined;
  return row?.version ?? 0;
}

/**
 * Applies the migrations a database has not had yet, each in its own transaction with its
 * version row, so a crash leaves it at a whole version. Refuses a database from newer code.
 */
export function migrate(db: DatabaseSync, migrations: readonly Migration[] = MIGRATIONS): number {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL, applied_at INTEGER NOT NULL) STRICT');
  const latest = migrations.at(-1)?.version ?? 0;
  const current = schemaVersion(db);
  if (current > latest) {
    throw new Error(
      `The 311 database is at schema version ${current}, newer than this code (${latest}). Update the code.`,
    );
  }
  for (const migration of migrations) {
    transaction(db, () => {
      // Checked again inside the lock: another process may have migrated in the meantime.
      if (schemaVersion(db) >= migration.version) return;
      db.exec(migration.sql);
      migration.step?.(db);
      db.prepare('INSERT INTO schema_version (version, applied_at) VALUES (?, ?)').run(migration.version, Date.now());
    });
  }
  return schemaVersion(db);
}

/**
 * Opens (creating if needed) the database file and migrates it.
 * - WAL: readers never block the writer and a commit is one append to the log.
 * - synchronous=FULL: each commit fsyncs the log before it returns, so "acknowledged" means "on
 *   disk" even after a power cut or kernel crash (WAL's usual NORMAL could lose the last commits).
 *   The server's stores then switch to group commit (group-commit.ts), which keeps that promise
 *   with one sync, off the event loop, for all the commits made while the last one ran.
 * - foreign keys on, so submitter info cannot outlive or precede its request.
 * - a busy timeout, so a second process (the admin command) waits instead of failing.
 * - a 64 MB page cache (SQLite's default is 2 MB): with a million requests the list indexes'
 *   upper pages stay in memory, which also makes big imports a fifth faster.
 * @example const db = openDatabase('data/311.sqlite');
 */
export function openDatabase(file: string): DatabaseSync {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file, { enableForeignKeyConstraints: true, timeout: BUSY_TIMEOUT_MS });
  try {
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = FULL');
    db.exec('PRAGMA foreign_keys = ON');
    db.exec('PRAGMA cache_size = -65536');
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}
