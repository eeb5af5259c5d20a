/**
 * The stages of a test command (`npm test`, `npm run test:firebase`): each runs even after an
 * earlier one failed, its tally is kept, and summary() prints the failed tests by name, then each
 * stage and the total as `N passed, N failed, N skipped`, the last line of the output.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import {
  type Tally,
  addTally,
  formatTally,
  playwrightFailures,
  playwrightTally,
  vitestFailures,
  vitestTally,
} from './test-tally.ts';

const REPORTS = '.reports';

function readJson(path: string): unknown {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

/**
 * A fresh set of stages, their reports in .reports/.
 * @example const stages = testStages(); stages.check('eslint', stages.run('eslint', ['.'])); process.exit(stages.summary());
 */
export function testStages() {
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });
  const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.CI ? '0' : '1' };
  const stages: { name: string; tally: Tally; failures?: string[] }[] = [];

  /** Runs a command in the foreground; true when it exited 0. */
  function run(command: string, args: string[], extraEnv: Record<string, string> = {}): boolean {
    console.log(`\n$ ${[command, ...args].join(' ')}`);
    return spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } }).status === 0;
  }

  /** A stage with no test count of its own: one passed or one failed. */
  function check(name: string, ok: boolean): void {
    stages.push({ name, tally: { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 } });
  }

  /** A runner's tally; a run that failed without a failed test counts one failure. */
  function push(name: string, ok: boolean, tally: Tally, failures: string[]): void {
    stages.push({ name, tally: ok || tally.failed > 0 ? tally : { ...tally, failed: tally.failed + 1 }, failures });
  }

  /** One vitest run as a stage. */
  function vitest(name: string, args: string[], extraEnv: Record<string, string> = {}): void {
    const report = `${REPORTS}/${name}.json`;
    const ok = run(
      'vitest',
      ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
      extraEnv,
    );
    const json = readJson(report);
    push(name, ok, vitestTally(json), vitestFailures(json));
  }

  /** One Playwright run as a stage (its report is read at once: the next run rewrites it). */
  function playwright(name: string, args: string[], extraEnv: Record<string, string> = {}): void {
    const ok = run('playwright', ['test', ...args], extraEnv);
    const json = readJson(`${REPORTS}/playwright.json`);
    push(name, ok, playwrightTally(json), playwrightFailures(json));
  }

  /** Prints every stage and the total; returns the exit code (1 when anything failed). */
  function summary(): number {
    const total = stages.reduce((sum, stage) => addTally(sum, stage.tally), { passed: 0, failed: 0, skipped: 0 });
    const failures = stages.flatMap((stage) => (stage.failures ?? []).map((line) => `  ${stage.name}: ${line}`));
    if (failures.length > 0) console.log(`\nFailed\n${failures.join('\n')}`);
    console.log('\nSummary');
    for (const { name, tally } of stages) console.log(`  ${name.padEnd(16)} ${formatTally(tally)}`);
    console.log(formatTally(total));
    return total.failed > 0 ? 1 : 0;
  }

  return { run, check, vitest, playwright, summary, stages };
}
