/**
 * `npm test`: every check the project has, in order, on a fresh machine too:
 * Debian Chromium (installed when missing), lint, typecheck, unit and component tests,
 * the test build, browser and accessibility tests. Every stage runs even after a failure;
 * the last line is the total as `N passed, N failed, N skipped`.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.ts';
import { type Tally, addTally, formatTally, playwrightTally, vitestTally } from './test-tally.ts';

const REPORTS = '.reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.CI ? '0' : '1' };

function run(command: string, args: string[]): boolean {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env }).status === 0;
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

const vitestOk = run('vitest', [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${REPORTS}/vitest.json`,
]);
const vitest = vitestTally(readJson(`${REPORTS}/vitest.json`));
stages.push({
  name: 'vitest',
  tally: vitestOk || vitest.failed > 0 ? vitest : { ...vitest, failed: vitest.failed + 1 },
});

const built = run('node', ['scripts/build-test.ts']);
check('test build', built);
if (built) {
  const browserOk = run('playwright', ['test']);
  const browser = playwrightTally(readJson(`${REPORTS}/playwright.json`));
  stages.push({
    name: 'playwright',
    tally: browserOk || browser.failed > 0 ? browser : { ...browser, failed: browser.failed + 1 },
  });
} else {
  console.log('Browser tests not run: the test build failed.');
}

const total = stages.reduce((sum, stage) => addTally(sum, stage.tally), { passed: 0, failed: 0, skipped: 0 });
console.log('\nSummary');
for (const { name, tally } of stages) console.log(`  ${name.padEnd(12)} ${formatTally(tally)}`);
console.log(formatTally(total));
process.exit(total.failed > 0 || !built ? 1 : 0);
