/**
 * The 311 pages the server renders (the track page, the private page and the e-mails' link pages)
 * show the same screen as plain HTML before the app's script runs, with the same labels
 * (docs/311-without-javascript.md). A test of the app's own behaviour waits until the app has
 * replaced that first paint, so it acts on the app's screen and not on the HTML that goes away.
 */
import { expect, type Page } from '@playwright/test';
import { PLAIN_REGION_ID } from '#domain/html/plain-region.ts';

/** @example await page.goto('/311/track'); await appStarted(page); */
export async function appStarted(page: Page): Promise<void> {
  await expect(page.locator(`#${PLAIN_REGION_ID}`)).toHaveCount(0);
}
