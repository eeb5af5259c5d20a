/**
 * Following a request and the submitter's private link, as residents use them
 * (docs/product.md#311-following-a-request, #311-the-submitters-private-link): asking for updates
 * on the track screen, confirming through the link in the e-mail (read from the test server's
 * mailbox), an update reaching the follower, stopping from the page or by the List-Unsubscribe
 * one-click POST; adding information and a photo, and "not fixed" reopening a resolved request, or
 * refused from a page that no longer shows the request as it is. The forms are used by keyboard
 * alone, axe runs in each new state.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test.ts';
import { EMAIL_MESSAGES } from '#domain/requests/email-check.ts';
import { FOLLOW_MESSAGES } from '#domain/requests/follow-messages.ts';
import { FOLLOW_UP_MESSAGES } from '#domain/requests/follow-up-messages.ts';
import { appStarted } from './support/app-started.ts';
import { expectNoViolations } from './support/axe.ts';
import { tabTo } from './support/keyboard.ts';
import { linkIn, messagesTo, nthMessageTo } from './support/mailbox.ts';
import { PIXEL_PNG, submitTestRequest } from './support/resident-requests.ts';
import { createStaff, type TestStaff } from './support/staff-accounts.ts';

let counter = 0;
/** Unique per test and worker, so tests never read each other's mail. */
const unique = () => {
  counter += 1;
  return `${String(process.pid)}-${String(counter)}-${Date.now().toString(36)}`;
};

/** Moves focus with Tab until `target` has it (keyboard alone, from the page's h1). */
async function tabFromHeading(page: Page, target: Locator): Promise<void> {
  await page.getByRole('heading', { level: 1 }).focus();
  await tabTo(page, target);
}

/** A manager's change through the staff API (the portal's own tests cover its screens). */
async function changeStatus(request: APIRequestContext, manager: TestStaff, id: string, status: string) {
  const login = await request.post('/api/auth/login', { data: { email: manager.email, password: manager.password } });
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const res = await request.post(`/api/staff/requests/${id}/status`, {
    headers: { 'X-CSRF-Token': csrfToken },
    data: { status },
  });
  expect(res.status()).toBe(200);
}

test('a resident follows a request: asks on the track screen, confirms from the e-mail, gets an update, stops', async ({
  page,
  request,
}) => {
  const tag = unique();
  const follower = `follower.${tag}@example.org`;
  const id = await submitTestRequest(request, { category: 'Park Maintenance', description: `Bench broken (${tag})` });
  const manager = await createStaff(request, 'manager', 'Morgan Manager');

  await page.goto(`/311/track/${id}`);
  const form = page.getByTestId('follow-form');
  await expect(form.getByRole('heading', { name: 'Get updates by e-mail' })).toBeVisible();
  const email = form.getByRole('textbox', { name: 'Email' });
  await tabFromHeading(page, email);
  await page.keyboard.type('not-an-address');
  await page.keyboard.press('Enter');
  await expect(form.getByRole('alert')).toHaveText(EMAIL_MESSAGES.badEmail);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page, 'follow form refusing an address');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(follower);
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Get updates' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toHaveText(FOLLOW_MESSAGES.sent);
  await expectNoViolations(page, 'follow form sent');

  const confirmation = await nthMessageTo(follower, 1);
  expect(confirmation.subject).toMatch(/^Confirm updates about request /);
  await page.goto(linkIn(confirmation, 'confirm'));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm e-mail updates' })).toBeVisible();
  await expectNoViolations(page, 'confirm screen');
  await tabFromHeading(page, page.getByRole('button', { name: 'Confirm updates' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('follow-result')).toHaveText(FOLLOW_MESSAGES.confirmed);
  await expectNoViolations(page, 'confirmed');

  await changeStatus(request, manager, id, 'In Progress');
  const update = await nthMessageTo(follower, 2);
  expect(update.body).toContain('Its status has been updated to "In Progress".');
  expect(update.body).toContain(`/311/track/${id}`);

  await page.goto(linkIn(update, 'stop'));
  await expect(page.getByRole('heading', { level: 1, name: 'Stop messages about a request' })).toBeVisible();
  await expectNoViolations(page, 'stop screen');
  await tabFromHeading(page, page.getByRole('button', { name: 'Stop messages' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('follow-result')).toHaveText(FOLLOW_MESSAGES.stoppedFollower);
  await expectNoViolations(page, 'stopped');
  await page.getByRole('link', { name: 'See the request' }).click();
  await expect(page.getByTestId('track-status')).toContainText('In Progress');

  // The change is queued before the staff reply, so nothing can arrive later.
  await changeStatus(request, manager, id, 'Resolved');
  expect(messagesTo(follower)).toHaveLength(2);
});

test("an e-mail's List-Unsubscribe stops the submitter's messages on the one-click POST, never on opening it", async ({
  page,
  request,
}) => {
  const tag = unique();
  const submitter = `one.click.${tag}@example.org`;
  const id = await submitTestRequest(request, { email: submitter, description: `Sign bent (${tag})` });
  const manager = await createStaff(request, 'manager', 'Morgan Manager');
  const confirmation = await nthMessageTo(submitter, 1);
  const token = new URL(linkIn(confirmation, 'stop')).searchParams.get('token');
  expect(confirmation.unsubscribeUrl).toMatch(/\/api\/follow\/unsubscribe\?token=[\w-]{43}$/);
  expect(new URL(confirmation.unsubscribeUrl!).searchParams.get('token')).toBe(token);

  // Opening the address, as a mail scanner or an older mail client does, only shows the stop screen.
  await page.goto(confirmation.unsubscribeUrl!);
  await expect(page.getByRole('heading', { level: 1, name: 'Stop messages about a request' })).toBeVisible();
  await changeStatus(request, manager, id, 'In Progress');
  const update = await nthMessageTo(submitter, 2);
  expect(update.unsubscribeUrl).toBe(confirmation.unsubscribeUrl);

  const res = await request.post(update.unsubscribeUrl!, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ message: FOLLOW_MESSAGES.stoppedSubmitter });
  // The change is queued before the staff reply, so nothing can arrive later.
  await changeStatus(request, manager, id, 'Resolved');
  expect(messagesTo(submitter)).toHaveLength(2);
});

test("the submitter's private link adds information and a photo to the open request", async ({ page, request }) => {
  const tag = unique();
  const submitter = `submitter.${tag}@example.org`;
  const id = await submitTestRequest(request, { email: submitter, description: `Tags on the wall (${tag})` });
  const confirmation = await nthMessageTo(submitter, 1);
  expect(confirmation.subject).toMatch(
    new RegExp(`^Request Submitted: ${id} \\(reference [0-9A-Z]{4}-[0-9A-Z]{4}\\)$`),
  );

  await page.goto(linkIn(confirmation, 'followUp'));
  await expect(page.getByRole('heading', { level: 1, name: 'Your request' })).toBeVisible();
  await expect(page.getByTestId('track-card')).toContainText(id);
  await expectNoViolations(page, 'private page of an open request');

  const text = page.getByRole('textbox', { name: /^Information/ });
  await tabFromHeading(page, text);
  await page.keyboard.type('It has spread to the next wall.');
  await page.getByLabel(/^Photo/).setInputFiles({ name: 'wall.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await tabFromHeading(page, page.getByRole('button', { name: 'Add to my request' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('follow-up-notice')).toHaveText(FOLLOW_UP_MESSAGES.added);
  await expect(page.getByTestId('track-history').getByRole('listitem').first()).toContainText(
    'Information added by the resident',
  );
  await expect(text).toHaveValue('');
  await expectNoViolations(page, 'information added');

  // Theirs to see on this page: the words and the photo, which opens larger in place.
  const added = page.getByTestId('follow-up-additions');
  await expect(added.getByText('It has spread to the next wall.')).toBeVisible();
  const thumb = added.getByRole('button', { name: /^Photo you added/ });
  await thumb.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Photo you added/ });
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect
    .poll(() => dialog.getByRole('img').evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await expectNoViolations(page, 'added photo open larger');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(thumb).toBeFocused();

  // Staff see the text and the photo's address in a note by Resident.
  const staff = await createStaff(request, 'worker', 'Wren Worker');
  await request.post('/api/auth/login', { data: { email: staff.email, password: staff.password } });
  const detail = (await (await request.get(`/api/staff/requests/${id}`)).json()) as {
    request: { internalNotes: { text: string; user: string }[] };
  };
  expect(detail.request.internalNotes.at(-1)?.user).toBe('Resident');
  const note = detail.request.internalNotes.at(-1)?.text ?? '';
  expect(note).toMatch(
    new RegExp(
      `^Information from the resident: It has spread to the next wall\\.\\nPhoto from the resident: /api/uploads/${id}/photo-`,
    ),
  );
  // The added photo is for staff, not the public.
  const fileName = note.split('/').at(-1) ?? '';
  expect((await request.get(`/api/staff/requests/${id}/photos/${fileName}`)).status()).toBe(200);
  expect((await page.context().request.get(`/api/uploads/${id}/${fileName}`)).status()).toBe(404);
});

test('"not fixed" on the private page reopens a resolved request', async ({ page, request }) => {
  const tag = unique();
  const submitter = `reopen.${tag}@example.org`;
  const id = await submitTestRequest(request, {
    email: submitter,
    category: 'Streetlight Outage',
    description: `Dark (${tag})`,
  });
  const manager = await createStaff(request, 'manager', 'Morgan Manager');
  await changeStatus(request, manager, id, 'Resolved');

  await page.goto(linkIn(await nthMessageTo(submitter, 1), 'followUp'));
  await expect(page.getByRole('heading', { name: 'Is it not fixed?' })).toBeVisible();
  await expect(page.getByTestId('track-status')).toContainText('Resolved');
  await expectNoViolations(page, 'private page of a resolved request');
  await tabFromHeading(page, page.getByRole('textbox', { name: /What is still wrong/ }));
  await page.keyboard.type('The lamp went out again the next night.');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'It is not fixed' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByTestId('follow-up-notice')).toHaveText(FOLLOW_UP_MESSAGES.reopened);
  await expect(page.getByTestId('follow-up-notice')).toBeFocused();
  await expect(page.getByTestId('track-status')).toContainText('In Progress');
  await expect(page.getByRole('button', { name: 'Add to my request' })).toBeVisible();
  await expectNoViolations(page, 'reopened');

  await page.goto(`/311/track/${id}`);
  await expect(page.getByTestId('track-status')).toContainText('In Progress');
  await expect(page.getByTestId('track-history').getByRole('listitem').first()).toContainText(
    'Reopened by the resident: not fixed',
  );
});

test('"not fixed" from a page opened before the request was reopened says so and shows it as it is now', async ({
  page,
  request,
}) => {
  const tag = unique();
  const submitter = `stale.${tag}@example.org`;
  const id = await submitTestRequest(request, {
    email: submitter,
    category: 'Graffiti',
    description: `Tagged wall (${tag})`,
  });
  const manager = await createStaff(request, 'manager', 'Morgan Manager');
  await changeStatus(request, manager, id, 'Resolved');
  const link = linkIn(await nthMessageTo(submitter, 1), 'followUp');
  await page.goto(link);
  // The app's page, not the server's first paint (which the app replaces once it runs).
  await appStarted(page);
  await expect(page.getByRole('heading', { name: 'Is it not fixed?' })).toBeVisible();

  // The same link in another tab, pressed first.
  const token = new URL(link).searchParams.get('token');
  expect((await request.post('/api/follow/reopen', { data: { token } })).status()).toBe(200);

  await tabFromHeading(page, page.getByRole('button', { name: 'It is not fixed' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('follow-up-notice')).toHaveText(FOLLOW_UP_MESSAGES.notResolved);
  await expect(page.getByTestId('follow-up-notice')).toBeFocused();
  await expect(page.getByTestId('track-status')).toContainText('In Progress');
  await expect(page.getByRole('button', { name: 'Add to my request' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Is it not fixed?' })).toBeHidden();
  await expectNoViolations(page, 'refused as already reopened');
  await expect(page.getByTestId('track-history').getByText('Reopened by the resident: not fixed')).toHaveCount(1);
});

test('a link without its token says it is not valid', async ({ page }) => {
  await page.goto('/311/my-request');
  await expect(page.getByRole('alert')).toHaveText(FOLLOW_MESSAGES.invalidLink);
  await page.goto('/311/updates/confirm?token=not-a-real-token');
  await page.getByRole('button', { name: 'Confirm updates' }).click();
  await expect(page.getByRole('alert')).toHaveText(FOLLOW_MESSAGES.invalidLink);
  await expectNoViolations(page, 'invalid confirm link');
});
