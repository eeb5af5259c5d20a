import { describe, expect, it } from 'vitest';
import { hasHiddenBelow, pageDownDistance, SCROLL_HINT_TOLERANCE_PX } from './scroll-hint.ts';

describe.each([
  // scrollTop, clientHeight, scrollHeight, hidden below?
  [0, 160, 400, true],
  [100, 160, 400, true],
  [234, 160, 400, true], // 6 px left: more than the tolerance
  [235, 160, 400, false], // exactly 5 px left: within the tolerance
  [238, 160, 400, false],
  [240, 160, 400, false], // at the end
  [0, 160, 160, false], // fits exactly
  [0, 160, 120, false], // shorter than the box
  [0, 160, 165, false], // overflows by the tolerance only
  [0, 160, 166, true],
  [239.5, 160, 400, false], // fractional scroll positions at high zoom
])(
  'hasHiddenBelow({ scrollTop: %d, clientHeight: %d, scrollHeight: %d })',
  (scrollTop, clientHeight, scrollHeight, hidden) => {
    it(`is ${hidden}`, () => {
      expect(hasHiddenBelow({ scrollTop, clientHeight, scrollHeight })).toBe(hidden);
    });
  },
);

describe('the tolerance', () => {
  it('is 5 px by default and can be changed', () => {
    expect(SCROLL_HINT_TOLERANCE_PX).toBe(5);
    expect(hasHiddenBelow({ scrollTop: 0, clientHeight: 100, scrollHeight: 110 }, 0)).toBe(true);
    expect(hasHiddenBelow({ scrollTop: 0, clientHeight: 100, scrollHeight: 110 }, 10)).toBe(false);
  });
});

it.each([
  [160, 120],
  [161, 121],
  [20, 24], // a tiny box still moves a line
])('pageDownDistance(%d) is %s', (clientHeight, distance) => {
  expect(pageDownDistance(clientHeight)).toBe(distance);
});
