/**
 * No page scrolls sideways on a small phone (WCAG 2.2 reflow): every coalition site page and every
 * 311 screen, resident and staff, at 320 and 390 px, with the longest unbroken words residents and
 * staff can type. On a phone the public list and the staff list are lists of cards whose actions
 * are in reach and whose references stay on one line; axe scans the narrow lists and a track result.
 */
import { expect, type Page } from './support/test.ts';
import { expectNoViolations } from './support/axe.ts';
import { expectNoSidewaysScroll } from './support/no-overflow.ts';
import { expectOnOneLine } from './support/one-line.ts';
import { PORTAL_SCREENS, SITE_PAGES, STAFF_SCREENS } from './support/pages.ts';
import { PIXEL_PNG, submitTestRequest } from './support/resident-requests.ts';
import { test } from './support/staff-session.ts';
import { createStaff } from './support/staff-accounts.ts';

const WIDTHS = [320, 390] as const;
/** A word with no break opportunity, as pasted links, codes and keyboard mashing are. */
const LONG = (what: string) => `${what}${'x'.repeat(70)}`;
/** A category few tests use, so the request stays on the filtered list's first page. */
const CATEGORY = 'Drainage Problem';

/** Submits a request whose every free-text field is one long word; returns its id. */
function submitLongWords(page: Page): Promise<string> {
  return submitTestRequest(page.request, {
    name: LONG('Name'),
    email: `${'a'.repeat(60)}@${'b'.repeat(60)}.example.org`,
    submitterAddress: LONG('Home'),
    category: CATEGORY,
    description: LONG('Description'),
    issueAddress: LONG('Street'),
    photo: { name: `${LONG('photo')}.png`, mimeType: 'image/png', buffer: PIXEL_PNG },
  });
}

/** Waits for the 311 screen's heading, then checks the width. */
async function expectScreenFits(page: Page, heading: string | RegExp, what: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectNoSidewaysScroll(page, what);
}

for (const width of WIDTHS) {
  test.describe(`at ${String(width)} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test('every coalition site page fits the screen', async ({ page }) => {
      for (const { path, name } of SITE_PAGES) {
        await page.goto(path);
        await page.waitForLoadState('load');
        await expectNoSidewaysScroll(page, `${name} (${path})`);
      }
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('the plain report form fits, with its messages and its map open, as do the track and staff pages', async ({
        page,
      }) => {
        for (const path of ['/311', '/311/ko', '/311/track', '/311/staff']) {
          await page.goto(path);
          await expectNoSidewaysScroll(page, `${path} without JavaScript`);
        }
        await page.goto('/311');
        await page.getByRole('button', { name: 'Show the map' }).click();
        // The map's squares are image buttons, 3 by 3.
        await expect(page.locator('input[type="image"]')).toHaveCount(9);
        await expectNoSidewaysScroll(page, 'the plain report form with its map');
        await page.getByRole('button', { name: 'Submit Request' }).click();
        await expect(page.getByRole('alert').first()).toBeVisible();
        await expectNoSidewaysScroll(page, 'the plain report form with its messages');
      });
    });

    test('every resident 311 screen fits, and the public list is cards with View in reach', async ({ page }) => {
      const id = await submitLongWords(page);
      for (const { path, name, heading } of PORTAL_SCREENS) {
        await page.goto(path);
        await expectScreenFits(page, heading, name);
      }

      await page.goto('/311/track');
      const filters = page.getByRole('form', { name: 'Filter public requests' });
      await filters.getByLabel('Category').selectOption(CATEGORY);
      await filters.getByRole('button', { name: 'Apply' }).click();
      const list = page.getByRole('list', { name: 'All Public Requests' });
      const entry = list.locator(`li[data-request-id="${id}"]`);
      await expect(entry).toContainText(LONG('Street'));
      await expect(page.getByRole('table')).toBeHidden();
      await expectNoSidewaysScroll(page, 'the public list');
      // View sits inside the screen: nothing to scroll sideways to reach it.
      const view = entry.getByRole('button', { name: `View request ${id}` });
      const box = await view.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      if (width === 320) await expectNoViolations(page, 'the public list as cards');

      await view.click();
      await expect(page.getByTestId('track-card').getByText(LONG('Description'))).toBeVisible();
      await expectNoSidewaysScroll(page, 'a track result with long words');
      if (width === 320) await expectNoViolations(page, 'a track result at 320 px');
    });

    test.describe('with location access granted', () => {
      test.use({ geolocation: { latitude: 40.2809, longitude: -74.5912 }, permissions: ['geolocation'] });

      test('every step of the submit wizard fits, with long words typed', async ({ page }) => {
        const step = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
        const next = () => page.getByRole('button', { name: 'Next', exact: true }).click();
        await page.goto('/311');
        await expect(step('Your Info')).toBeVisible();
        await page.getByLabel(/^Name/).fill(LONG('Name'));
        await page.getByLabel(/^Email/).fill(`${'a'.repeat(60)}@${'b'.repeat(60)}.example.org`);
        await page.getByLabel(/^Your address/).fill(LONG('Home'));
        await expectNoSidewaysScroll(page, 'Your Info');
        await next();
        await expect(step('Request Details')).toBeVisible();
        await page.getByLabel(/^Category/).selectOption(CATEGORY);
        await page.getByLabel(/^Description/).fill(LONG('Description'));
        await page.getByLabel(/^Photo/).setInputFiles({
          name: `${LONG('photo')}.png`,
          mimeType: 'image/png',
          buffer: PIXEL_PNG,
        });
        await expectNoSidewaysScroll(page, 'Request Details');
        await next();
        await expect(step('Location')).toBeVisible();
        await page.getByLabel(/^Address of the issue/).fill(LONG('Street'));
        await page.getByRole('button', { name: 'Use my current location' }).click();
        await expect(page.getByText('Location set: 40.28090, -74.59120')).toBeVisible();
        await expectNoSidewaysScroll(page, 'Location');
        await next();
        await expect(step('Review')).toBeVisible();
        await expectNoSidewaysScroll(page, 'Review');
        // The success screen stays 4 s before going to the track screen: the page's clock holds it.
        await page.clock.install();
        await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
        await page.getByRole('button', { name: 'Submit Request' }).click();
        await expect(page.getByText(/^Success! Your Request ID is/)).toBeVisible();
        await expect(page.getByTestId('success-reference')).toBeVisible();
        await expectOnOneLine(page, page.getByTestId('success-reference'), 'the reference on the success screen');
        await expectNoSidewaysScroll(page, 'the success screen');
      });
    });

    test('every staff screen fits, with long names, notes and comments', async ({ page, signInAs }) => {
      const id = await submitLongWords(page);
      const admin = await createStaff(page.request, 'admin', LONG('Staffname'));
      await signInAs(admin);
      const login = await page.request.post('/api/auth/login', {
        data: { email: admin.email, password: admin.password },
      });
      const { csrfToken } = (await login.json()) as { csrfToken: string };
      for (const kind of ['notes', 'comments']) {
        const res = await page.request.post(`/api/staff/requests/${id}/${kind}`, {
          headers: { 'X-CSRF-Token': csrfToken },
          data: { text: LONG(kind) },
        });
        expect(res.status(), await res.text()).toBe(201);
      }
      // A hidden description and photo, their reasons one long word each (docs/product.md#311-moderation).
      for (const part of ['description', 'photo']) {
        const res = await page.request.post(`/api/staff/requests/${id}/hide`, {
          headers: { 'X-CSRF-Token': csrfToken },
          data: { part, reason: LONG(`${part}reason`) },
        });
        expect(res.status(), await res.text()).toBe(200);
      }

      for (const { path, name, heading } of STAFF_SCREENS) {
        await page.goto(path.replace('{id}', id));
        await expectScreenFits(page, heading, name);
      }
      await expect(page.getByText(LONG('Staffname')).first()).toBeVisible();
      // The request list is cards, as the public list: every field wraps, the reference stays on one
      // line and the action is inside the screen; the table is not shown.
      await page.goto(`/311/staff/requests?q=${id}`);
      const card = page.getByRole('list', { name: /^All requests, / }).locator(`li[data-request-id="${id}"]`);
      await expect(card).toContainText(`Location: ${LONG('Street')}`);
      await expect(page.getByRole('table')).toBeHidden();
      await expectOnOneLine(page, card.locator('[data-reference]'), 'the reference on a staff card');
      const manage = card.getByRole('link', { name: /^Manage request / });
      const box = await manage.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      await expectNoSidewaysScroll(page, 'the staff request list');
      if (width === 320) await expectNoViolations(page, 'the staff request list as cards at 320 px');
      await manage.click();
      await expect(page).toHaveURL(new RegExp(`/311/staff/requests/${id}$`));
      await page.goto(`/311/staff/requests/${id}`);
      await expect(page.getByText(LONG('comments'))).toBeVisible();
      await expect(page.getByText(LONG('notes'))).toBeVisible();
      await expect(page.getByText(`Hidden from the public: ${LONG('photoreason')}`).first()).toBeVisible();
      await expectNoSidewaysScroll(page, 'the request detail with its note and comment');
    });
  });
}
