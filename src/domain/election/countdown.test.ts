import { describe, expect, it } from 'vitest';
import { countdownParts } from './countdown.ts';

const target = Date.parse('2025-11-05T01:00:00Z');
const s = 1000;

describe.each([
  ['a day and 30 s before', target - 86_430 * s, { days: 1, hours: 0, minutes: 0, seconds: 30, passed: false }],
  ['1 s before', target - s, { days: 0, hours: 0, minutes: 0, seconds: 1, passed: false }],
  ['half a second before', target - 500, { days: 0, hours: 0, minutes: 0, seconds: 0, passed: false }],
  [
    '3 d 4 h 5 min 6 s before',
    target - (3 * 86_400 + 4 * 3600 + 5 * 60 + 6) * s,
    { days: 3, hours: 4, minutes: 5, seconds: 6, passed: false },
  ],
  ['at the target', target, { days: 0, hours: 0, minutes: 0, seconds: 0, passed: true }],
  ['a year after', target + 365 * 86_400 * s, { days: 0, hours: 0, minutes: 0, seconds: 0, passed: true }],
  ['with no clock (NaN)', Number.NaN, { days: 0, hours: 0, minutes: 0, seconds: 0, passed: true }],
])('countdownParts, %s', (_, now, expected) => {
  it(`is ${JSON.stringify(expected)}`, () => {
    expect(countdownParts(target, now)).toEqual(expected);
  });
});
