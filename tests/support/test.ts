/**
 * The browser suite's `test`: Playwright's, with a new tab for every test.
 *
 * One browser context serves a worker's tests in turn (`reuseContext` in playwright.config.ts):
 * Playwright's reset between tests clears cookies, the storage of the origins visited, IndexedDB,
 * the cache, service workers, routes, init scripts and the clock. Each test here also ends by
 * closing its tab, without running the page's "leave this page?" check, so the next test starts in
 * a new tab of the same context: no history, session, page script or dialog handler left over.
 * Specs import `test` and `expect` from here, never from '@playwright/test' directly.
 */
import { test as base } from '@playwright/test';

export * from '@playwright/test';

export const test = base.extend({
  page: async ({ page }, use) => {
    await use(page);
    await page.close({ runBeforeUnload: false }).catch(() => undefined);
  },
});

/**
 * A test (or describe block) tagged so runs at desktop width only: what it checks does not depend
 * on the screen (requests made, totals, files written, dated words), and the phone project's own
 * tests of the same screens cover how they look and read there. playwright.config.ts leaves it out
 * of the phone project.
 * @example test('the export holds what the screen shows', { tag: ANY_WIDTH }, async ({ page }) => {})
 */
export const ANY_WIDTH = '@any-width';
