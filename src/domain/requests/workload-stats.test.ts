import { describe, expect, it } from 'vitest';
import { DEPARTMENTS } from '../testing/sample-township.ts';
import { lastMonths } from './request-stats.ts';
import {
  addTimes,
  resolveSummary,
  statsPeriod,
  storeWorkload,
  withResolveTimes,
  workloadRows,
} from './workload-stats.ts';

const NONE = { open: 0, overdue: 0, opened: 0, resolved: 0, medianMs: null, p90Ms: null };

describe('resolveSummary', () => {
  it.each([
    ['none resolved', [], { resolved: 0, medianMs: null, p90Ms: null }],
    ['one', [7], { resolved: 1, medianMs: 7, p90Ms: 7 }],
    ['two (even: the lower middle)', [9, 4], { resolved: 2, medianMs: 4, p90Ms: 9 }],
    ['four, unsorted', [40, 10, 30, 20], { resolved: 4, medianMs: 20, p90Ms: 40 }],
    ['ten: the 9th for the 90th percentile', [10, 9, 8, 7, 6, 5, 4, 3, 2, 1], { resolved: 10, medianMs: 5, p90Ms: 9 }],
    ['eleven: the 10th', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], { resolved: 11, medianMs: 6, p90Ms: 10 }],
    ['ties', [3, 3, 3], { resolved: 3, medianMs: 3, p90Ms: 3 }],
    ['numbers, not text order', [100, 20, 3], { resolved: 3, medianMs: 20, p90Ms: 100 }],
  ])('%s', (_name, durations, expected) => {
    expect(resolveSummary(durations)).toEqual(expected);
  });
});

describe('statsPeriod', () => {
  it('spans the first month to the end of the last', () => {
    const months = lastMonths(new Date('2026-11-15T12:00:00Z'), 12);
    expect(statsPeriod(months)).toEqual({ start: months[0]!.start, end: months[11]!.end });
  });

  it('is null without months', () => {
    expect(statsPeriod([])).toBeNull();
  });
});

describe('workloadRows', () => {
  const found = new Map<string | null, object>([
    ['a', { open: 2, overdue: 1 }],
    ['c', { resolved: 1, medianMs: 5, p90Ms: 5 }],
    ['z', { open: 9 }],
  ]);

  it.each([
    ['keeps every key when asked', true, ['a', 'b', 'c', null]],
    ['leaves out empty rows but the unassigned one', false, ['a', 'c', null]],
  ])('%s', (_name, keepEmpty, keys) => {
    expect(workloadRows(['a', 'b', 'c', null], found, keepEmpty).map((row) => row.key)).toEqual(keys);
  });

  it('fills missing figures with 0 and missing times with null, and ignores keys not asked for', () => {
    expect(workloadRows(['a', null], found, true)).toEqual([
      { ...NONE, key: 'a', open: 2, overdue: 1 },
      { ...NONE, key: null },
    ]);
  });
});

describe('storeWorkload', () => {
  it("has every profile department then unassigned, and the asked assignees' rows in order", () => {
    const departments = new Map([[DEPARTMENTS[1]!, { open: 1 }]]);
    const assignees = new Map([
      ['u2', { opened: 1 }],
      ['u1', { open: 1 }],
    ]);
    const workload = storeWorkload(departments, assignees, ['u1', 'u2', 'u3']);
    expect(workload.byDepartment.map((row) => row.key)).toEqual([...DEPARTMENTS, null]);
    expect(workload.byDepartment[1]).toEqual({ ...NONE, key: DEPARTMENTS[1], open: 1 });
    expect(workload.byAssignee.map((row) => row.key)).toEqual(['u1', 'u2', null]);
  });
});

describe('addTimes and withResolveTimes', () => {
  it('gathers times per group and adds each group its resolved count and times', () => {
    const times = new Map<string | null, number[]>();
    addTimes(times, 'a', [30, 10]);
    addTimes(times, null, []);
    addTimes(times, 'a', [20]);
    expect(times).toEqual(
      new Map([
        ['a', [30, 10, 20]],
        [null, []],
      ]),
    );
    const found = withResolveTimes(
      new Map([
        ['a', { open: 1 }],
        ['b', { open: 2 }],
      ]),
      times,
    );
    expect(found).toEqual(
      new Map<string | null, object>([
        ['a', { open: 1, resolved: 3, medianMs: 20, p90Ms: 30 }],
        ['b', { open: 2 }],
        [null, { resolved: 0, medianMs: null, p90Ms: null }],
      ]),
    );
  });

  it('takes a long list (no argument spread)', () => {
    const times = new Map<string | null, number[]>();
    addTimes(times, 'a', new Float64Array(300_000));
    expect(times.get('a')).toHaveLength(300_000);
  });
});
