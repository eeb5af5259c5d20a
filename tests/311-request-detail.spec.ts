/**
 * The staff request detail screen against the real server: a manager's changes, comment and note;
 * what a worker and a developer may see and do; the failure messages of
 * docs/product.md#311-changing-a-request; the status change by keyboard alone; a live change from
 * another member; axe on every view and state.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { expectNoViolations } from './support/axe.ts';
import { PIXEL_PNG, submitTestRequest } from './support/resident-requests.ts';
import { createStaff, type TestStaff } from './support/staff-accounts.ts';
import { signInThroughApi } from './support/staff-session.ts';

let counter = 0;
const unique = () => {
  counter += 1;
  return `${String(process.pid)}-${String(counter)}-${Date.now().toString(36)}`;
};

/** Submits a streetlight request through the resident API and returns its id. */
const submitRequest = (request: APIRequestContext, withPhoto = false): Promise<string> =>
  submitTestRequest(request, {
    name: 'Riley Resident',
    // Its own address each time, under the resident's hourly e-mail cap.
    email: `riley.resident+${unique()}@example.org`,
    phone: '609-555-0100',
    category: 'Streetlight Outage',
    description: `Light out by the school (${unique()})`,
    photo: withPhoto ? { name: 'light.png', mimeType: 'image/png', buffer: PIXEL_PNG } : undefined,
  });

/** Signs the page's context in (the sign-in screen has its own tests), then opens the request's detail screen. */
async function openAs(page: Page, staff: TestStaff, id: string): Promise<void> {
  await signInThroughApi(page.context().request, staff);
  // The live feed is open once its reply arrives: changes made after that reach this page.
  const feed = page.waitForResponse((res) => res.url().endsWith('/api/staff/events'));
  await page.goto(`/311/staff/requests/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Streetlight Outage' })).toBeVisible();
  expect((await feed).status()).toBe(200);
}

const region = (page: Page, name: string) => page.getByRole('region', { name });
const statusBadge = (page: Page) => page.getByTestId('status-badge');
const historyItems = (page: Page) => region(page, 'Request History').getByRole('listitem');

test('a manager changes status, priority and assignee, posts a comment and a note', async ({ page, request }) => {
  const id = await submitRequest(request);
  const assignee = await createStaff(request, 'worker', `Sam Assignee ${unique()}`, 'Engineering');
  const manager = await createStaff(request, 'manager', 'Morgan Manager');
  await openAs(page, manager, id);

  await expect(page.getByText('20 Main St', { exact: true }).first()).toBeVisible();
  await expect(region(page, 'Location').getByText('40.28000, -74.59000')).toBeVisible();
  await expect(statusBadge(page)).toHaveText('Status: New');
  await expect(region(page, 'AI Analysis').getByText('Suggested priority')).toBeVisible();
  await expect(region(page, 'Details').getByText('No photo', { exact: true })).toBeVisible();
  const submitter = region(page, 'Submitter Info');
  await expect(submitter.getByRole('link', { name: /^riley\.resident\+[\w-]+@example\.org$/ })).toBeVisible();
  await expect(submitter.getByRole('link', { name: '(609) 555-0100' })).toHaveAttribute('href', 'tel:+16095550100');
  await expectNoViolations(page);

  const manage = region(page, 'Manage Request');
  await manage.getByLabel('Change Status').selectOption('In Progress');
  await manage.getByRole('button', { name: 'Update Status' }).click();
  await expect(manage.getByRole('status')).toHaveText('Status updated to In Progress.');
  await expect(statusBadge(page)).toHaveText('Status: In Progress');

  await manage.getByLabel('Change Priority').selectOption('High');
  await manage.getByRole('button', { name: 'Update Priority' }).click();
  await expect(manage.getByRole('status')).toHaveText('Priority updated to High.');
  await expect(page.getByTestId('priority-badge')).toHaveText('High priority');

  await manage.getByLabel('Assign To').selectOption({ label: `${assignee.name} (Engineering)` });
  await manage.getByRole('button', { name: 'Update Assignment' }).click();
  await expect(manage.getByRole('status')).toHaveText(`Assigned to ${assignee.name}.`);
  await expect(region(page, 'Details').getByText(assignee.name, { exact: true })).toBeVisible();

  await expect(historyItems(page).nth(0)).toContainText(`Assigned to ${assignee.name}`);
  await expect(historyItems(page).nth(1)).toContainText('Priority changed to High');
  await expect(historyItems(page).nth(2)).toContainText('Status changed to In Progress');
  await expect(historyItems(page).last()).toContainText('Request Submitted');

  const comments = region(page, 'Public Comments');
  const post = comments.getByRole('button', { name: 'Post Comment' });
  await expect(post).toBeDisabled();
  await comments.getByRole('textbox').fill('   ');
  await expect(post).toBeDisabled();
  await comments.getByRole('textbox').fill('A crew is scheduled for Friday.');
  await post.click();
  await expect(comments.getByRole('listitem').first()).toContainText('A crew is scheduled for Friday.');
  await expect(comments.getByRole('textbox')).toHaveValue('');

  const notes = region(page, 'Internal Notes');
  const addNote = notes.getByRole('button', { name: 'Add Note' });
  await expect(addNote).toBeDisabled();
  await notes.getByRole('textbox').fill('Bulb type: LED 100W.');
  await addNote.click();
  await expect(notes.getByRole('listitem').first()).toContainText('Bulb type: LED 100W.');
  await expect(notes.getByRole('listitem').first()).toContainText('Morgan Manager');
  await expect(historyItems(page).nth(0)).toContainText('Internal note added');
  await expect(historyItems(page).nth(1)).toContainText('Public comment added');
  await expectNoViolations(page);
});

test('a worker sees no status controls and no comment input, adds a note and sees submitter info', async ({
  page,
  request,
}) => {
  const id = await submitRequest(request);
  const worker = await createStaff(request, 'worker', 'Wren Worker');
  await openAs(page, worker, id);

  await expect(region(page, 'Internal Notes')).toBeVisible();
  await expect(region(page, 'Manage Request')).toHaveCount(0);
  await expect(page.getByRole('combobox')).toHaveCount(0);
  const comments = region(page, 'Public Comments');
  await expect(comments.getByRole('textbox')).toHaveCount(0);
  await expect(comments.getByRole('button')).toHaveCount(0);
  await expect(region(page, 'Submitter Info').getByText('Riley Resident')).toBeVisible();

  const notes = region(page, 'Internal Notes');
  await notes.getByRole('textbox').fill('Checked on site.');
  await notes.getByRole('button', { name: 'Add Note' }).click();
  await expect(notes.getByRole('listitem').first()).toContainText('Checked on site.');
  await expectNoViolations(page);
});

test('a developer is told submitter information is private; the photo opens larger in place', async ({
  page,
  request,
}) => {
  const id = await submitRequest(request, true);
  const developer = await createStaff(request, 'developer', 'Devon Developer');
  await openAs(page, developer, id);
  await expect(
    region(page, 'Submitter Info').getByText('Submitter information is private and not visible to this role.'),
  ).toBeVisible();
  await expect(region(page, 'Manage Request')).toBeVisible();
  const thumb = region(page, 'Details').getByRole('button', {
    name: 'Photo submitted with the request: open it larger',
  });
  const src = (await thumb.getByRole('img').getAttribute('src')) ?? '';
  const image = await request.get(src);
  expect(image.headers()['content-type']).toMatch(/^image\//);
  await expect(region(page, 'Details').getByRole('link', { name: /new tab/ })).toHaveCount(0);
  await thumb.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Photo submitted with the request' });
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(dialog.getByRole('img')).toHaveAttribute('src', src);
  await expectNoViolations(page, 'photo open larger');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(thumb).toBeFocused();
  await expect(region(page, 'AI Analysis').getByText('Identified issue type')).toBeVisible();
  await expectNoViolations(page);
});

test('failed changes show the catalogue messages', async ({ page, request }) => {
  const id = await submitRequest(request);
  const manager = await createStaff(request, 'manager', 'Morgan Manager');
  await openAs(page, manager, id);
  await page.route('**/api/staff/requests/*/status', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something went wrong.' } } }),
  );
  await page.route('**/api/staff/requests/*/notes', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something went wrong.' } } }),
  );

  const manage = region(page, 'Manage Request');
  await manage.getByLabel('Change Status').selectOption('Closed');
  await manage.getByLabel('Comment to the resident (public)').fill('Closed after the repair.');
  await manage.getByRole('button', { name: 'Update Status' }).click();
  await expect(manage.getByRole('alert')).toHaveText('Update failed. Please try again.');
  await expect(statusBadge(page)).toHaveText('Status: New');
  await expect(manage.getByLabel('Comment to the resident (public)')).toHaveValue('Closed after the repair.');

  const notes = region(page, 'Internal Notes');
  await notes.getByRole('textbox').fill('This will not save.');
  await notes.getByRole('button', { name: 'Add Note' }).click();
  await expect(notes.getByRole('alert')).toHaveText('Failed to add note.');
  await expect(notes.getByRole('textbox')).toHaveValue('This will not save.');
  await expectNoViolations(page);
});

test('an unknown request id says so, with the way back to the list', async ({ page, request }) => {
  const manager = await createStaff(request, 'manager', 'Morgan Manager');
  await signInThroughApi(page.context().request, manager);
  await page.goto('/311/staff/requests/NoSuchRequestId12345');
  await expect(page.getByText('No request found with that ID.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to the list/ })).toBeVisible();
  await expectNoViolations(page);
});

test('a manager changes the status by keyboard alone', async ({ page, request }) => {
  const id = await submitRequest(request);
  const manager = await createStaff(request, 'manager', 'Morgan Manager');
  await openAs(page, manager, id);
  await expect(region(page, 'Submitter Info').getByText('Riley Resident')).toBeVisible();

  const select = region(page, 'Manage Request').getByLabel('Change Status');
  const button = region(page, 'Manage Request').getByRole('button', { name: 'Update Status' });
  await page.getByRole('heading', { level: 1 }).focus();
  for (let presses = 0; presses < 60; presses += 1) {
    if (await select.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(select).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue('In Progress');
  await expect(statusBadge(page)).toHaveText('Status: New');
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(statusBadge(page)).toHaveText('Status: In Progress');
  await expect(region(page, 'Manage Request').getByRole('status')).toHaveText('Status updated to In Progress.');
  await expect(select).toBeFocused();
  await expect(historyItems(page).first()).toContainText('Status changed to In Progress');
});

test("a manager's change made elsewhere appears on a worker's open detail without reload", async ({
  page,
  request,
}) => {
  const id = await submitRequest(request);
  const worker = await createStaff(request, 'worker', 'Wren Worker');
  const manager = await createStaff(request, 'manager', 'Morgan Manager');
  await openAs(page, worker, id);
  await expect(statusBadge(page)).toHaveText('Status: New');

  const login = await request.post('/api/auth/login', { data: { email: manager.email, password: manager.password } });
  expect(login.ok()).toBe(true);
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const change = await request.post(`/api/staff/requests/${id}/status`, {
    headers: { 'X-CSRF-Token': csrfToken },
    data: { status: 'Resolved' },
  });
  expect(change.status()).toBe(200);

  await expect(statusBadge(page)).toHaveText('Status: Resolved');
  await expect(historyItems(page).first()).toContainText('Status changed to Resolved');
  await expectNoViolations(page);
});
