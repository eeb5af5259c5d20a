/**
 * Another township adopts the product by content alone: the test build made with the fictional
 * Lakemoor profile (functions/testing/fixtures/township-b, npm run build:test), served by a server
 * of its own started with TOWNSHIP_DIR. A resident sees Lakemoor's name, categories and road
 * agencies and the place is checked against Lakemoor's boundary; the request is submitted and
 * tracked; staff see it in Lakemoor's department and change its status, which the resident's page
 * shows. axe scans each screen.
 */
import { expect, test, type Page } from './support/test.ts';
import { REDIRECT_DELAY_MS } from '#domain/requests/constants.ts';
import { expectNoViolations } from './support/axe.ts';
import { TOWNSHIP_B_DIR, TOWNSHIP_B_STATIC_DIR } from './support/browser-env.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';
import { TEST_ADMIN } from './support/staff-accounts.ts';
import { signInThroughApi } from './support/staff-session.ts';
import { testTownship } from './support/township.ts';

const { profile } = testTownship(TOWNSHIP_B_DIR);
const sample = testTownship().profile;
const byKey = (key: string) => profile.categories.find((category) => category.key === key)!;
const departmentOf = (key: string) => profile.departments.find((department) => department.key === key)!.name;
const roadCategory = profile.categories.find((category) => category.roadJurisdiction)!;
const branch = byKey('fallen-branch');
/** Inside Lakemoor's boundary (and far outside the sample township's). */
const INSIDE = { latitude: 45.1, longitude: -93.2 };

let server: OwnServer | undefined;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startOwnServer(80_000, { env: { TOWNSHIP_DIR: TOWNSHIP_B_DIR, STATIC_DIR: TOWNSHIP_B_STATIC_DIR } });
});
test.afterAll(async () => server?.stop());

const at = (path: string) => `${server!.baseURL}${path}`;
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

async function openAtYourInfo(page: Page): Promise<void> {
  await page.goto(at('/311'));
  await expect(page).toHaveTitle(`Submit a Request | ${profile.city} 311`);
  await page.getByLabel(/^Name/).fill('Lena Lakeside');
  await page.getByLabel(/^Email/).fill('lena@example.org');
  await next(page);
}

/** Fills Request Details and Location (the browser's own place) and goes on with Next. */
async function describeAndLocate(page: Page, category: string, description: string, address: string): Promise<void> {
  await page.getByLabel(/^Category/).selectOption(category);
  await page.getByLabel(/^Description/).fill(description);
  await next(page);
  await page.getByLabel(/^Address of the issue/).fill(address);
  await page.getByRole('button', { name: 'Use my current location' }).click();
  await expect(page.getByText(/^Location set:/)).toBeVisible();
  await next(page);
}

test.use({ geolocation: INSIDE, permissions: ['geolocation'] });

test('the wizard offers the township’s own categories and sends its roads to its own agencies', async ({ page }) => {
  await openAtYourInfo(page);
  const category = page.getByLabel(/^Category/);
  const offered = await category.locator('option').allTextContents();
  for (const { name } of profile.categories) expect(offered).toContain(name);
  for (const { name } of sample.categories) expect(offered).not.toContain(name);
  await expectNoViolations(page, 'the second township’s details step');

  await describeAndLocate(
    page,
    roadCategory.name,
    'A deep hole by the marina.',
    `12 ${profile.roads.COUNTY.roads[0]!}`,
  );
  const alert = page.locator('#submit-alert');
  await expect(alert).toContainText('This appears to be a COUNTY road.');
  await expect(alert.getByRole('link')).toHaveAttribute('href', profile.roads.COUNTY.reportUrl);
  await expect(alert).toContainText(profile.roads.COUNTY.agency);
  await expectNoViolations(page, 'the second township’s road redirect');
});

test('a place outside the township’s boundary is refused, naming the township', async ({ browser }) => {
  // The sample township's centre lies outside Lakemoor.
  const context = await browser.newContext({
    geolocation: { latitude: sample.map.center.lat, longitude: sample.map.center.lng },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  await openAtYourInfo(page);
  await describeAndLocate(page, branch.name, 'A branch across the path.', '3 Shore Walk');
  await expect(page.locator('#submit-alert')).toContainText(`This location is outside ${profile.city}`);
  await context.close();
});

test('a resident submits and tracks a request; staff change it in the township’s department', async ({
  page,
  browser,
}) => {
  await page.clock.install();
  await openAtYourInfo(page);
  await describeAndLocate(page, branch.name, 'A fallen branch blocks the lakeside path.', '3 Shore Walk');
  await expect(page.locator('form')).toContainText(branch.name);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  const success = page.getByText(/^Success! Your Request ID is (\S+)\. You will be redirected\.\.\.$/);
  await expect(success).toBeVisible();
  const id = /Request ID is (\S+)\./.exec((await success.textContent()) ?? '')![1]!;
  await page.clock.runFor(REDIRECT_DELAY_MS);
  await expect(page).toHaveURL(new RegExp(`/311/track/${id}$`));
  await page.clock.resume();
  const card = page.getByTestId('track-card');
  await expect(card).toContainText(branch.name);
  await expect(card).toContainText(branch.priority);
  await expect(page.getByTestId('track-status')).toHaveText('Status: New');
  await expectNoViolations(page, 'the second township’s tracking page');

  const staffContext = await browser.newContext({ baseURL: server!.baseURL });
  const staff = await staffContext.newPage();
  await signInThroughApi(staffContext.request, TEST_ADMIN);
  await staff.goto(at(`/311/staff/requests/${id}`));
  await expect(staff.getByRole('heading', { level: 1, name: branch.name })).toBeVisible();
  await expect(staff.getByText(departmentOf(branch.department), { exact: true })).toBeVisible();
  const manage = staff.getByRole('region', { name: 'Manage Request' });
  await manage.getByLabel('Change Status').selectOption('In Progress');
  await manage.getByRole('button', { name: 'Update Status' }).click();
  await expect(manage.getByRole('status')).toHaveText('Status updated to In Progress.');
  await expectNoViolations(staff, 'the second township’s request detail');
  await staffContext.close();

  // The resident's page, never reloaded, follows the change.
  await expect(page.getByTestId('track-status')).toHaveText('Status: In Progress');
});
