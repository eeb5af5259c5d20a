/**
 * Servers in child processes for the benchmark and reliability scripts: started with this Node,
 * found by their "Listening on" line or by polling /api/health, and killed when this process exits.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** Spawns a server and resolves with its base URL from its "Listening on" line (30 s at most). */
export function startChild(
  args: string[],
  env: Record<string, string>,
  ipc = false,
  pollUrl?: string,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ipc ? ['ignore', 'pipe', 'inherit', 'ipc'] : ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`${args.join(' ')} did not start within 30 s`));
    }, 30_000);
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Listening on (http:\/\/\S+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1]! });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${args.join(' ')} exited with ${String(code)}: ${out}`));
    });
    if (pollUrl) {
      const poll = async () => {
        for (let attempt = 0; attempt < 300; attempt++) {
          try {
            if ((await fetch(`${pollUrl}/api/health`)).ok) {
              clearTimeout(timer);
              resolve({ child, url: pollUrl });
              return;
            }
          } catch {
            // not listening yet
          }
          await new Promise((wait) => setTimeout(wait, 100));
        }
      };
      void poll();
    }
  });
}

/**
 * The Node flags `npm start` and `npm run serve` give the server (package.json), so benchmarks
 * measure the server as it runs. A young generation of at most 16 MB per half: V8's own limit let
 * a CSV export of a million requests grow the heap by some 90 MB (docs/benchmarks.md).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16'] as const;

/**
 * Starts the project's server (functions/entry-node.ts) on 127.0.0.1:`port`, with its 311 data in
 * `dataDir` and the site from `staticDir`. LOG_LEVEL error keeps its log out of what is measured, so
 * it prints no "Listening on" line: it is polled until /api/health answers. `env` adds settings.
 * @example const api = await startNodeServer({ port: 4410, dataDir, staticDir, env: { SUBMIT_RATE_LIMIT: '0' } });
 */
export function startNodeServer(options: {
  port: number;
  dataDir: string;
  staticDir: string;
  env?: Record<string, string>;
}): Promise<{ child: ChildProcess; url: string }> {
  const { port, dataDir, staticDir, env } = options;
  return startChild(
    [...SERVER_NODE_FLAGS, join(projectRoot, 'functions/entry-node.ts')],
    { DATA_DIR: dataDir, STATIC_DIR: staticDir, LOG_LEVEL: 'error', ...env, HOST: '127.0.0.1', PORT: String(port) },
    false,
    `http://127.0.0.1:${port}`,
  );
}

export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve();
      return;
    }
    child.on('exit', () => {
      resolve();
    });
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  }).then(() => {
    children.delete(child);
  });
}
