/**
 * Group commit for the embedded store. With `synchronous = FULL` every commit waited for its own
 * fsync of the write-ahead log on the event loop's thread: a submission makes four or five commits
 * (the request with its submitter info, the follow-up and stop tokens, the outbox row or the
 * capped-mail note), so it spent most of its time waiting for the disk while nothing else ran.
 * Here commits do not sync (`synchronous = NORMAL`: WAL stays safe from corruption, SQLite syncs
 * the log before each checkpoint) and the log is synced off the event loop instead, once for every
 * commit made before the sync began. A store call settles only after the sync that holds its
 * commits (durable-stores.ts), so an acknowledgement still means "on disk", and all the
 * submissions written while one sync runs share the next.
 */
import { fsyncSync, openSync, closeSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { dirname } from 'node:path';
import { setImmediate } from 'node:timers/promises';
import type { DatabaseSync } from 'node:sqlite';

/** Flushes a file's written pages to the disk. */
export type SyncFile = (path: string) => Promise<void>;

export interface GroupCommit {
  /** Null when every commit so far is on disk; else a promise of the sync that will hold them. */
  durable(): Promise<void> | null;
  /**
   * Settles once no caller waits for a sync, within `limitMs` (closing the store): a caller woken by
   * a sync may write again at once, so it waits a turn of the event loop after each sync.
   */
  drain(limitMs: number): Promise<void>;
}

/** fsync through libuv's thread pool, so the event loop goes on serving while the disk works. */
const syncFile: SyncFile = async (path) => {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
};

/** The log, or the database when there is no log (its last connection checkpointed and removed it). */
function syncLog(file: string, sync: SyncFile): Promise<void> {
  return sync(`${file}-wal`).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return sync(file);
    throw error;
  });
}

/**
 * Switches an open WAL database to group commit. `sync` is replaceable so tests can hold a sync.
 * @example const commits = groupCommit(db, 'data/311.sqlite'); await commits.durable();
 */
export function groupCommit(db: DatabaseSync, file: string, sync: SyncFile = syncFile): GroupCommit {
  // Commits made so far (migrations) were synced under FULL; the log's directory entry is synced
  // once here, as SQLite would on the log's first sync.
  db.exec('PRAGMA synchronous = NORMAL');
  if (file !== ':memory:') {
    const directory = openSync(dirname(file), 'r');
    try {
      fsyncSync(directory);
    } finally {
      closeSync(directory);
    }
  }
  // Rows changed on this connection since it opened: grows with every write, so it marks commits.
  const changes = db.prepare('SELECT total_changes() AS n');
  const counted = () => (changes.get() as { n: number }).n;
  let synced = counted();
  let running: { covers: number; done: Promise<void> } | null = null;

  const start = () => {
    // Everything counted here was written to the log before the sync starts, so the sync holds it.
    const covers = counted();
    const current = { covers, done: Promise.resolve() };
    const finished = () => {
      if (running === current) running = null;
    };
    current.done = syncLog(file, sync).then(
      () => {
        synced = Math.max(synced, covers);
        finished();
      },
      (error: unknown) => {
        finished();
        throw error;
      },
    );
    running = current;
    return current;
  };

  const until = async (target: number): Promise<void> => {
    while (synced < target) {
      const current = running ?? start();
      // A sync that began before our commit does not hold it: wait for it, then start the next.
      if (current.covers >= target) return current.done;
      await current.done.catch(() => undefined);
    }
  };

  let waiters = 0;
  const leave = () => {
    waiters -= 1;
  };

  return {
    durable() {
      const target = counted();
      if (target <= synced) return null;
      waiters += 1;
      const waiting = until(target);
      waiting.then(leave, leave);
      return waiting;
    },
    async drain(limitMs) {
      const deadline = Date.now() + limitMs;
      do {
        await running?.done.catch(() => undefined);
        await setImmediate();
      } while ((waiters > 0 || running) && Date.now() < deadline);
    },
  };
}
