/** The real server as a child process: real HTTP, then a clean SIGTERM shutdown. */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteStores } from './storage/sqlite/sqlite-stores.ts';
import { FIRST_ADMIN_HINT } from './services/first-admin-hint.ts';

const entry = fileURLToPath(new URL('./entry-node.ts', import.meta.url));
let root: string;

/** Everything each child has written to stdout, so a wait can match what came before it. */
const written = new WeakMap<ChildProcessWithoutNullStreams, string>();

function start(env: Record<string, string>): ChildProcessWithoutNullStreams {
  const child = spawn(process.execPath, [entry], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
  });
  child.stdout.on('data', (chunk: Buffer) => written.set(child, (written.get(child) ?? '') + chunk.toString()));
  return child;
}

function exited(child: ChildProcessWithoutNullStreams): Promise<{ code: number | null; stderr: string }> {
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      resolve({ code, stderr });
    }),
  );
}

/** Resolves with the first group of `waitFor` in everything the child has written to stdout so far. */
function listeningUrl(child: ChildProcessWithoutNullStreams, waitFor = /Listening on (http:\/\/\S+)/): Promise<string> {
  const earlier = written.get(child) ?? '';
  return new Promise((resolve, reject) => {
    let out = earlier;
    const early = waitFor.exec(out);
    if (early) {
      resolve(early[1] ?? out);
      return;
    }
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = waitFor.exec(out);
      if (match) resolve(match[1] ?? out);
    });
    child.on('exit', (code) => {
      reject(new Error(`server exited with ${String(code)}: ${out}`));
    });
  });
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'entry-node-'));
  mkdirSync(join(root, 'about'));
  writeFileSync(join(root, 'about/index.html'), '<!doctype html><title>About us</title>');
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('node functions/entry-node.ts', () => {
  it('serves the API and pages over HTTP and stops on SIGTERM', async () => {
    const child = start({ STATIC_DIR: root });
    const exit = exited(child);
    const url = await listeningUrl(child);

    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });

    const about = await fetch(`${url}/about`);
    expect(about.status).toBe(200);
    expect(about.headers.get('x-frame-options')).toBe('DENY');
    expect(await about.text()).toContain('About us');

    child.kill('SIGTERM');
    expect((await exit).code).toBe(0);
  });

  it('says once how to create the first admin while the store has no staff, and not after', async () => {
    const dataDir = join(root, 'no-staff');
    const first = start({ STATIC_DIR: root, DATA_DIR: dataDir });
    const firstExit = exited(first);
    let told = '';
    first.stdout.on('data', (chunk: Buffer) => (told += chunk.toString()));
    await listeningUrl(first, /(No staff account[^\n]*\n)/);
    const firstUrl = await listeningUrl(first);
    expect((await fetch(`${firstUrl}/api/health`)).status).toBe(200);
    first.kill('SIGTERM');
    expect((await firstExit).code).toBe(0);
    expect(told.split(FIRST_ADMIN_HINT).length - 1).toBe(1);
    expect(FIRST_ADMIN_HINT).toContain('npm run create-admin -- --email');

    const stores = openSqliteStores({ dataDir });
    await stores.staff.create({
      name: 'Ada',
      email: 'ada@example.org',
      department: 'Administration',
      role: 'admin',
      password: 'long-enough',
    });
    await stores.close();
    const second = start({ STATIC_DIR: root, DATA_DIR: dataDir });
    const secondExit = exited(second);
    let said = '';
    second.stdout.on('data', (chunk: Buffer) => (said += chunk.toString()));
    const url = await listeningUrl(second);
    // A request answered after start-up: any hint would have been written before it.
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    second.kill('SIGTERM');
    expect((await secondExit).code).toBe(0);
    expect(said).not.toContain('No staff account');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ STATIC_DIR: '/nonexistent/site' }, 'STATIC_DIR'],
  ])('refuses to start with %o, naming %s', async (env, name) => {
    const { code, stderr } = await exited(start({ STATIC_DIR: root, ...env }));
    expect(code).toBe(1);
    expect(stderr).toContain(name);
  });
});
