import { describe, expect, it } from 'vitest';
import { addTally, formatTally, playwrightTally, vitestTally } from './test-tally.ts';

describe.each([
  [
    { numPassedTests: 3, numFailedTests: 1, numPendingTests: 2, numTodoTests: 1 },
    { passed: 3, failed: 1, skipped: 3 },
  ],
  [{}, { passed: 0, failed: 0, skipped: 0 }],
  [undefined, { passed: 0, failed: 0, skipped: 0 }],
  [{ numPassedTests: 'x' }, { passed: 0, failed: 0, skipped: 0 }],
])('vitestTally(%j)', (report, expected) => {
  it('counts', () => {
    expect(vitestTally(report)).toEqual(expected);
  });
});

describe.each([
  [{ stats: { expected: 10, unexpected: 2, flaky: 1, skipped: 4 } }, { passed: 10, failed: 3, skipped: 4 }],
  [{ stats: {} }, { passed: 0, failed: 0, skipped: 0 }],
  [null, { passed: 0, failed: 0, skipped: 0 }],
])('playwrightTally(%j)', (report, expected) => {
  it('counts', () => {
    expect(playwrightTally(report)).toEqual(expected);
  });
});

describe.each([
  [{ passed: 5, failed: 0, skipped: 0 }, '5 passed, 0 failed'],
  [{ passed: 5, failed: 2, skipped: 3 }, '5 passed, 2 failed, 3 skipped'],
])('formatTally(%j)', (tally, line) => {
  it(`is "${line}"`, () => {
    expect(formatTally(tally)).toBe(line);
    expect(line).toMatch(/^\d+ passed, \d+ failed(, \d+ skipped)?$/);
  });
});

it('adds tallies field by field', () => {
  expect(addTally({ passed: 1, failed: 2, skipped: 3 }, { passed: 10, failed: 20, skipped: 30 })).toEqual({
    passed: 11,
    failed: 22,
    skipped: 33,
  });
});
