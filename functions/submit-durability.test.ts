/**
 * The data bar through real HTTP: the real server (node functions/entry-node.ts) takes a
 * concurrent burst of submissions and is SIGKILLed mid-burst; after a restart on the same
 * DATA_DIR, every id that was returned to a client is there, with its submitter info.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { openSqliteStores } from './storage/sqlite/sqlite-stores.ts';
import { validFields } from './testing/fixtures/submit-form.ts';

const entry = fileURLToPath(new URL('./entry-node.ts', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'submit-durability-'));
const dataDir = join(root, 'data');
const staticDir = join(root, 'site');
mkdirSync(staticDir);
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Home</title>');

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** Starts the server and resolves with its URL once it listens. */
function startServer(): Promise<{ child: ChildProcessWithoutNullStreams; url: string }> {
  const child = spawn(process.execPath, [entry], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      SUBMIT_RATE_LIMIT: '0',
    },
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Listening on (http:\/\/\S+)/.exec(out);
      if (match) resolve({ child, url: match[1]! });
    });
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => {
      reject(new Error(`server exited with ${String(code)}: ${out}`));
    });
  });
}

const exited = (child: ChildProcessWithoutNullStreams) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else
      child.on('exit', () => {
        resolve();
      });
  });

it('keeps every acknowledged submission and its submitter info after SIGKILL', { timeout: 90_000 }, async () => {
  const { child, url } = await startServer();
  const acked = new Map<string, string>();
  const KILL_AFTER = 120;
  const WORKERS = 12;
  const deadline = Date.now() + 30_000;
  const state = { killed: false };
  let sequence = 0;

  const worker = async () => {
    while (!state.killed && Date.now() < deadline) {
      const email = `resident${(sequence += 1)}@example.org`;
      const body = new FormData();
      for (const [name, value] of Object.entries(validFields({ email }))) body.append(name, value);
      try {
        const res = await fetch(`${url}/api/requests`, { method: 'POST', body });
        if (res.status !== 201) throw new Error(`submit answered ${res.status}: ${await res.text()}`);
        const { id } = (await res.json()) as { id: string };
        acked.set(id, email);
        if (acked.size === KILL_AFTER) {
          state.killed = true;
          child.kill('SIGKILL');
        }
      } catch (error) {
        if (!state.killed) throw error;
        // Requests in flight at the kill fail: they were never acknowledged.
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  await exited(child);
  expect(child.signalCode).toBe('SIGKILL');
  expect(acked.size).toBeGreaterThanOrEqual(KILL_AFTER);

  // Restarted on the same data: every acknowledged id can be tracked.
  const restarted = await startServer();
  try {
    const missing: string[] = [];
    for (const id of acked.keys()) {
      const res = await fetch(`${restarted.url}/api/requests/${id}`);
      if (res.status !== 200) missing.push(id);
      await res.arrayBuffer();
    }
    expect(missing).toEqual([]);
  } finally {
    restarted.child.kill('SIGTERM');
    await exited(restarted.child);
  }
  expect(restarted.child.exitCode).toBe(0);

  // And each has the submitter info it was sent with.
  const stores = openSqliteStores({ dataDir });
  try {
    const wrong: string[] = [];
    for (const [id, email] of acked) {
      const info = await stores.submitterInfo.get(id);
      if (info?.email !== email || info.name !== 'Ada Resident') wrong.push(id);
    }
    expect(wrong).toEqual([]);
  } finally {
    await stores.close();
  }
});
