/**
 * The end of every test server's start-up: the first admin created the documented way
 * (scripts/create-admin.ts), then the real Node server (functions/entry-node.ts), both with the
 * caller's environment, waited for until it answers its health check. stop() ends the server and
 * removes its data folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { TEST_ADMIN } from './staff-accounts.ts';

export interface ServerUnderTest {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * Waits until the server answers its health check, it exits, or `budgetMs` has passed: the budget
 * is the caller's (its hook's timeout, less the work before), not a count of attempts, so a slow
 * start on a busy machine is waited for.
 */
export async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
  budgetMs: number,
): Promise<void> {
  const deadline = Date.now() + budgetMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server under test exited: ${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server under test did not answer ${url}: ${output()}`);
}

/** A child process of node running `args`, with its output gathered for an error message. */
function run(args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  return { child, log: () => log };
}

/**
 * @example return serveWithTestAdmin(env, port, dataDir, budgetMs - (Date.now() - started));
 */
export async function serveWithTestAdmin(
  env: NodeJS.ProcessEnv,
  port: number,
  dataDir: string,
  budgetMs: number,
): Promise<ServerUnderTest> {
  const started = Date.now();
  const admin = run(['scripts/create-admin.ts', '--email', TEST_ADMIN.email, '--name', TEST_ADMIN.name], env);
  const adminExit = await new Promise<number | null>((resolve) => admin.child.once('exit', resolve));
  if (adminExit !== 0) throw new Error(`create-admin failed: ${admin.log()}`);
  const { child: server, log } = run(['functions/entry-node.ts'], env);
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${baseURL}/api/health`, server, log, budgetMs - (Date.now() - started));
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}
