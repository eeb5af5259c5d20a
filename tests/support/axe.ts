import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page as it is now and fails with a readable list of any WCAG 2.2 AA violations;
 * `state` names what was scanned in the failure message. `pausedClock`: the context's clock is
 * paused, so axe must not finish its run in a page of its own (whose timers would never fire): it
 * runs in the page alone (axe's legacy mode; the page has no frames to reach).
 */
export async function expectNoViolations(page: Page, state?: string, { pausedClock = false } = {}): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(pausedClock).analyze();
  const summary = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
  expect(summary, state).toEqual([]);
}
