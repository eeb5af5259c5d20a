/**
 * `npm test`: every check the project has, in order, on a fresh machine too:
 * Debian Chromium (installed when missing), lint, typecheck, unit and component tests,
 * the test build, browser and accessibility tests. Every stage runs even after a failure;
 * the last line is the total as `N passed, N failed, N skipped`.
 *
 * The Firebase tests need the Auth emulator from firebase-tools, which is not a dependency: its
 * install (one and a half to four minutes, with the registry's speed) starts first, in the
 * background, while everything that needs no emulator runs: lint, the typecheck, the unit tests,
 * the test build and the browser tests. The tests that need it (FIREBASE_TEST_FILES and the
 * Firebase-mode browser test) run last, with the emulator. Without it their Firebase parts are
 * reported as skipped, and a line says why.
 */
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.ts';
import { FIREBASE_TEST_FILES, startAuthEmulator, type RunningEmulator } from './firebase-emulator.ts';
import { type Tally, addTally, formatTally, playwrightTally, vitestTally } from './test-tally.ts';

const REPORTS = '.reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.CI ? '0' : '1' };

/** The port of this run's Auth emulator (AUTH_EMULATOR_PORT, 9399), its hub and logging ports just below. */
const authPort = Number(process.env.AUTH_EMULATOR_PORT ?? 9399);
const AUTH_EMULATOR_PORTS = { port: authPort, hubPort: authPort - 1, loggingPort: authPort - 2 };
const INSTALL_LOG = `${REPORTS}/firebase-tools-install.log`;
// A separate process writing to a file: the stages below block this one with spawnSync.
const installStarted = performance.now();
const installing = new Promise<boolean>((done) => {
  const log = openSync(INSTALL_LOG, 'w');
  // At the lowest CPU priority: it has the whole run to finish, and the stages need the cores now.
  const child = spawn('nice', ['-n', '19', 'node', 'scripts/firebase-emulator.ts', 'install'], {
    stdio: ['ignore', log, log],
    env,
  });
  child.on('error', () => {
    done(false);
  });
  child.on('exit', (code) => {
    done(code === 0);
  });
});

function run(command: string, args: string[], extraEnv: Record<string, string> = {}): boolean {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } }).status === 0;
}

/** The last line of the install log: "firebase-tools 15.34.2: installed in 92.0 s" or "present". */
function installSummary(): string {
  const lines = readFileSync(INSTALL_LOG, 'utf8').trim().split('\n');
  return lines.findLast((line) => line.startsWith('firebase-tools')) ?? lines.at(-1) ?? '(no output)';
}

/** The Auth emulator for the vitest stage, or null (with a line saying why) when it cannot run. */
async function authEmulator(): Promise<RunningEmulator | null> {
  const ok = await installing;
  const waited = ((performance.now() - installStarted) / 1000).toFixed(1);
  if (!ok) {
    console.log(`\nfirebase-tools could not be installed (see ${INSTALL_LOG}): the Firebase Auth tests are skipped.`);
    return null;
  }
  console.log(`\n${installSummary()} (ready ${waited} s after the run began)`);
  try {
    const emulator = await startAuthEmulator(AUTH_EMULATOR_PORTS);
    console.log(`Auth emulator on ${emulator.host}, ready in ${(emulator.startMs / 1000).toFixed(1)} s`);
    return emulator;
  } catch (error) {
    console.log(`${(error as Error).message}\nSo the Firebase Auth tests are skipped.`);
    return null;
  }
}

function readJson(path: string): unknown {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

const stages: { name: string; tally: Tally }[] = [];
const check = (name: string, ok: boolean) =>
  stages.push({ name, tally: { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 } });

check('chromium', ensureChromium());
// Generates the astro:content types that typed lint and the typecheck read (absent in a fresh clone).
check('astro sync', run('astro', ['sync']));
check('eslint', run('eslint', ['.']));
check('prettier', run('prettier', ['--check', '.']));
check('astro check', run('astro', ['check']));

/** One vitest run, its tally pushed as a stage; a run that failed without a failed test counts one. */
function vitestStage(name: string, args: string[], extraEnv: Record<string, string> = {}): void {
  const report = `${REPORTS}/${name}.json`;
  const ok = run(
    'vitest',
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    extraEnv,
  );
  const tally = vitestTally(readJson(report));
  stages.push({ name, tally: ok || tally.failed > 0 ? tally : { ...tally, failed: tally.failed + 1 } });
}

/** The browser test that needs the Auth emulator (tests/311-firebase.spec.ts). */
const FIREBASE_BROWSER_SPEC = '311-firebase';

// Everything that needs no emulator, while firebase-tools may still be installing.
vitestStage(
  'vitest',
  FIREBASE_TEST_FILES.flatMap((path) => ['--exclude', path.endsWith('.ts') ? path : `${path}/**`]),
);

/** One Playwright run, its tally pushed as a stage (read at once: the next run rewrites the report). */
function playwrightStage(name: string, args: string[], extraEnv: Record<string, string> = {}): void {
  const ok = run('playwright', ['test', ...args], extraEnv);
  const tally = playwrightTally(readJson(`${REPORTS}/playwright.json`));
  stages.push({ name, tally: ok || tally.failed > 0 ? tally : { ...tally, failed: tally.failed + 1 } });
}

// The build lets the browser reach the Auth emulator at the address it will have (its CSP names it).
const plannedEmulatorEnv = { FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${AUTH_EMULATOR_PORTS.port}` };
const built = run('node', ['scripts/build-test.ts'], plannedEmulatorEnv);
check('test build', built);
if (built) playwrightStage('playwright', ['--grep-invert', FIREBASE_BROWSER_SPEC]);
else console.log('Browser tests not run: the test build failed.');

// Last, by when firebase-tools has long finished installing: the tests that need the Auth emulator.
const emulator = await authEmulator();
const emulatorEnv: Record<string, string> = emulator ? { FIREBASE_AUTH_EMULATOR_HOST: emulator.host } : {};
// Stopped afterwards, also when a stage throws or on Ctrl-C.
const stopEmulator = () => void emulator?.stop().then(() => process.exit(130));
process.once('SIGINT', stopEmulator);
process.once('SIGTERM', stopEmulator);
try {
  vitestStage('vitest-firebase', FIREBASE_TEST_FILES, emulatorEnv);
  if (built)
    playwrightStage('pw-firebase', [`tests/${FIREBASE_BROWSER_SPEC}.spec.ts`, '--project', 'desktop'], emulatorEnv);
} finally {
  await emulator?.stop();
  process.off('SIGINT', stopEmulator);
  process.off('SIGTERM', stopEmulator);
}

const total = stages.reduce((sum, stage) => addTally(sum, stage.tally), { passed: 0, failed: 0, skipped: 0 });
console.log('\nSummary');
for (const { name, tally } of stages) console.log(`  ${name.padEnd(16)} ${formatTally(tally)}`);
console.log(formatTally(total));
process.exit(total.failed > 0 || !built ? 1 : 0);
