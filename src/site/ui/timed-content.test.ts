import { describe, expect, it } from 'vitest';
import { MAX_TIMEOUT_MS, msToNextSwitch, shownAt } from './timed-content.ts';

const at = Date.parse('2025-11-05T01:00:00Z');

describe('shownAt', () => {
  it.each([
    ['before', at - 1, true],
    ['before', at, false],
    ['after', at - 1, false],
    ['after', at, true],
    ['after', at + 86_400_000 * 400, true],
  ] as const)('%s the instant, at %i', (when, now, shown) => {
    expect(shownAt(when, at, now)).toBe(shown);
  });
});

describe('msToNextSwitch', () => {
  it('waits for the nearest instant ahead', () => {
    expect(msToNextSwitch([at, at - 5000, at + 5000], at - 1000)).toBe(1000);
  });
  it('stops once every instant has passed', () => {
    expect(msToNextSwitch([at, at - 5000], at)).toBeUndefined();
  });
  it('re-arms a wait longer than setTimeout can hold', () => {
    expect(msToNextSwitch([at], at - 40 * 86_400_000)).toBe(MAX_TIMEOUT_MS);
  });
});
