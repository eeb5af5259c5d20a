/**
 * The Firebase Auth emulator for tests. firebase-tools is not a dependency (hundreds of MB, 1.5 min
 * to install), so ensureFirebaseTools() installs one pinned version into .cache/firebase-tools when
 * missing; startAuthEmulator() runs its Auth emulator (offline, unlike the Java-based Firestore and
 * Storage ones) with every port it reserves set, so parallel runs never collide.
 *   node scripts/firebase-emulator.ts install          installs firebase-tools, prints how long it took
 *   node scripts/firebase-emulator.ts -- vitest run x  runs a command with FIREBASE_AUTH_EMULATOR_HOST set
 * AUTH_EMULATOR_PORT (default 9399) moves the CLI's emulator; its hub and logging ports are below.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const FIREBASE_TOOLS_VERSION = '15.34.2';
/**
 * The test files with parts that need the Auth emulator (skipped without it, as in `npm test`):
 * `npm run test:firebase` (scripts/test-firebase.ts) runs them with one.
 */
export const FIREBASE_TEST_FILES = [
  'functions/storage/firebase',
  'functions/routes/auth-firebase.test.ts',
  'functions/routes/limits-across-instances.test.ts',
  'functions/routes/sign-in-limits-across-instances.test.ts',
  'functions/routes/account-firebase.test.ts',
  'functions/routes/authorization-matrix.test.ts',
  'functions/routes/privacy.test.ts',
  'functions/routes/live-changes-firebase.test.ts',
  'scripts/data-transfer.test.ts',
  'scripts/data-transfer-firestore.test.ts',
  'scripts/firebase-emulator.test.ts',
];
export const EMULATOR_PROJECT = 'demo-township-311';
const ROOT = resolve(import.meta.dirname, '..');
export const TOOLS_DIR = join(ROOT, '.cache', 'firebase-tools');
const BIN = join(TOOLS_DIR, 'node_modules', '.bin', 'firebase');

/** The installed firebase-tools version, or null when it is not there. */
function installedVersion(): string | null {
  const manifest = join(TOOLS_DIR, 'node_modules', 'firebase-tools', 'package.json');
  if (!existsSync(manifest) || !existsSync(BIN)) return null;
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version ?? null;
}

function exitOf(child: ChildProcess): Promise<number> {
  return new Promise((done) => {
    child.on('error', () => {
      done(1);
    });
    child.on('exit', (code, signal) => {
      done(code ?? (signal ? 1 : 0));
    });
  });
}

/**
 * Installs the pinned firebase-tools into .cache/firebase-tools unless it is there already.
 * @example const { bin, installed, ms } = await ensureFirebaseTools();
 */
export async function ensureFirebaseTools(): Promise<{ bin: string; installed: boolean; ms: number }> {
  const started = performance.now();
  if (installedVersion() === FIREBASE_TOOLS_VERSION) return { bin: BIN, installed: false, ms: 0 };
  const args = ['install', '--prefix', TOOLS_DIR, '--no-audit', '--no-fund', '--no-save'];
  const child = spawn('npm', [...args, `firebase-tools@${FIREBASE_TOOLS_VERSION}`], { stdio: 'inherit' });
  const code = await exitOf(child);
  if (code !== 0 || installedVersion() !== FIREBASE_TOOLS_VERSION) {
    throw new Error(`npm could not install firebase-tools@${FIREBASE_TOOLS_VERSION} (exit code ${code}).`);
  }
  return { bin: BIN, installed: true, ms: Math.round(performance.now() - started) };
}

interface EmulatorPorts {
  port: number;
  hubPort: number;
  /** Reserved only when the Emulator UI runs, which it never does here; set so it cannot clash. */
  loggingPort?: number;
}

interface RunningEmulator {
  /** host:port, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  /** Milliseconds until the emulator answered. */
  startMs: number;
  stop(): Promise<void>;
}

/** The firebase.json for an Auth-only emulator: every port it may reserve, and no UI. */
export function emulatorConfig({ port, hubPort, loggingPort = hubPort - 1 }: EmulatorPorts): object {
  return {
    emulators: {
      auth: { host: '127.0.0.1', port },
      hub: { host: '127.0.0.1', port: hubPort },
      logging: { host: '127.0.0.1', port: loggingPort },
      ui: { enabled: false },
    },
  };
}

/** Resolves once something accepts connections on host:port, or rejects after `timeoutMs`. */
export async function waitForPort(host: string, port: number, timeoutMs: number, gone?: Promise<unknown>) {
  const deadline = Date.now() + timeoutMs;
  const state = { exited: false };
  void gone?.then(() => {
    state.exited = true;
  });
  while (Date.now() < deadline && !state.exited) {
    const open = await new Promise<boolean>((done) => {
      const socket = connect({ host, port }, () => {
        socket.end();
        done(true);
      });
      socket.on('error', () => {
        done(false);
      });
    });
    if (open) return;
    await new Promise((wait) => setTimeout(wait, 150));
  }
  throw new Error(state.exited ? 'the emulator exited before it was ready' : `nothing listened on ${host}:${port}`);
}

/** Rejects, naming the port, when something already listens on one of them on 127.0.0.1. */
async function assertPortsFree(ports: number[]): Promise<void> {
  for (const port of ports) {
    await new Promise<void>((done, fail) => {
      const probe = createServer();
      probe.once('error', () => {
        fail(new Error(`port ${port} on 127.0.0.1 is in use`));
      });
      probe.listen(port, '127.0.0.1', () => {
        probe.close(() => {
          done();
        });
      });
    });
  }
}

/**
 * Starts the Auth emulator (demo project, no credentials, no network) and waits until it answers.
 * Its ports must be free: otherwise another process could answer in its place.
 * @example
 * const emulator = await startAuthEmulator({ port: 9399, hubPort: 9398 });
 * process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
 * await emulator.stop();
 */
export async function startAuthEmulator(ports: EmulatorPorts & { bin?: string }): Promise<RunningEmulator> {
  const started = performance.now();
  try {
    await assertPortsFree([ports.port, ports.hubPort, ports.loggingPort ?? ports.hubPort - 1]);
  } catch (error) {
    throw new Error(`The Auth emulator did not start: ${(error as Error).message}`, { cause: error });
  }
  const dir = mkdtempSync(join(tmpdir(), 'auth-emulator-'));
  const config = join(dir, 'firebase.json');
  writeFileSync(config, JSON.stringify(emulatorConfig(ports)));
  const args = ['emulators:start', '--only', 'auth', '--project', EMULATOR_PROJECT, '--config', config];
  const child = spawn(ports.bin ?? BIN, args, {
    cwd: dir,
    // Its own process group, so stop() reaches any helper process it starts.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: '1' },
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = exitOf(child);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, 'SIGINT');
      } catch {
        // Already gone.
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }, 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort('127.0.0.1', ports.port, 60_000, exited);
  } catch (error) {
    await stop();
    throw new Error(`The Auth emulator did not start: ${(error as Error).message}\n${output}`, { cause: error });
  }
  return { host: `127.0.0.1:${ports.port}`, startMs: Math.round(performance.now() - started), stop };
}

/**
 * Runs `work` with the Auth emulator up on AUTH_EMULATOR_PORT (9399; hub and logging the two
 * below), and stops it afterwards, also on Ctrl-C.
 * @example await withAuthEmulator((host) => runTests({ FIREBASE_AUTH_EMULATOR_HOST: host }));
 */
export async function withAuthEmulator<T>(work: (host: string) => Promise<T>): Promise<T> {
  const port = Number(process.env.AUTH_EMULATOR_PORT ?? 9399);
  const emulator = await startAuthEmulator({ port, hubPort: port - 1, loggingPort: port - 2 });
  console.log(`Auth emulator on ${emulator.host}, ready in ${(emulator.startMs / 1000).toFixed(1)} s`);
  const stopOnSignal = () => void emulator.stop().then(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    return await work(emulator.host);
  } finally {
    await emulator.stop();
    process.off('SIGINT', stopOnSignal);
    process.off('SIGTERM', stopOnSignal);
  }
}

/**
 * `node scripts/firebase-emulator.ts -- <command...>` or `... install`.
 */
async function main(argv: string[]): Promise<number> {
  const installing = performance.now();
  const tools = await ensureFirebaseTools();
  const took = ((performance.now() - installing) / 1000).toFixed(1);
  console.log(`firebase-tools ${FIREBASE_TOOLS_VERSION}: ${tools.installed ? `installed in ${took} s` : 'present'}`);
  if (argv[0] === 'install') return 0;
  const command = argv[0] === '--' ? argv.slice(1) : argv;
  if (command.length === 0) {
    console.error('Usage: node scripts/firebase-emulator.ts -- <command...>');
    return 2;
  }
  return withAuthEmulator((host) =>
    exitOf(
      spawn(command[0]!, command.slice(1), {
        stdio: 'inherit',
        env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: host },
      }),
    ),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error((error as Error).message);
      process.exit(1);
    },
  );
}
