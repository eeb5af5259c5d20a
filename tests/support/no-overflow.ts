/**
 * The check that a page never scrolls sideways (WCAG 2.2 reflow, 1.4.10): the document is no wider
 * than the screen. On a phone the screen is the device's width, not `innerWidth`: a mobile browser
 * zooms a too-wide page out, and `innerWidth` then grows to the page's width.
 */
import { expect, type Page } from '@playwright/test';

/**
 * Fails unless the document is at most as wide as the viewport; the message names the elements
 * that reach past its right edge, the likely culprits.
 * @example await expectNoSidewaysScroll(page, 'the track screen at 320 px');
 */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const width = page.viewportSize()?.width;
  if (width === undefined) throw new Error('the page has no fixed viewport');
  const found = await page.evaluate((screenWidth) => {
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= screenWidth) return { scrollWidth, beyond: [] };
    const reachesPast = (element: Element) => element.getBoundingClientRect().right > screenWidth + 0.5;
    /** Inside a box that scrolls or clips sideways, content may be wider: that box is what counts. */
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const all = [...document.querySelectorAll('body *')].filter(reachesPast);
    // The outermost elements that reach past the edge: where the widening starts.
    const outermost = all
      .filter((element) => !clipped(element))
      .filter(
        (element) =>
          !element.parentElement || element.parentElement === document.body || !reachesPast(element.parentElement),
      );
    // Else positioned elements that escaped their scrolling box (its box was not their containing
    // block), as screen-reader-only text in a table can.
    const escaped = all.filter((element) => getComputedStyle(element).position === 'absolute');
    const beyond = (outermost.length > 0 ? outermost : escaped).slice(0, 5).map((element) => {
      const { right } = element.getBoundingClientRect();
      const text = element.textContent.trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()} class="${String(element.getAttribute('class'))}"> to ${String(Math.round(right))} px: "${text}"`;
    });
    return { scrollWidth, beyond };
  }, width);
  expect(
    found.scrollWidth,
    `${what}: the page is ${String(found.scrollWidth)} px wide on a ${String(width)} px screen. Reaching past it:\n${found.beyond.join('\n')}`,
  ).toBeLessThanOrEqual(width);
}
