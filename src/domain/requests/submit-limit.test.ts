import { describe, expect, it } from 'vitest';
import { BROWSER_KEY_BYTES, browserKeyFrom, isBrowserKey, tryAgainInMessage, tryAgainMessage } from './submit-limit.ts';

// docs/product.md#submission-limits
describe.each([
  // winter (EST, UTC-5) and summer (EDT, UTC-4); the next whole minute, so "after" holds
  ['connection', '2025-01-05T20:39:20Z', 'Too many requests from this connection. Please try again after 3:40 PM.'],
  ['connection', '2025-01-05T20:40:00Z', 'Too many requests from this connection. Please try again after 3:40 PM.'],
  ['browser', '2025-07-04T13:00:01Z', 'Too many requests from this browser. Please try again after 9:01 AM.'],
  ['browser', '2025-07-04T04:05:00Z', 'Too many requests from this browser. Please try again after 12:05 AM.'],
] as const)('tryAgainMessage(%s, %s)', (by, at, expected) => {
  it(`is ${expected}`, () => {
    expect(tryAgainMessage(by, new Date(at))).toBe(expected);
  });
});

describe.each([
  [1, 'Too many requests from this connection. Please try again in a minute.'],
  [60, 'Too many requests from this connection. Please try again in a minute.'],
  [61, 'Too many requests from this connection. Please try again in 2 minutes.'],
  [3600, 'Too many requests from this connection. Please try again in 60 minutes.'],
  [0, 'Too many requests from this connection. Please try again in a minute.'],
])('tryAgainInMessage(%d)', (seconds, expected) => {
  it(`is ${expected}`, () => {
    expect(tryAgainInMessage(seconds)).toBe(expected);
  });
});

describe.each([
  ['q3V9sK2mXp0LdRt7YwZb1A', true],
  ['a'.repeat(64), true],
  ['a'.repeat(65), false],
  ['a'.repeat(21), false],
  ['q3V9sK2mXp0LdRt7YwZb1=', false],
  ['../../etc/passwd/../../x', false],
  ['', false],
  [undefined, false],
])('isBrowserKey(%j)', (value, expected) => {
  it(`is ${String(expected)}`, () => {
    expect(isBrowserKey(value)).toBe(expected);
  });
});

describe('browserKeyFrom', () => {
  it('makes a browser key of one character per byte', () => {
    const random = Uint8Array.from({ length: BROWSER_KEY_BYTES }, (_, i) => i * 11);
    const key = browserKeyFrom(random);
    expect(key).toHaveLength(BROWSER_KEY_BYTES);
    expect(isBrowserKey(key)).toBe(true);
    expect(browserKeyFrom(new Uint8Array(BROWSER_KEY_BYTES))).toBe('A'.repeat(BROWSER_KEY_BYTES));
    expect(browserKeyFrom(new Uint8Array(BROWSER_KEY_BYTES).fill(255))).toBe('_'.repeat(BROWSER_KEY_BYTES));
  });
});
