/** Counting test results from the runners' JSON reports. */
export interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

function num(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

/**
 * Vitest's JSON reporter (Jest-compatible totals).
 * @example vitestTally({ numPassedTests: 3, numFailedTests: 1, numPendingTests: 2, numTodoTests: 0 })
 */
export function vitestTally(report: unknown): Tally {
  const r = record(report);
  return {
    passed: num(r.numPassedTests),
    failed: num(r.numFailedTests),
    skipped: num(r.numPendingTests) + num(r.numTodoTests),
  };
}

/**
 * Playwright's JSON reporter: `expected` passed, `unexpected` failed, `flaky` passed only on retry (counted as failed).
 * @example playwrightTally({ stats: { expected: 10, unexpected: 0, flaky: 0, skipped: 1 } })
 */
export function playwrightTally(report: unknown): Tally {
  const stats = record(record(report).stats);
  return {
    passed: num(stats.expected),
    failed: num(stats.unexpected) + num(stats.flaky),
    skipped: num(stats.skipped),
  };
}

/** The first line of an error message, short enough for a summary line. */
function firstLine(message: unknown): string {
  const line = (typeof message === 'string' ? message : '').split('\n').find((text) => text.trim() !== '') ?? '';
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/**
 * The failed tests of Vitest's JSON report, each `file › name: first line of its error`, so the
 * end of a long log still says which failed.
 * @example vitestFailures({ testResults: [{ name: 'a.test.ts', assertionResults: [{ status: 'failed', fullName: 'x', failureMessages: ['boom'] }] }] }) // ['a.test.ts › x: boom']
 */
export function vitestFailures(report: unknown): string[] {
  return list(record(report).testResults).flatMap((file) => {
    const { name, assertionResults, message } = record(file);
    const where = typeof name === 'string' ? name.replace(`${process.cwd()}/`, '') : '?';
    const failed = list(assertionResults)
      .map(record)
      .filter((test) => test.status === 'failed')
      .map((test) => `${where} › ${String(test.fullName)}: ${firstLine(list(test.failureMessages)[0])}`);
    // A file that failed to load has no failed test of its own.
    if (failed.length === 0 && record(file).status === 'failed') return [`${where}: ${firstLine(message)}`];
    return failed;
  });
}

/**
 * The failed tests of Playwright's JSON report (suites nest), each `[project] file › title: first line of its error`.
 * @example playwrightFailures({ suites: [{ file: 'a.spec.ts', specs: [{ title: 'x', tests: [{ projectName: 'desktop', status: 'unexpected', results: [{ error: { message: 'boom' } }] }] }] }] })
 */
export function playwrightFailures(report: unknown): string[] {
  const walk = (suite: Record<string, unknown>, file: string): string[] => {
    const here = typeof suite.file === 'string' ? suite.file : file;
    const own = list(suite.specs)
      .map(record)
      .flatMap((spec) =>
        list(spec.tests)
          .map(record)
          .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
          .map((test) => {
            const error = list(test.results)
              .map(record)
              .find((result) => result.error !== undefined)?.error;
            return `[${String(test.projectName)}] ${here} › ${String(spec.title)}: ${firstLine(record(error).message)}`;
          }),
      );
    return [...own, ...list(suite.suites).flatMap((inner) => walk(record(inner), here))];
  };
  return list(record(report).suites).flatMap((suite) => walk(record(suite), '?'));
}

export function addTally(a: Tally, b: Tally): Tally {
  return { passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped };
}

/** The closing line CI reads: `N passed, N failed`, then skipped when there are any. */
export function formatTally({ passed, failed, skipped }: Tally): string {
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}
