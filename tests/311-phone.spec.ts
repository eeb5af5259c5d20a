/**
 * Phone numbers in the wizard (docs/product.md#311-phone-numbers): a number that cannot be a phone
 * is refused at step 1 with the message saying why, by keyboard alone; a US number as people type
 * it goes on, and reaches staff in E.164.
 */
import { expect, test, type Page } from './support/test.ts';
import { PHONE_MESSAGES } from '#domain/requests/phone.ts';
import { expectNoViolations } from './support/axe.ts';
import { appStarted } from './support/app-started.ts';

const alertOf = (page: Page) => page.locator('#submit-alert');

test('the wizard refuses an invalid phone number with its message, then takes a typed US number', async ({ page }) => {
  await page.goto('/311');
  // Enter in the plain first paint's form would post it: the keys here are for the wizard.
  await appStarted(page);
  const name = page.getByLabel(/^Name/);
  await expect(name).toBeVisible();
  await name.focus();
  await page.keyboard.type('Ada Lovelace');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ada@example.org');
  await page.keyboard.press('Tab');
  const phone = page.getByLabel(/^Phone/);
  await expect(phone).toBeFocused();

  for (const [typed, message] of [
    ['555-0142', PHONE_MESSAGES.us],
    ['(109) 555-0142', PHONE_MESSAGES.nanp],
    ['call me', PHONE_MESSAGES.characters],
  ] as const) {
    await phone.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(typed);
    await page.keyboard.press('Enter');
    await expect(alertOf(page)).toHaveText(message);
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
  }
  await expectNoViolations(page, 'an invalid phone number');

  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('(609) 555-0142');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Request Details', exact: true })).toBeFocused();
});
