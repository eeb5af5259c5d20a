/**
 * The check that a short text (a request's reference) stays on one line and inside the screen: a
 * reference broken after its hyphen, or pushed past the edge, cannot be read out or copied by eye.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Fails unless the element's text sits on one line (its text's boxes share one top) and within the
 * viewport's width.
 * @example await expectOnOneLine(page, page.getByTestId('success-reference'), 'the reference');
 */
export async function expectOnOneLine(page: Page, target: Locator, what: string): Promise<void> {
  const width = page.viewportSize()?.width;
  if (width === undefined) throw new Error('the page has no fixed viewport');
  const { lines, left, right } = await target.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
    return {
      lines: new Set(rects.map((rect) => Math.round(rect.top))).size,
      left: Math.min(...rects.map((rect) => rect.left)),
      right: Math.max(...rects.map((rect) => rect.right)),
    };
  });
  expect(lines, `${what}: lines of text`).toBe(1);
  expect(left, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(right, `${what}: right edge`).toBeLessThanOrEqual(width);
}
