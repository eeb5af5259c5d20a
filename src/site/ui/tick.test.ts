import { expect, it } from 'vitest';
import { msToNextTick } from './tick.ts';

it.each([
  // target, now, delay
  [10_400, 0, 400],
  [10_000, 0, 1000], // on a whole second: the next one is a full second away
  [10_000, 1, 999],
  [10_000, 9_999, 1],
  [0, 250, 750], // after the target: still whole seconds of the clock
  [0, 1000, 1000],
])('msToNextTick(%d, %d) is %s', (target, now, expected) => {
  expect(msToNextTick(target, now)).toBe(expected);
});
