import { describe, expect, it } from 'vitest';
import type { Status } from './constants.ts';
import { finishedAt, lastMonths, percentileIndex } from './request-stats.ts';

it.each([
  [1, 0.5, 0],
  [2, 0.5, 0],
  [3, 0.5, 1],
  [4, 0.5, 1],
  [5, 0.5, 2],
  [10, 0.9, 8],
  [11, 0.9, 9],
  [1, 0.9, 0],
  [0, 0.5, 0],
  [100, 1, 99],
])(
  'percentileIndex(%i, %d) is %s (nearest rank: the smallest value with at least that share at or below it)',
  (count, fraction, index) => {
    expect(percentileIndex(count, fraction)).toBe(index);
  },
);

const entry = (action: string, timestamp: string) => ({ action, timestamp });
const UPDATED = '2026-03-09T00:00:00.000Z';
it.each<[string, Status, { action: string; timestamp: string }[], string | null]>([
  ['an open request', 'In Progress', [entry('Status changed to In Progress', '2026-03-01T00:00:00.000Z')], null],
  [
    'resolved',
    'Resolved',
    [entry('Status changed to Resolved', '2026-03-02T00:00:00.000Z')],
    '2026-03-02T00:00:00.000Z',
  ],
  [
    'the last finishing entry wins',
    'Closed',
    [
      entry('Status changed to Resolved', '2026-03-02T00:00:00.000Z'),
      entry('Status changed to Closed', '2026-03-05T00:00:00.000Z'),
      entry('Public comment added', '2026-03-06T00:00:00.000Z'),
    ],
    '2026-03-05T00:00:00.000Z',
  ],
  [
    'reopened and finished again',
    'Resolved',
    [
      entry('Status changed to Resolved', '2026-03-02T00:00:00.000Z'),
      entry('Status changed to New', '2026-03-03T00:00:00.000Z'),
      entry('Status changed to Resolved', '2026-03-04T00:00:00.000Z'),
    ],
    '2026-03-04T00:00:00.000Z',
  ],
  ['reopened: open again', 'New', [entry('Status changed to Resolved', '2026-03-02T00:00:00.000Z')], null],
  [
    'imported without a finishing entry: its last update',
    'Closed',
    [entry('Request Submitted', '2026-03-01T00:00:00.000Z')],
    UPDATED,
  ],
  ['no history at all', 'Resolved', [], UPDATED],
  [
    'a look-alike action is not finishing',
    'Closed',
    [entry('Status changed to Resolved?', '2026-03-02T00:00:00.000Z')],
    UPDATED,
  ],
])('finishedAt: %s is $3', (_label, status, history, expected) => {
  expect(finishedAt({ status, lastUpdatedAt: UPDATED, history })).toBe(expected);
});

const months = (now: string, count: number) =>
  lastMonths(new Date(now), count).map((month) => [month.label, month.start.toISOString(), month.end.toISOString()]);

describe('lastMonths', () => {
  it.each([
    // New Year in New York is 05:00 UTC: the last instant of 2025 there, then the first of 2026.
    ['2026-01-01T04:59:59.999Z', ['2025-11', '2025-12']],
    ['2026-01-01T05:00:00.000Z', ['2025-12', '2026-01']],
    ['2026-11-27T12:00:00.000Z', ['2026-10', '2026-11']],
  ])('ends with the township month of %s', (now, labels) => {
    expect(lastMonths(new Date(now), 2).map((month) => month.label)).toEqual(labels);
  });

  it('gives each month its township bounds, across the spring and autumn clock changes', () => {
    expect(months('2026-04-15T12:00:00.000Z', 2)).toEqual([
      // Summer time starts on 8 March: March begins in EST and ends in EDT.
      ['2026-03', '2026-03-01T05:00:00.000Z', '2026-04-01T04:00:00.000Z'],
      ['2026-04', '2026-04-01T04:00:00.000Z', '2026-05-01T04:00:00.000Z'],
    ]);
    expect(months('2026-11-15T12:00:00.000Z', 1)).toEqual([
      // Summer time ends at 02:00 on 1 November, after November began at midnight EDT.
      ['2026-11', '2026-11-01T04:00:00.000Z', '2026-12-01T05:00:00.000Z'],
    ]);
  });

  it('runs back over year ends, oldest first, each month ending where the next begins', () => {
    const list = lastMonths(new Date('2026-02-10T12:00:00.000Z'), 15);
    expect(list.map((month) => month.label)).toEqual([
      '2024-12',
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    for (let i = 1; i < list.length; i += 1) expect(list[i]!.start).toEqual(list[i - 1]!.end);
    expect(list[0]!.start.toISOString()).toBe('2024-12-01T05:00:00.000Z');
    expect(lastMonths(new Date('2026-02-10T12:00:00.000Z'), 0)).toEqual([]);
  });
});
