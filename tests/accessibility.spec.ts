import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SITE_PAGES } from './support/pages.ts';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

for (const { path, name } of SITE_PAGES) {
  test(`${name} (${path}) has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
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
