import { expect, it } from 'vitest';
import { formatRequestDate } from './format-date.ts';

it.each([
  ['2025-01-05T20:04:00Z', 'Jan 5, 2025, 3:04 PM'],
  ['2025-07-04T16:00:00.000Z', 'Jul 4, 2025, 12:00 PM'],
  ['2025-03-09T06:59:00Z', 'Mar 9, 2025, 1:59 AM'],
  ['2025-03-09T07:00:00Z', 'Mar 9, 2025, 3:00 AM'],
  ['2025-01-01T04:59:00Z', 'Dec 31, 2024, 11:59 PM'],
  [Date.UTC(2025, 10, 2, 5, 30), 'Nov 2, 2025, 1:30 AM'],
  [new Date('2025-12-25T15:00:00Z'), 'Dec 25, 2025, 10:00 AM'],
  [null, 'N/A'],
  [undefined, 'N/A'],
  ['', 'N/A'],
  ['not a date', 'N/A'],
  [Number.NaN, 'N/A'],
])('formatRequestDate(%j) is %s', (value, expected) => {
  expect(formatRequestDate(value)).toBe(expected);
});

it.each([
  ['es', /^5 ene 2025, 15:04$/],
  ['ko', /^2025년 1월 5일 오후 3:04$/],
  ['zh-Hans', /^2025年1月5日 15:04$/],
  ['hi', /^5 जन॰ 2025, 3:04 pm$/i],
])('formatRequestDate in %s writes the same instant the language’s way', (lang, expected) => {
  expect(formatRequestDate('2025-01-05T20:04:00Z', lang)).toMatch(expected);
  expect(formatRequestDate(null, lang, '—')).toBe('—');
});
