/** Heights of the sticky header(s) on this page: the site header and any `[data-sticky-header]`. */
export function stickyHeaderHeights(): number[] {
  return [...document.querySelectorAll<HTMLElement>('#site-header, [data-sticky-header]')].map(
    (el) => el.getBoundingClientRect().height,
  );
}
