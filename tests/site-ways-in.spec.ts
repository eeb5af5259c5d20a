/**
 * The ways to reach the organisation and the 311 service that a walk through the site found
 * missing or unclear: `Report a problem` in the header and the mobile menu, the e-mail address
 * when the contact form fails, an empty public list said in a sentence, and statistics charts
 * whose text stays readable on a phone. Each state is checked with axe.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test.ts';
import { expectNoViolations } from './support/axe.ts';

const { site } = JSON.parse(readFileSync(new URL('../content/site.json', import.meta.url), 'utf8')) as {
  site: { email: string };
};
const FIVE = ['Home', 'About', 'Projects', 'Election', 'Contact'];
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const menu = (page: Page) => page.locator('#mobile-menu');

test.describe('Report a problem in the header', () => {
  test('beside the five links on a desktop, reaching the 311 service', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the mobile menu is covered below');
    await page.goto('/about');
    const links = mainNav(page).getByRole('link').filter({ visible: true });
    await expect(links).toHaveText([/Neighbors Forward$/, ...FIVE, 'Report a problem']);
    await expectNoViolations(page, 'header with Report a problem');
    await mainNav(page).getByRole('link', { name: 'Report a problem' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/311');
    await expect(page.getByRole('heading', { level: 1, name: 'Submit a Request' })).toBeVisible();
  });

  test('fits on one line from 768 px, where the links first show', async ({ page, isMobile }) => {
    test.skip(isMobile, 'desktop widths');
    for (const width of [768, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      const action = mainNav(page).getByRole('link', { name: 'Report a problem' });
      await expect(action).toBeVisible();
      const [nav, link] = [(await mainNav(page).boundingBox())!, (await action.boundingBox())!];
      expect(link.x + link.width, `${String(width)} px`).toBeLessThanOrEqual(width);
      expect(nav.height, `one row at ${String(width)} px`).toBeLessThan(80);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });

  test('at the end of the mobile menu, after the five links', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the toggle menu exists only at mobile widths');
    await page.goto('/about');
    const action = mainNav(page).getByRole('link', { name: 'Report a problem' });
    await expect(action).toBeHidden();
    await menu(page).getByText('Menu', { exact: true }).click();
    await expect(menu(page)).toHaveAttribute('open', '');
    await expect(menu(page).getByRole('link')).toHaveText([...FIVE, 'Report a problem']);
    await expect(action).toBeVisible();
    const box = (await action.boundingBox())!;
    expect(box.height, 'a 44 px target').toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expectNoViolations(page, 'mobile menu with Report a problem');
    await action.click();
    await expect(page).toHaveURL((url) => url.pathname === '/311');
  });
});

test('when the contact form fails, it offers the e-mail address instead', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await expect(form.getByRole('button')).toBeEnabled();
  // The provider cannot be reached: the form's own failure, whatever the provider would say.
  await page.route('**/*', (route) =>
    new URL(route.request().url()).host === new URL(page.url()).host ? route.fallback() : route.abort(),
  );
  await form.getByLabel('Name').fill('Network Tester');
  await form.getByLabel('Email').fill('resident@example.org');
  await form.getByLabel('Message').fill('Hello from a resident');
  await form.getByRole('button').click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('An error occurred while submitting the form. Please try again later.');
  await expect(alert).toContainText(`You can also e-mail us at ${site.email}.`);
  await expect(alert.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  await expectNoViolations(page, 'contact form failure');
});

test('an empty public list says there are no requests, in a sentence', async ({ page }) => {
  // Whatever else the shared store holds, this filter answers no rows.
  await page.route('**/api/requests?*', async (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get('status') !== 'Resolved') return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { requests: unknown[]; next: string | null };
    return route.fulfill({ response, json: { ...body, requests: [], next: null } });
  });
  await page.goto('/311/track');
  const filters = page.getByRole('form', { name: 'Filter public requests' });
  await filters.getByLabel('Status').selectOption('Resolved');
  await filters.getByRole('button', { name: 'Apply' }).click();
  const status = page.getByTestId('public-list-status');
  await expect(status).toHaveText('There are no requests with status Resolved.');
  await expect(page.getByText('No requests match these filters.')).toBeVisible();
  await expectNoViolations(page, 'empty public list');
});

test('statistics charts keep their labels and numbers at least 12 px on screen', async ({ page }) => {
  await page.goto('/311/stats');
  const chart = page.getByRole('img', { name: /^Open and closed requests by category, / });
  await expect(chart).toBeVisible();
  const sizes = await chart.evaluate((svg) => {
    const scale = (svg as SVGSVGElement).getScreenCTM()!.a;
    return [...svg.querySelectorAll('text')].map((text) => parseFloat(getComputedStyle(text).fontSize) * scale);
  });
  expect(sizes.length).toBeGreaterThan(0);
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
  // Nothing drawn past the chart's right edge.
  const overflow = await chart.evaluate((svg) => {
    const right = svg.getBoundingClientRect().right;
    return [...svg.querySelectorAll('text')].filter((text) => text.getBoundingClientRect().right > right + 1).length;
  });
  expect(overflow).toBe(0);
  await expectNoViolations(page, 'public statistics');
});
