/**
 * "Scroll down" hints for the candidates' scrollable bio boxes: each `[data-bio-scroll]` box names
 * its hint with `data-hint="<id>"`; the hint shows while text is hidden below the visible part
 * (5 px tolerance) and hides at the end or when the bio fits. Rechecked on scroll (mouse, touch or
 * keyboard) and whenever the box or its text changes size (resize, zoom, late font). Pressing the
 * hint scrolls the bio down by most of its height.
 */
import { hasHiddenBelow, pageDownDistance } from '../ui/scroll-hint.ts';

export function setUpBioHints(root: ParentNode = document): void {
  const boxes = [...root.querySelectorAll<HTMLElement>('[data-bio-scroll]')];
  const update = (box: HTMLElement) => {
    const hint = document.getElementById(box.dataset.hint ?? '');
    if (hint) hint.hidden = !hasHiddenBelow(box);
  };
  const observer = new ResizeObserver((entries) => {
    for (const entry of entries) {
      const box = entry.target.closest<HTMLElement>('[data-bio-scroll]');
      if (box) update(box);
    }
  });
  for (const box of boxes) {
    box.addEventListener(
      'scroll',
      () => {
        update(box);
      },
      { passive: true },
    );
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    document
      .getElementById(box.dataset.hint ?? '')
      ?.querySelector('[data-bio-more]')
      ?.addEventListener('click', () => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        box.scrollBy({ top: pageDownDistance(box.clientHeight), behavior: smooth ? 'smooth' : 'auto' });
      });
    update(box);
  }
}
