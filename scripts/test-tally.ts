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

export function addTally(a: Tally, b: Tally): Tally {
  return { passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped };
}

/** The closing line CI reads: `N passed, N failed`, then skipped when there are any. */
export function formatTally({ passed, failed, skipped }: Tally): string {
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}
