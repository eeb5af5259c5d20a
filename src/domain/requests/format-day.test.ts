import { expect, it } from 'vitest';
import { formatRequestDay } from './format-day.ts';

it.each([
  // 23:59:59 in New York is 04:59:59 the next day in UTC (winter) or 03:59:59 (summer).
  ['2025-01-20T04:59:59.000Z', 'Jan 19, 2025'],
  ['2025-01-20T05:00:00.000Z', 'Jan 20, 2025'],
  ['2025-07-01T03:59:59.000Z', 'Jun 30, 2025'],
  ['', 'N/A'],
  [null, 'N/A'],
  ['not a date', 'N/A'],
])('formatRequestDay(%j) is %s', (value, expected) => {
  expect(formatRequestDay(value)).toBe(expected);
});
