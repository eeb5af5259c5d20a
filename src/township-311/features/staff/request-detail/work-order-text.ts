/** The work order's text that must fit one printed page (docs/product.md#311-work-order). */

/** The longest description printed whole; a longer one is cut, and says where the rest is. */
export const PRINTED_DESCRIPTION_LENGTH = 900;
/** The photos printed at most (the first, then those the resident added, in order). */
export const PRINTED_PHOTOS = 4;
export const DESCRIPTION_CONTINUES = '… (continued in the portal)';

/**
 * The description as printed: whole up to the limit, else cut at the last space before it.
 * @example printedDescription('Light out', 900) // 'Light out'
 */
export function printedDescription(text: string, limit = PRINTED_DESCRIPTION_LENGTH): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).trimEnd()}${DESCRIPTION_CONTINUES}`;
}
