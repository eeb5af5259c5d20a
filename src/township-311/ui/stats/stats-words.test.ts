import { expect, it } from 'vitest';
import { DAY_MS, durationText, HOUR_MS, monthName, shareText } from './stats-words.ts';

it.each([
  [null, 'No requests resolved yet'],
  [0, 'less than an hour'],
  [29 * 60_000, 'less than an hour'],
  [30 * 60_000, '1 hour'],
  [5 * HOUR_MS, '5 hours'],
  [DAY_MS - 1, '1 day'],
  [DAY_MS, '1 day'],
  [2 * DAY_MS + 5 * HOUR_MS, '2 days 5 hours'],
  [3 * DAY_MS + HOUR_MS, '3 days 1 hour'],
  [1200 * DAY_MS, '1,200 days'],
])('durationText(%j) is %s', (ms, words) => {
  expect(durationText(ms)).toBe(words);
});

it.each([
  ['2026-11', 'Nov 2026'],
  ['2027-01', 'Jan 2027'],
])('monthName(%s) is %s', (label, name) => {
  expect(monthName(label)).toBe(name);
});

it.each([
  [1, 3, '33%'],
  [2, 3, '67%'],
  [0, 0, '0%'],
  [5, 5, '100%'],
])('shareText(%i, %i) is %s', (part, whole, text) => {
  expect(shareText(part, whole)).toBe(text);
});
