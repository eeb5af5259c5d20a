/**
 * What timed content shows at a moment: an element marked `data-when="before"` shows until the
 * instant in its `data-at`, one marked `data-when="after"` from that instant on; a timed attribute
 * (`data-timed-attr="content"`) takes `data-before` or `data-after`.
 */

/** setTimeout holds at most a signed 32-bit delay (about 24.8 days); longer waits re-arm. */
export const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** Whether content marked `when` for instant `atMs` shows at `nowMs`. */
export function shownAt(when: string | undefined, atMs: number, nowMs: number): boolean {
  const after = nowMs >= atMs;
  return when === 'after' ? after : !after;
}

/**
 * Milliseconds until the next instant still ahead (capped for setTimeout), or undefined when all have passed.
 * @example msToNextSwitch([1000, 5000], 2000) // 3000
 */
export function msToNextSwitch(instants: number[], nowMs: number): number | undefined {
  const ahead = instants.filter((at) => at > nowMs);
  if (ahead.length === 0) return undefined;
  return Math.min(Math.min(...ahead) - nowMs, MAX_TIMEOUT_MS);
}
