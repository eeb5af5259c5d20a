/** The real server as a child process: real HTTP, then a clean SIGTERM shutdown. */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const entry = fileURLToPath(new URL('./entry-node.ts', import.meta.url));
let root: string;

function start(env: Record<string, string>): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, [entry], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
  });
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

function listeningUrl(child: ChildProcessWithoutNullStreams): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Listening on (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1]!);
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

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ STATIC_DIR: '/nonexistent/site' }, 'STATIC_DIR'],
  ])('refuses to start with %o, naming %s', async (env, name) => {
    const { code, stderr } = await exited(start({ STATIC_DIR: root, ...env }));
    expect(code).toBe(1);
    expect(stderr).toContain(name);
  });
});
