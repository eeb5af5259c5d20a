/**
 * Reaching a control by keyboard alone, as the journeys that must work without a mouse do.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has focus, at most `max` times, and
 * checks that it does.
 * @example await tabTo(page, page.getByRole('button', { name: 'Apply' }));
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}
