/** Space left between the sticky header's bottom edge and a section scrolled to by a jump button. */
export const JUMP_GAP_PX = 30;

/**
 * The window scroll position that puts a target just below the sticky header(s): the target's
 * top in the document minus the taller header and the gap, never above the top of the page.
 * Hidden headers report height 0 and so never win.
 * @example jumpScrollTop(1200, [64, 0]) // 1106
 */
export function jumpScrollTop(targetDocumentTop: number, stickyHeights: readonly number[], gap = JUMP_GAP_PX): number {
  const header = Math.max(0, ...stickyHeights);
  return Math.max(0, Math.round(targetDocumentTop - header - gap));
}
