/**
 * The data bar: an acknowledged request survives a killed process. A child writes requests and
 * acknowledges each id on stdout; we SIGKILL it mid-stream, reopen the database, and look for
 * every acknowledged id with its submitter info.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { DATABASE_FILE, openSqliteStores } from './sqlite-stores.ts';

const root = mkdtempSync(join(tmpdir(), 'sqlite-durability-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** Runs the writer until it has acknowledged `killAfter` ids, then kills it; resolves with the ids. */
function writeThenKill(dataDir: string, killAfter: number): Promise<{ acked: string[]; signal: string | null }> {
  const child = spawn(
    process.execPath,
    [join(import.meta.dirname, '../../testing/helpers/durability-writer.ts'), dataDir, '100000'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const acked: string[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    acked.push(line);
    if (acked.length === killAfter) child.kill('SIGKILL');
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`writer ended with ${String(code)} before the kill: ${stderr}`));
      else resolve({ acked, signal });
    });
  });
}

it('keeps every acknowledged request and its submitter info after SIGKILL', { timeout: 60_000 }, async () => {
  const dataDir = join(root, 'kill');
  const { acked, signal } = await writeThenKill(dataDir, 200);
  expect(signal).toBe('SIGKILL');
  expect(acked.length).toBeGreaterThanOrEqual(200);

  const integrity = openDatabase(join(dataDir, DATABASE_FILE));
  expect(integrity.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
  integrity.close();

  const stores = openSqliteStores({ dataDir });
  try {
    const missing: string[] = [];
    for (const id of acked) {
      const [request, info] = await Promise.all([stores.requests.get(id), stores.submitterInfo.get(id)]);
      if (!request || !info) missing.push(id);
    }
    expect(missing).toEqual([]);
    // The store may hold one more request than was acknowledged (written, killed before the reply).
    const total = (await stores.requests.list()).length;
    expect(total - acked.length).toBeLessThanOrEqual(1);
  } finally {
    await stores.close();
  }
});
