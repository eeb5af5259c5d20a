/**
 * The log's checkpoints in a worker (checkpointer.ts): the server's connection no longer copies the
 * log into the database after 1,000 pages; the worker does, within its interval.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startCheckpointer } from './checkpointer.ts';
import { openDatabase } from './database.ts';

const root = mkdtempSync(join(tmpdir(), 'checkpointer-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

const fill = (db: ReturnType<typeof openDatabase>, table: string) => {
  db.exec(`CREATE TABLE ${table} (text TEXT)`);
  const insert = db.prepare(`INSERT INTO ${table} (text) VALUES (?)`);
  // About 2,500 pages of 4 KiB: past SQLite's own 1,000-page checkpoint.
  for (let i = 0; i < 2_500; i++) insert.run('x'.repeat(4000));
};

it('leaves the checkpoints to its worker, which copies the log into the database', async () => {
  const file = join(root, 'worker.sqlite');
  const db = openDatabase(file);
  db.exec('PRAGMA synchronous = NORMAL');
  const errors: string[] = [];
  const idle = startCheckpointer(db, file, (message) => errors.push(message), 60_000);
  const before = statSync(file).size;
  fill(db, 'big');
  // Nothing copied by the connection that wrote: the pages are all still in the log.
  expect(statSync(file).size).toBe(before);
  await idle.stop();
  const working = startCheckpointer(db, file, (message) => errors.push(message), 20);
  const copied = () => statSync(file).size > before + 10_000_000;
  for (let i = 0; i < 200 && !copied(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(statSync(file).size).toBeGreaterThan(before + 10_000_000);
  await working.stop();
  db.close();
  expect(errors).toEqual([]);
});

it('is what stops the writer checkpointing: without it, the writer copies the log itself', () => {
  const file = join(root, 'plain.sqlite');
  const db = openDatabase(file);
  db.exec('PRAGMA synchronous = NORMAL');
  const before = statSync(file).size;
  fill(db, 'big');
  expect(statSync(file).size).toBeGreaterThan(before);
  db.close();
});
