/**
 * Keeps dated content right in the browser: the build chose what to show for the moment it ran
 * (src/site/components/When.astro); a page built before an instant and read after it switches here,
 * at load and again when the instant arrives while the page is open. Elements marked
 * `[data-when][data-at]` are shown or hidden; `[data-timed-attr]` elements (the page's description)
 * take their `data-before` or `data-after` value.
 */
import { msToNextSwitch, shownAt } from '../ui/timed-content.ts';

function apply(root: ParentNode, now: number): number[] {
  const instants: number[] = [];
  for (const el of root.querySelectorAll<HTMLElement>('[data-at]')) {
    const at = Date.parse(el.dataset.at ?? '');
    if (Number.isNaN(at)) continue;
    instants.push(at);
    const attr = el.dataset.timedAttr;
    if (attr) {
      const value = now >= at ? el.dataset.after : el.dataset.before;
      if (value !== undefined && el.getAttribute(attr) !== value) el.setAttribute(attr, value);
    } else {
      const hidden = !shownAt(el.dataset.when, at, now);
      if (el.hidden !== hidden) el.hidden = hidden;
    }
  }
  return instants;
}

export function setUpTimedContent(root: ParentNode = document): void {
  const run = () => {
    const now = Date.now();
    const wait = msToNextSwitch(apply(root, now), now);
    if (wait !== undefined) setTimeout(run, wait);
  };
  run();
}
