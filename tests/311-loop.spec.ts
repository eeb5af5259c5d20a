/**
 * The whole 311 loop on the real server: a resident submits a request with a photo through every
 * wizard step, is sent to its tracking page and keeps it open; a manager signs in and works the
 * request (status, priority, assignee, a public comment, an internal note); the resident's open
 * page shows the public changes live and never the note or the assignee. Also: screens by address
 * (back and forward), and the app at / on a host whose name starts with "311.".
 */
import { expect, test, type Page } from './support/test.ts';
import { REDIRECT_DELAY_MS } from '#domain/requests/constants.ts';
import { BROWSER_TEST_PORT } from './support/browser-env.ts';
import { createStaff, type TestStaff } from './support/staff-accounts.ts';
import { signInThroughApi } from './support/staff-session.ts';
import { PIXEL_PNG } from './support/resident-requests.ts';
import { fillDetails, fillYourInfo, locateHere, submitReviewed } from './support/wizard.ts';
import { appStarted } from './support/app-started.ts';

const NOTE = 'Internal only: the resident called twice about this.';
const COMMENT = 'A crew will replace the bulb on Friday.';

/**
 * Fills every step and submits, on the page's own clock, paused from the submission on: the
 * redirect to tracking (REDIRECT_DELAY_MS later) waits for the test to run the clock on.
 */
async function submitThroughWizard(page: Page): Promise<string> {
  await page.clock.install();
  await page.goto('/311');
  await fillYourInfo(page, { name: 'Riley Resident', email: 'riley@example.org', phone: '609-555-0142' });
  await fillDetails(page, {
    category: 'Streetlight Outage',
    description: 'The streetlight outside number 20 has been dark for a week.',
    photo: { name: 'dark-light.png', mimeType: 'image/png', buffer: PIXEL_PNG },
    textAlerts: true,
  });
  await locateHere(page, '20 Main St');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  const id = await submitReviewed(page);
  // Focused in the same effect that starts the redirect's timer (the message the reference leads).
  await expect(page.getByTestId('submit-success')).toBeFocused();
  return id;
}

async function signIn(page: Page, staff: TestStaff): Promise<void> {
  await page.goto('/311/login');
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
}

test('a resident reports, a manager works the request, the resident sees it live and never the note', async ({
  browser,
  request,
}) => {
  const worker = await createStaff(request, 'worker', 'Wren Worker', 'Public Works');
  const manager = await createStaff(request, 'manager', 'Morgan Manager');

  const residentContext = await browser.newContext({
    permissions: ['geolocation'],
    geolocation: { latitude: 40.2809, longitude: -74.5912 },
  });
  const resident = await residentContext.newPage();
  const id = await submitThroughWizard(resident);
  expect(id).toMatch(/^[A-Za-z0-9]{16,}$/);
  await resident.clock.runFor(REDIRECT_DELAY_MS);
  await expect(resident).toHaveURL(new RegExp(`/311/track/${id}$`));
  // From here on the page's timers run as usual (the track screen's focus move and live feed).
  await resident.clock.resume();
  const card = resident.getByTestId('track-card');
  await expect(card).toContainText('Streetlight Outage');
  await expect(resident.getByTestId('track-status')).toHaveText('Status: New');
  await expect(card.getByRole('img', { name: /photo/i })).toBeVisible();
  // The open card's live feed is connected before staff change anything.
  // The public list: a table on wide screens, cards on phones; the entry on screen either way.
  await expect(resident.locator(`[data-request-id="${id}"]`).filter({ visible: true })).toContainText('20 Main St');

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, manager);
  await staff.goto(`/311/staff/requests/${id}`);
  await expect(staff.getByRole('heading', { level: 1, name: 'Streetlight Outage' })).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Submitter Info' })).toContainText('Riley Resident');
  const manage = staff.getByRole('region', { name: 'Manage Request' });
  await manage.getByLabel('Change Status').selectOption('In Progress');
  await manage.getByRole('button', { name: 'Update Status' }).click();
  await expect(manage.getByRole('status')).toHaveText('Status updated to In Progress.');
  await manage.getByLabel('Change Priority').selectOption('High');
  await manage.getByRole('button', { name: 'Update Priority' }).click();
  await expect(manage.getByRole('status')).toHaveText('Priority updated to High.');
  await manage.getByLabel('Assign To').selectOption({ label: `${worker.name} (${worker.department})` });
  await manage.getByRole('button', { name: 'Update Assignment' }).click();
  await expect(manage.getByRole('status')).toHaveText(`Assigned to ${worker.name}.`);
  const comments = staff.getByRole('region', { name: 'Public Comments' });
  await comments.getByRole('textbox').fill(COMMENT);
  await comments.getByRole('button', { name: 'Post Comment' }).click();
  await expect(comments.getByRole('listitem').first()).toContainText(COMMENT);
  const notes = staff.getByRole('region', { name: 'Internal Notes' });
  await notes.getByRole('textbox').fill(NOTE);
  await notes.getByRole('button', { name: 'Add Note' }).click();
  await expect(notes.getByRole('listitem').first()).toContainText(NOTE);

  // The resident's page, never reloaded, follows every public change.
  await expect(resident.getByTestId('track-status')).toHaveText('Status: In Progress');
  await expect(resident.getByTestId('track-comments')).toContainText(COMMENT);
  const history = resident.getByTestId('track-history');
  await expect(history).toContainText('Status changed to In Progress');
  await expect(history).toContainText('Public comment added');
  await expect(history).toContainText('Township Staff');
  await expect(card).toContainText('High');
  // The history says a note was added, but never what it says or who works on it
  // (docs/product.md#311-public-data-and-privacy).
  await expect(history).toContainText('Internal note added');
  const residentText = await resident.locator('body').innerText();
  for (const secret of [NOTE, manager.name, worker.name, 'riley@example.org', '609-555-0142']) {
    expect(residentText).not.toContain(secret);
  }

  // The worker sees the note and the assignment, but has no status controls and no comment input.
  const workerPage = await (await browser.newContext()).newPage();
  await signInThroughApi(workerPage.context().request, worker);
  await workerPage.goto(`/311/staff/requests/${id}`);
  await expect(workerPage.getByRole('region', { name: 'Internal Notes' })).toContainText(NOTE);
  await expect(workerPage.getByRole('region', { name: 'Manage Request' })).toHaveCount(0);
  await expect(workerPage.getByRole('region', { name: 'Public Comments' }).getByRole('textbox')).toHaveCount(0);

  await residentContext.close();
  await staffContext.close();
});

test('screens have addresses: back and forward move between them', async ({ page }) => {
  await page.goto('/311');
  // The app's links, not the plain first paint's, which it replaces.
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Submit a Request' })).toBeVisible();
  await page.getByRole('link', { name: 'Track a Request' }).click();
  await expect(page).toHaveURL(/\/311\/track$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Track a Request' })).toBeFocused();
  await page.getByRole('link', { name: 'Staff Portal' }).click();
  await expect(page).toHaveURL(/\/311\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Login' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/311\/track$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Track a Request' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Submit a Request' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Track a Request' })).toBeVisible();
});

test('on a host whose name starts with "311." the app is at /', async ({ page, request }) => {
  const res = await request.post('/api/requests', {
    multipart: {
      name: 'Host Tester',
      email: 'host@example.org',
      category: 'Graffiti',
      description: 'Paint on the underpass wall.',
      issueAddress: '5 Station Rd',
      lat: '40.29',
      lng: '-74.62',
    },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  // Chromium resolves every *.localhost name to this machine.
  const host = `http://311.localhost:${BROWSER_TEST_PORT}`;
  await page.goto(`${host}/`);
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Submit a Request' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Track a Request' })).toHaveAttribute('href', '/track');
  await page.goto(`${host}/track/${id}`);
  await expect(page.getByTestId('track-card')).toContainText('Paint on the underpass wall.');
  await page.goto(`${host}/311/track/${id}`);
  await expect(page).toHaveURL(`${host}/track/${id}`);
});
