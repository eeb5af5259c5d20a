import { describe, expect, it } from 'vitest';
import {
  addTally,
  formatTally,
  playwrightFailures,
  playwrightTally,
  vitestFailures,
  vitestTally,
} from './test-tally.ts';

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

describe('failed tests by name', () => {
  it('lists Vitest failures with their file and the first line of their error, and a file that failed to load', () => {
    const report = {
      testResults: [
        {
          name: `${process.cwd()}/a.test.ts`,
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'fine' },
            {
              status: 'failed',
              fullName: 'group works',
              failureMessages: ['\nAssertionError: expected 1 to be 2\n  at x'],
            },
          ],
        },
        { name: 'b.test.ts', status: 'failed', message: 'Cannot find module', assertionResults: [] },
        { name: 'c.test.ts', status: 'passed', assertionResults: [{ status: 'skipped', fullName: 'later' }] },
      ],
    };
    expect(vitestFailures(report)).toEqual([
      'a.test.ts › group works: AssertionError: expected 1 to be 2',
      'b.test.ts: Cannot find module',
    ]);
    expect(vitestFailures(undefined)).toEqual([]);
  });

  it('lists Playwright failures from nested suites, flaky ones too, with their project', () => {
    const report = {
      suites: [
        {
          file: 'tests/a.spec.ts',
          specs: [{ title: 'passes', tests: [{ projectName: 'desktop', status: 'expected', results: [{}] }] }],
          suites: [
            {
              title: 'inner',
              specs: [
                {
                  title: 'live list',
                  tests: [
                    {
                      projectName: 'mobile',
                      status: 'unexpected',
                      results: [{ error: { message: 'Error: 0 rows\nmore' } }],
                    },
                    { projectName: 'desktop', status: 'flaky', results: [{ error: { message: 'x'.repeat(200) } }, {}] },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    const lines = playwrightFailures(report);
    expect(lines[0]).toBe('[mobile] tests/a.spec.ts › live list: Error: 0 rows');
    expect(lines[1]).toMatch(/^\[desktop\] tests\/a\.spec\.ts › live list: x{159}…$/);
    expect(lines).toHaveLength(2);
    expect(playwrightFailures({})).toEqual([]);
  });
});
