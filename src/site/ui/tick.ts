/**
 * Milliseconds until the next whole second of the time left before a target, so a countdown
 * ticks when its seconds digit actually changes rather than up to a second late. Always 1..1000.
 * @example msToNextTick(10_400, 0) // 400
 */
export function msToNextTick(targetMs: number, nowMs: number): number {
  const rest = (((targetMs - nowMs) % 1000) + 1000) % 1000;
  return rest === 0 ? 1000 : rest;
}
