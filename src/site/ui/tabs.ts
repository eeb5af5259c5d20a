/**
 * Which tab a key press in a WAI-ARIA tablist moves to: Left/Right wrap around, Home and End go
 * to the first and last. Null for any other key, so the caller leaves the event alone.
 * @example tabIndexForKey('ArrowRight', 2, 3) // 0
 */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The tab a URL hash names, matched against each tab's panel id ("#vote-early" -> "vote-early"),
 * or null when the hash names none of them (another section, a question, nothing).
 * @example tabIdFromHash('#vote-early', ['vote-mail', 'vote-early']) // 'vote-early'
 */
export function tabIdFromHash(hash: string, panelIds: readonly string[]): string | null {
  let id = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    id = decodeURIComponent(id);
  } catch {
    return null;
  }
  return panelIds.includes(id) ? id : null;
}
