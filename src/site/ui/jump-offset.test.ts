import { describe, expect, it } from 'vitest';
import { JUMP_GAP_PX, jumpScrollTop } from './jump-offset.ts';

it.each([
  // target top, sticky header heights, scroll position
  [1200, [64], 1106],
  [1200, [64, 112], 1058], // the taller header wins
  [1200, [112, 64], 1058],
  [1200, [0, 64], 1106], // a hidden header measures 0
  [1200, [], 1170], // no sticky header: the gap only
  [50, [64], 0], // near the top: never negative
  [1200.6, [64.4], 1106], // rounded to whole pixels
])('jumpScrollTop(%d, %j) is %s', (top, heights, expected) => {
  expect(jumpScrollTop(top, heights)).toBe(expected);
});

describe('the gap', () => {
  it('is 30 px by default and can be changed', () => {
    expect(JUMP_GAP_PX).toBe(30);
    expect(jumpScrollTop(1000, [100], 0)).toBe(900);
  });
});
