/**
 * The resident submit wizard's steps as a resident fills them (docs/product.md#311-submitting-a-request),
 * each ending with Next and the focus on the following step's heading, so a test spells out only
 * what it checks on the way.
 */
import { expect, type Page } from '@playwright/test';
import { appStarted } from './app-started.ts';

/** The success message's sentence; its id is the first group. */
const SUCCESS = /^Success! Your Request ID is (\S+)\. You will be redirected\.\.\.$/;

export const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
export const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

/**
 * Step 1: name and e-mail (phone and home address when given), Next, Request Details focused.
 * @example await fillYourInfo(page, { name: 'Ada Lovelace', email: 'ada@example.org' });
 */
export async function fillYourInfo(
  page: Page,
  info: { name: string; email: string; phone?: string; address?: string },
): Promise<void> {
  await page.getByLabel(/^Name/).fill(info.name);
  await page.getByLabel(/^Email/).fill(info.email);
  if (info.phone !== undefined) await page.getByLabel(/^Phone/).fill(info.phone);
  if (info.address !== undefined) await page.getByLabel(/^Your address/).fill(info.address);
  await next(page);
  await expect(stepHeading(page, 'Request Details')).toBeFocused();
}

/**
 * Step 1 by keyboard alone: the name typed in the focused Name field, Tab, the e-mail, Enter;
 * Request Details focused.
 * @example await typeYourInfo(page, { name: 'Kay Board', email: 'kay@example.org' });
 */
export async function typeYourInfo(page: Page, info: { name: string; email: string }): Promise<void> {
  // Enter in the plain first paint's form would post it: the keys are for the wizard.
  await appStarted(page);
  await page.getByLabel(/^Name/).focus();
  await page.keyboard.type(info.name);
  await page.keyboard.press('Tab');
  await page.keyboard.type(info.email);
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, 'Request Details')).toBeFocused();
}

/**
 * Step 2: category and description (a photo and the text-alert opt-in when asked), Next, Location
 * focused.
 * @example await fillDetails(page, { category: 'Graffiti', description: 'Tags on the underpass.' });
 */
export async function fillDetails(
  page: Page,
  details: {
    category: string;
    description: string;
    photo?: { name: string; mimeType: string; buffer: Buffer };
    textAlerts?: boolean;
  },
): Promise<void> {
  await page.getByLabel(/^Category/).selectOption(details.category);
  await page.getByLabel(/^Description/).fill(details.description);
  if (details.photo) await page.getByLabel(/^Photo/).setInputFiles(details.photo);
  if (details.textAlerts) await page.getByLabel('Send me text alerts about this request').check();
  await next(page);
  await expect(stepHeading(page, 'Location')).toBeFocused();
}

/**
 * Step 3 with location access granted: the address, the browser's current place (its message
 * matching `shown`), Next, Review focused.
 * @example await locateHere(page, '20 Main St', 'Location set: 40.28090, -74.59120');
 */
export async function locateHere(
  page: Page,
  address: string,
  shown: string | RegExp = /^Location set:/,
): Promise<void> {
  await page.getByLabel(/^Address of the issue/).fill(address);
  await page.getByRole('button', { name: 'Use my current location' }).click();
  await expect(page.getByText(shown)).toBeVisible();
  await next(page);
  await expect(stepHeading(page, 'Review')).toBeFocused();
}

/**
 * Submit Request on Review; waits for the success message and returns the new request's id.
 * @example const id = await submitReviewed(page);
 */
export async function submitReviewed(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Submit Request' }).click();
  const success = page.getByText(SUCCESS);
  await expect(success).toBeVisible();
  return SUCCESS.exec((await success.textContent()) ?? '')![1]!;
}
