import { expect, test } from './support/test.ts';
import { expectNoViolations } from './support/axe.ts';
import { PORTAL_SCREENS, SITE_PAGES } from './support/pages.ts';

for (const { path, name } of SITE_PAGES) {
  test(`${name} (${path}) has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page);
  });
}

for (const { path, name, heading } of PORTAL_SCREENS) {
  test(`${name} (${path}) has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoViolations(page);
  });
}

test('the open mobile menu has no WCAG 2.2 AA violations', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the toggle menu only exists at mobile widths');
  await page.goto('/');
  await page.getByText('Menu', { exact: true }).click();
  await expect(page.locator('#mobile-menu')).toHaveAttribute('open', '');
  await expectNoViolations(page);
});

test('an open modal has no WCAG 2.2 AA violations', async ({ page }) => {
  await page.goto('/election');
  await page.locator('[data-modal-open]').first().click();
  await expect(page.locator('dialog[open]')).toBeVisible();
  await expectNoViolations(page);
});

test('the contact form with validation messages has no WCAG 2.2 AA violations', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: /send message/i }).click();
  await expect(page.getByText('Please fill in all required fields.')).toBeVisible();
  await expectNoViolations(page);
});
