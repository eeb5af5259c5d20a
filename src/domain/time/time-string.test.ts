import { afterEach, beforeEach, expect, it, vi, type MockInstance } from 'vitest';
import { formatTimeString, parseTimeString } from './time-string.ts';

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
});

it.each([
  ['0:00', 0],
  ['1:35', 95],
  ['12:05', 725],
  ['59:59', 3599],
  ['75:00', 4500],
  ['1:02:05', 3725],
  ['0:00:07', 7],
  ['10:00:00', 36000],
  ['01:05', 65],
])('parseTimeString(%j), valid is %s s with no warning', (value, seconds) => {
  expect(parseTimeString(value)).toBe(seconds);
  expect(warn).not.toHaveBeenCalled();
});

it.each([
  ['', 'empty'],
  ['1:3a', 'a letter'],
  [' 1:30', 'a space'],
  ['1.30', 'a dot'],
  ['-1:30', 'a sign'],
  ['90', 'one part'],
  ['1:02:03:04', 'four parts'],
  ['1::30', 'an empty part'],
  [':30', 'an empty first part'],
  ['1:75', 'seconds over 59'],
  ['1:60:00', 'minutes over 59'],
])('parseTimeString(%j), invalid (%s) is 0 with a warning naming the value', (value) => {
  expect(parseTimeString(value)).toBe(0);
  expect(warn).toHaveBeenCalledOnce();
  expect(warn.mock.calls[0]?.[0]).toContain(`"${value}"`);
});

it.each([
  [0, '0:00'],
  [95, '1:35'],
  [3599, '59:59'],
  [3600, '1:00:00'],
  [3725, '1:02:05'],
  [-5, '0:00'],
  [61.9, '1:01'],
])('formatTimeString(%j) is %s and parses back', (seconds, expected) => {
  expect(formatTimeString(seconds)).toBe(expected);
  expect(parseTimeString(expected)).toBe(Math.max(0, Math.floor(seconds)));
});
