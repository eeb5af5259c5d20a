/**
 * Checkpoints of the write-ahead log off the event loop. SQLite checkpoints on the connection that
 * commits once the log passes 1,000 pages (about 40 submissions here), and a checkpoint syncs the
 * log and the database file on that connection's thread: some 200 fsyncs per 1,000 submissions
 * held the event loop (docs/benchmarks.md, 2026-12-04) after group commit had moved the commits'
 * own syncs off it. Here a worker thread with a connection of its own checkpoints (PASSIVE: it
 * never waits for a writer or a reader) every `intervalMs`, and the server's connection checkpoints
 * only past a much larger log, should the worker fall behind.
 */
import { Worker } from 'node:worker_threads';
import type { DatabaseSync } from 'node:sqlite';

/** The server connection's own checkpoint, only if the worker falls this far behind (pages). */
export const FALLBACK_CHECKPOINT_PAGES = 20_000;
const DEFAULT_INTERVAL_MS = 200;

// Plain JavaScript, run with eval: the worker must not depend on how the server's files are loaded.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { DatabaseSync } = require('node:sqlite');
const db = new DatabaseSync(workerData.file, { timeout: 0 });
let failed = false;
const timer = setInterval(() => {
  try {
    db.exec('PRAGMA wal_checkpoint(PASSIVE)');
  } catch (error) {
    if (!failed) parentPort.postMessage({ error: String(error) });
    failed = true;
  }
}, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  /** Stops the worker and closes its connection. */
  stop(): Promise<void>;
}

/**
 * @example const checkpoints = startCheckpointer(db, 'data/311.sqlite', (message) => logger.error(message));
 */
export function startCheckpointer(
  db: DatabaseSync,
  file: string,
  onError: (message: string) => void,
  intervalMs = DEFAULT_INTERVAL_MS,
): Checkpointer {
  db.exec(`PRAGMA wal_autocheckpoint = ${String(FALLBACK_CHECKPOINT_PAGES)}`);
  const worker = new Worker(WORKER, { eval: true, workerData: { file, intervalMs } });
  // The worker never keeps the process alive on its own.
  worker.unref();
  worker.on('message', (message: { error?: string }) => {
    if (message.error) onError(`Log checkpoints failed in their worker: ${message.error}`);
  });
  worker.on('error', (error: Error) => {
    onError(`The log checkpoint worker stopped: ${error.message}`);
  });
  const exited = new Promise<void>((resolve) => {
    worker.once('exit', () => {
      resolve();
    });
  });
  return {
    async stop() {
      // Held while it stops, or a process awaiting this with nothing else to do would end first.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
