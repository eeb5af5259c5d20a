import { describe, expect, it } from 'vitest';
import { REQUEST_ID_LENGTH, isRequestId, newRequestId, shortRequestId } from './request-id.ts';

describe('newRequestId', () => {
  it('is 20 URL-safe base62 characters and valid', () => {
    const id = newRequestId();
    expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(REQUEST_ID_LENGTH).toBeGreaterThanOrEqual(16);
    expect(isRequestId(id)).toBe(true);
  });

  it('does not repeat over many draws', () => {
    const ids = new Set(Array.from({ length: 5000 }, () => newRequestId()));
    expect(ids.size).toBe(5000);
  });

  it('skips biased bytes instead of folding them', () => {
    // 248..255 would map onto the first characters twice as often; they must be dropped.
    let call = 0;
    const random = (bytes: Uint8Array) => bytes.fill(call++ === 0 ? 255 : 0);
    expect(newRequestId(random)).toBe('A'.repeat(20));
    expect(call).toBe(2);
  });
});

it.each([
  ['q3ZrT0bW8sLkP1mXa9Yc', true],
  ['abcdefghijklmnop', true],
  ['A'.repeat(32), true],
  ['abcdefghijklmno', false],
  ['A'.repeat(33), false],
  ['q3ZrT0bW8sLkP1mXa9Y-', false],
  ['../../etc/passwd....', false],
  ['q3ZrT0bW8sLkP1mXa9Yc\n', false],
  ['q3ZrT0bW 8sLkP1mXa9Yc', false],
  ['', false],
  [42, false],
  [null, false],
])('isRequestId(%j) is %s', (value, expected) => {
  expect(isRequestId(value)).toBe(expected);
});

it.each([
  ['q3ZrT0bW8sLkP1mXa9Yc', 'q3ZrT0bW…'],
  ['12345678', '12345678'],
  ['123', '123'],
])('shortRequestId(%j) is %s', (id, expected) => {
  expect(shortRequestId(id)).toBe(expected);
});
