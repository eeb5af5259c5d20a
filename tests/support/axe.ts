import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page as it is now and fails with a readable list of any WCAG 2.2 AA violations;
 * `state` names what was scanned in the failure message.
 *
 * A page without frames is scanned in the page alone (axe's legacy mode). Only a page with frames
 * (a video player) needs axe's frame-by-frame run, which finishes in a blank page of its own: one
 * more page per scan, a second or more on a busy machine, over hundreds of scans. `pausedClock`:
 * the context's clock is paused, so that blank page's timers would never fire; the page must be
 * scanned alone.
 *
 * `within`: CSS selectors of the parts that changed since a scan of the whole page (an opened
 * section, a dialog); only they are scanned, since a scan of a large page takes seconds.
 *
 * `disabledRules`: axe rules left out by name, only for markup the site does not make (the content
 * editor's own, listed with the reasons in docs/editing-content.md, A.6). Every other rule still runs.
 */
export async function expectNoViolations(
  page: Page,
  state?: string,
  { pausedClock = false, within = [] as string[], disabledRules = [] as readonly string[] } = {},
): Promise<void> {
  const framed = page.frames().length > 1;
  if (framed && pausedClock) throw new Error('a page with frames cannot be scanned under a paused clock');
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(!framed);
  for (const selector of within) builder.include(selector);
  if (disabledRules.length > 0) builder.disableRules([...disabledRules]);
  const results = await builder.analyze();
  const summary = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
  expect(summary, state).toEqual([]);
}
