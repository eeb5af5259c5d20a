/**
 * The staff API keeps history, comments and notes in the order they were added (oldest first);
 * the detail screen shows them newest first. A copy, so the cached request is never mutated.
 * @example newestFirst([{ n: 1 }, { n: 2 }]) // [{ n: 2 }, { n: 1 }]
 */
export function newestFirst<T>(entries: readonly T[]): T[] {
  return [...entries].reverse();
}
