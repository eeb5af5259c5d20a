import { describe, expect, it } from 'vitest';
import { countdownDigits } from './countdown-digits.ts';

it.each([
  [{ days: 3, hours: 9, minutes: 0, seconds: 5, passed: false }, ['3', '09', '00', '05']],
  [{ days: 0, hours: 0, minutes: 0, seconds: 0, passed: true }, ['0', '00', '00', '00']],
  [{ days: 120, hours: 23, minutes: 59, seconds: 59, passed: false }, ['120', '23', '59', '59']],
  [{ days: 0, hours: 10, minutes: 7, seconds: 30, passed: false }, ['0', '10', '07', '30']],
])('countdownDigits(%j) shows %j', (parts, expected) => {
  expect(countdownDigits(parts).map((d) => d.value)).toEqual(expected);
});

describe('the units', () => {
  it('are days, hours, minutes and seconds, in that order', () => {
    const digits = countdownDigits({ days: 1, hours: 2, minutes: 3, seconds: 4, passed: false });
    expect(digits.map((d) => [d.key, d.label])).toEqual([
      ['days', 'Days'],
      ['hours', 'Hours'],
      ['minutes', 'Minutes'],
      ['seconds', 'Seconds'],
    ]);
  });
});
