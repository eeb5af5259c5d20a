import { describe, expect, it } from 'vitest';
import { BROWSER_KEY_BYTES, browserKeyFrom, isBrowserKey } from './browser-key.ts';

it.each([
  ['q3V9sK2mXp0LdRt7YwZb1A', true],
  ['a'.repeat(64), true],
  ['a'.repeat(65), false],
  ['a'.repeat(21), false],
  ['q3V9sK2mXp0LdRt7YwZb1=', false],
  ['../../etc/passwd/../../x', false],
  ['', false],
  [undefined, false],
])('isBrowserKey(%j) is %s', (value, expected) => {
  expect(isBrowserKey(value)).toBe(expected);
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
