import { describe, expect, it } from 'vitest';
import { ARROW_DIRECTIONS, PIN_STEP_PIXELS, pinOffset } from './pin-moves.ts';

describe('pinOffset', () => {
  it.each([
    ['north', 1, [0, -PIN_STEP_PIXELS]],
    ['south', 1, [0, PIN_STEP_PIXELS]],
    ['west', 1, [-PIN_STEP_PIXELS, 0]],
    ['east', 5, [5 * PIN_STEP_PIXELS, 0]],
  ] as const)('%s × %i is %j', (direction, steps, offset) => {
    expect(pinOffset(direction, steps)).toEqual(offset);
  });

  it('is moved by the four arrow keys and no other key', () => {
    expect(ARROW_DIRECTIONS).toEqual({ ArrowUp: 'north', ArrowDown: 'south', ArrowLeft: 'west', ArrowRight: 'east' });
  });
});
