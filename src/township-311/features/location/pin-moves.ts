/** Moving the pin by keyboard: a fixed number of screen pixels, so a step is small at any zoom. */

export type PinDirection = 'north' | 'south' | 'west' | 'east';

/** Pixels per step: about 5 m at the zoom a chosen place is shown at (17). */
export const PIN_STEP_PIXELS = 6;

const OFFSETS: Record<PinDirection, readonly [number, number]> = {
  north: [0, -1],
  south: [0, 1],
  west: [-1, 0],
  east: [1, 0],
};

/** The arrow keys that move a focused pin, and where. */
export const ARROW_DIRECTIONS: Readonly<Record<string, PinDirection>> = {
  ArrowUp: 'north',
  ArrowDown: 'south',
  ArrowLeft: 'west',
  ArrowRight: 'east',
};

/**
 * The screen offset of one step (`steps` of them with Shift held, as a bigger move).
 * @example pinOffset('north', 1) // [0, -6]
 */
export function pinOffset(direction: PinDirection, steps: number): [number, number] {
  const [x, y] = OFFSETS[direction];
  return [x * PIN_STEP_PIXELS * steps, y * PIN_STEP_PIXELS * steps];
}
