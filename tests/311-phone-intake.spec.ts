/**
 * Phone intake (docs/product.md#311-phone-intake) against the real server: a worker files a
 * caller's request by keyboard alone, from the sidebar to the new request's detail screen, whose
 * history says it was taken by phone, and finds it in All Requests; the form's checks; axe in every
 * state. Each test files its own description, so other tests' requests never matter.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { createStaff } from './support/staff-accounts.ts';
import { signInThroughApi } from './support/staff-session.ts';

const unique = () => `${String(process.pid)}-${Date.now().toString(36)}`;
const alertOf = (page: Page) => page.locator('#submit-alert');

/** Presses Tab until `target` has focus (at most `max` times), and checks that it does. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, max = 30): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('a worker files a caller’s request by keyboard alone; its history says by phone; it is in the list', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000); // three axe scans and a full journey on a busy two-core machine
  const worker = await createStaff(request, 'worker', `Wes Worker ${unique()}`);
  const description = `Branch down across the path (${unique()})`;
  await signInThroughApi(page.context().request, worker);
  await page.goto('/311/staff');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  const press = (key: string) => page.keyboard.press(key);
  const type = (text: string) => page.keyboard.type(text);

  // From the dashboard heading to the sidebar's link, by keyboard.
  const link = page.getByRole('link', { name: 'New request (phone)' });
  await page.getByRole('heading', { level: 1 }).focus();
  for (let presses = 0; presses < 20; presses += 1) {
    if (await link.evaluate((element) => element === document.activeElement)) break;
    await press('Shift+Tab');
  }
  await expect(link).toBeFocused();
  await press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'New request (phone)' })).toBeFocused();
  await expect(page).toHaveTitle(/^New request \(phone\)/);
  await expect(page.getByRole('application', { name: /^Map of the township/ })).toBeVisible();
  await expectNoViolations(page, 'phone intake, empty');

  // Filing at once: every message, the first field marked and focused.
  const file = page.getByRole('button', { name: 'File request' });
  await tabTo(page, file, 60);
  await press('Enter');
  await expect(alertOf(page)).toHaveText(
    'Please fill in your Name and Email. Please select a Category and provide a Description. Please select a location on the map.',
  );
  const name = page.getByLabel(/^Caller’s name/);
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page, 'phone intake, every field missing');

  await type('Carla Caller');
  await press('Tab');
  await type('carla.caller@example.org');
  await press('Tab');
  await type('609-555-0142');
  await press('Tab');
  await type('9 Birch Rd');
  await press('Tab');
  const category = page.getByLabel(/^Category/);
  await expect(category).toBeFocused();
  await category.press('t'); // a closed select jumps to the first choice starting with the letter
  await expect(category).toHaveValue('Traffic Signal Issue');
  await press('t');
  await expect(category).toHaveValue('Tree Issue');
  await press('Tab');
  await type(description);
  await press('Tab');
  await expect(page.getByLabel(/^Photo/)).toBeFocused();
  await press('Tab');
  const texts = page.getByLabel(/^Text the caller/);
  await expect(texts).toBeFocused();
  await press('Space');
  await expect(texts).toBeChecked();

  // The place by search: Enter searches, then Tab past Search to the place found.
  await tabTo(page, page.getByLabel(/^Address of the issue/));
  await type('4 Elm Ct');
  await press('Enter');
  await expect(page.getByText('1 place found.')).toBeVisible();
  const place = page.getByRole('button', { name: /^4 Elm Ct/ });
  await tabTo(page, place, 3);
  await press('Enter');
  await expect(page.getByText('Location set: 40.31790, -74.62280')).toBeVisible();

  await tabTo(page, file, 30);
  await press('Enter');
  const filed = page.getByText(/^Request filed\. Its reference is [0-9A-Z]{4}-[0-9A-Z]{4}\.$/);
  await expect(filed).toBeFocused();
  const reference = (await page.getByTestId('filed-reference').textContent())!;
  const id = (await page.getByText(/^[A-Za-z0-9]{20}$/).textContent())!;
  await expectNoViolations(page, 'phone intake, filed');

  await press('Tab');
  await expect(page.getByRole('button', { name: `Copy reference ${reference}` })).toBeFocused();
  await press('Tab');
  await expect(page.getByRole('link', { name: 'Open the request' })).toBeFocused();
  await press('Enter');
  await expect(page).toHaveURL(new RegExp(`/311/staff/requests/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Tree Issue' })).toBeFocused();
  const history = page.getByRole('region', { name: 'Request History' }).getByRole('listitem');
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText(`Request submitted by phone (taken by ${worker.name})`);
  const submitter = page.getByRole('region', { name: 'Submitter Info' });
  await expect(submitter.getByText('Carla Caller')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Details' }).getByText(description)).toBeVisible();

  // The new request in All Requests, found by its own words.
  await page.goto(`/311/staff/requests?q=${encodeURIComponent(description.split('(')[1]!.replace(')', ''))}`);
  await expect(page.getByTestId('request-count')).toHaveText('1 request');
  const row = page.locator(`[data-request-id="${id}"]`);
  await expect(row).toContainText('Tree Issue');
  await expect(row).toContainText(id.slice(0, 8));
});

test('a developer has no phone intake link and is told the screen is not for their role', async ({ page, request }) => {
  const developer = await createStaff(request, 'developer', 'Devon Developer');
  await signInThroughApi(page.context().request, developer);
  await page.goto('/311/staff');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New request (phone)' })).toHaveCount(0);
  await page.goto('/311/staff/new-request');
  await expect(page.getByText('Your role does not take requests by phone.')).toBeVisible();
  await expectNoViolations(page, 'phone intake, a role without it');
});
