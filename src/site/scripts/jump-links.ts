/**
 * Jump buttons (`a[data-jump][href="#section"]`). Without JavaScript they are plain in-page links
 * (the sections carry a scroll margin). This scrolls the target just below the taller sticky
 * header (the site header, or any `[data-sticky-header]`) plus 30 px, smoothly unless the visitor
 * prefers reduced motion, moves focus to the section so keyboard and screen-reader users continue
 * from there, and keeps the hash in the address. A link whose target is missing logs a warning.
 */
import { jumpScrollTop } from '../ui/jump-offset.ts';
import { stickyHeaderHeights } from './sticky-header.ts';

/** Scrolls a section into place below the sticky header(s) and focuses it. */
function jumpTo(target: HTMLElement): void {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const top = jumpScrollTop(target.getBoundingClientRect().top + window.scrollY, stickyHeaderHeights());
  window.scrollTo({ top, behavior: reduce ? 'instant' : 'smooth' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

export function setUpJumpLinks(root: ParentNode = document): void {
  root.querySelectorAll<HTMLAnchorElement>('a[data-jump]').forEach((link) => {
    link.addEventListener('click', (event) => {
      const id = decodeURIComponent(new URL(link.href).hash.slice(1));
      const target = document.getElementById(id);
      event.preventDefault();
      if (!target) {
        console.warn(`Jump target #${id} was not found on this page.`);
        return;
      }
      history.replaceState(history.state, '', `#${encodeURIComponent(id)}`);
      jumpTo(target);
    });
  });
}
