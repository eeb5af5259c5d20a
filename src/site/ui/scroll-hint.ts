/** Pixels of hidden content below that still count as "scrolled to the end" (sub-pixel rounding, zoom). */
export const SCROLL_HINT_TOLERANCE_PX = 5;

/** The three numbers of a scrollable box, as the DOM reports them. */
interface ScrollBox {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

/**
 * Whether more content is hidden below the visible part of a scrollable box, so a "Scroll down"
 * hint should show. False when the box is scrolled to (within the tolerance of) its end, or when
 * everything fits.
 * @example hasHiddenBelow({ scrollTop: 0, clientHeight: 160, scrollHeight: 400 }) // true
 * @example hasHiddenBelow({ scrollTop: 238, clientHeight: 160, scrollHeight: 400 }) // false (2 px left)
 */
export function hasHiddenBelow(box: ScrollBox, tolerance = SCROLL_HINT_TOLERANCE_PX): boolean {
  return box.scrollTop + box.clientHeight < box.scrollHeight - tolerance;
}

/**
 * How far the "Scroll down" hint scrolls a box: most of what shows, so the last lines stay in view
 * as the next ones come up.
 * @example pageDownDistance(160) // 120
 */
export function pageDownDistance(clientHeight: number): number {
  return Math.max(24, Math.round(clientHeight * 0.75));
}
