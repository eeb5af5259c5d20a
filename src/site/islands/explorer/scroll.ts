import { jumpScrollTop } from '../../ui/jump-offset.ts';

/** The site header and any other sticky bar (such as a section nav) that covers the top of the page. */
const STICKY_HEADERS = '#site-header, [data-sticky-header]';

function stickyHeights(): number[] {
  return [...document.querySelectorAll<HTMLElement>(STICKY_HEADERS)].map((el) => el.getBoundingClientRect().height);
}

function behavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth';
}

/** Scrolls so the element sits just below the taller sticky header plus 30 px. */
export function scrollBelowHeader(element: HTMLElement): void {
  const top = jumpScrollTop(element.getBoundingClientRect().top + window.scrollY, stickyHeights());
  window.scrollTo({ top, behavior: behavior() });
}

/** Scrolls the element below the sticky header only if part of it is hidden (under the header or off screen). */
export function revealBelowHeader(element: HTMLElement): void {
  const rect = element.getBoundingClientRect();
  const covered = Math.max(0, ...stickyHeights());
  if (rect.top < covered || rect.bottom > window.innerHeight) scrollBelowHeader(element);
}

/** Removes the #fragment from the address without a new history entry or a jump. */
export function clearHash(): void {
  if (window.location.hash) {
    history.replaceState(history.state, '', window.location.pathname + window.location.search);
  }
}

/** The current #fragment, decoded, without the '#'. */
export function currentHash(): string {
  try {
    return decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return window.location.hash.slice(1);
  }
}
