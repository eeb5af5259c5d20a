/**
 * A staff session that ends mid-work, in a real browser on desktop and phone sizes
 * (docs/product.md#311-staff-sign-in-and-sessions): the session is ended on the server (signed out
 * from another client with the same cookie, as an idle expiry would) while a note is typed. The
 * note's failure says so, the sign-in dialog opens in place, Esc closes it and gives focus back,
 * and signing in again as the same member posts the note once; signing in as someone else posts
 * nothing and says so. A status change refused the same way goes again once by itself, unless
 * someone changed the request meanwhile. axe in every new state.
 */
import { expect, test, type Page, type PlaywrightWorkerArgs } from './support/test.ts';
import { expectNoViolations } from './support/axe.ts';
import { submitTestRequest } from './support/resident-requests.ts';
import { createStaff, signInAdmin, TEST_ADMIN, type TestStaff } from './support/staff-accounts.ts';
import { endSessionOnServer, signInThroughApi } from './support/staff-session.ts';

const ENDED = 'Your session has ended. Sign in again to continue; what you typed is kept.';
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function openRequestAs(page: Page, staff: TestStaff, run: string): Promise<string> {
  const id = await submitTestRequest(page.request, {
    category: 'Streetlight Outage',
    description: `Dark corner (${run})`,
  });
  await signInThroughApi(page.context().request, staff);
  await page.goto(`/311/staff/requests/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Streetlight Outage' })).toBeVisible();
  return id;
}

test('a note typed when the session ends is kept, and added once after signing in again', async ({
  page,
  playwright,
}) => {
  const run = tag();
  const worker = await createStaff(page.request, 'worker', `Wren Worker ${run}`);
  await openRequestAs(page, worker, run);
  const notes = page.getByRole('region', { name: 'Internal Notes' });
  const box = notes.getByLabel('New internal note');
  const note = `Pole checked, bulb ordered (${run})`;
  await box.fill(note);
  await endSessionOnServer(page, playwright);

  const addNote = notes.getByRole('button', { name: 'Add Note' });
  await addNote.click();
  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(ENDED);
  await expect(dialog.getByLabel('Email')).toHaveValue(worker.email);
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await expect(notes.getByRole('alert')).toHaveText(ENDED);
  await expect(notes.getByText('Failed to add note.')).toHaveCount(0);
  await expect(box).toHaveValue(note);
  await expectNoViolations(page, 'the sign-in dialog');

  // Esc closes the dialog and gives focus back; the banner offers the sign-in again.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(addNote).toBeFocused();
  const again = page.getByRole('button', { name: 'Sign in again' });
  await expect(page.getByRole('status').filter({ hasText: ENDED })).toBeVisible();
  await expectNoViolations(page, 'the session-ended banner');

  // By keyboard: the banner's button, the password, Enter.
  await again.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await page.keyboard.type('not the password');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password.');
  await expectNoViolations(page, 'a refused sign-in in the dialog');
  await dialog.getByLabel('Password').fill(worker.password);
  await page.keyboard.press('Enter');

  await expect(dialog).toHaveCount(0);
  await expect(notes.getByRole('status')).toHaveText('Note added.');
  await expect(box).toHaveValue('');
  await expect(notes.getByRole('listitem').filter({ hasText: note })).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: ENDED })).toHaveCount(0);
  await expect(page).toHaveURL(/\/311\/staff\/requests\//);
  // The new session works for the next change too (its CSRF token was picked up).
  await box.fill(`Second note (${run})`);
  await notes.getByRole('button', { name: 'Add Note' }).click();
  await expect(notes.getByRole('listitem').filter({ hasText: `Second note (${run})` })).toHaveCount(1);
});

test('signing in as someone else in the dialog posts nothing and says so', async ({ page, playwright }) => {
  const run = tag();
  const manager = await createStaff(page.request, 'manager', `Morgan Manager ${run}`);
  const colleague = await createStaff(page.request, 'manager', `Casey Colleague ${run}`);
  await openRequestAs(page, manager, run);
  const comments = page.getByRole('region', { name: 'Public Comments' });
  const box = comments.getByLabel('New public comment (visible to the resident)');
  const comment = `A crew is booked for Tuesday (${run}).`;
  await box.fill(comment);
  await endSessionOnServer(page, playwright);
  await comments.getByRole('button', { name: 'Post Comment' }).click();

  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await dialog.getByLabel('Email').fill(colleague.email);
  await dialog.getByLabel('Password').fill(colleague.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(comments.getByRole('alert')).toHaveText(
    `Not sent: you are now signed in as ${colleague.name}. Check what you typed, then send it.`,
  );
  await expect(page.getByRole('status').filter({ hasText: 'This screen shows what that account may see' })).toHaveText(
    `You are now signed in as ${colleague.name}. This screen shows what that account may see; nothing you typed was sent.`,
  );
  await expect(page.getByTestId('staff-identity')).toContainText(colleague.name);
  await expect(box).toHaveValue(comment);
  await expect(comments.getByRole('listitem').filter({ hasText: comment })).toHaveCount(0);
  await expectNoViolations(page, 'signed in as someone else');

  await comments.getByRole('button', { name: 'Post Comment' }).click();
  await expect(comments.getByRole('listitem').filter({ hasText: comment })).toContainText(colleague.name);
});

/** Chooses a status, ends the session and presses Update Status: the sign-in dialog opens. */
async function statusRefused(page: Page, playwright: PlaywrightWorkerArgs['playwright'], status: string) {
  const manage = page.getByRole('region', { name: 'Manage Request' });
  await manage.getByLabel('Change Status').selectOption(status);
  // Resolving asks for a closing comment (docs/product.md#311-closing-comment).
  if (status === 'Resolved') await manage.getByLabel('Comment to the resident (public)').fill('Lamp replaced.');
  await endSessionOnServer(page, playwright);
  await manage.getByRole('button', { name: 'Update Status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog).toBeVisible();
  await expect(manage.getByRole('alert')).toHaveText(ENDED);
  await expect(manage.getByLabel('Change Status')).toHaveValue(status);
  return { manage, dialog };
}

const historyOf = (page: Page, action: string) =>
  page.getByRole('region', { name: 'Request History' }).getByRole('listitem').filter({ hasText: action });

test('a status change refused when the session ends goes again once after signing in', async ({ page, playwright }) => {
  const run = tag();
  const manager = await createStaff(page.request, 'manager', `Morgan Manager ${run}`);
  await openRequestAs(page, manager, run);
  const { manage, dialog } = await statusRefused(page, playwright, 'In Progress');
  await dialog.getByLabel('Password').fill(manager.password);
  await page.keyboard.press('Enter');

  await expect(dialog).toHaveCount(0);
  await expect(manage.getByRole('status')).toHaveText('Status updated to In Progress.');
  await expect(manage.getByRole('alert')).toHaveText('');
  await expect(page.getByTestId('status-badge')).toHaveText(/In Progress/);
  await expect(historyOf(page, 'Status changed to In Progress')).toHaveCount(1);
  await expect(manage.getByRole('button', { name: 'Update Status' })).toBeDisabled();
  await expect(manage.getByLabel('Change Status')).toBeFocused();
});

test('a status change is not sent again when the request changed meanwhile; the panel says what changed', async ({
  page,
  playwright,
  request,
}) => {
  const run = tag();
  const manager = await createStaff(page.request, 'manager', `Mel Manager ${run}`);
  const id = await openRequestAs(page, manager, run);
  const { manage, dialog } = await statusRefused(page, playwright, 'Resolved');
  // While the member is signed out, someone else changes the request.
  const csrf = await signInAdmin(request);
  const change = await request.post(`/api/staff/requests/${id}/priority`, {
    headers: { 'X-CSRF-Token': csrf },
    data: { priority: 'Emergency' },
  });
  expect(change.ok(), await change.text()).toBe(true);

  await dialog.getByLabel('Password').fill(manager.password);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(manage.getByRole('alert')).toHaveText(
    `Not sent: this request changed meanwhile (Priority changed to Emergency by ${TEST_ADMIN.name}). Check your choice, then press Update Status again.`,
  );
  await expect(manage.getByLabel('Change Priority')).toHaveValue('Emergency');
  await expect(manage.getByLabel('Change Status')).toHaveValue('Resolved');
  await expect(historyOf(page, 'Status changed to Resolved')).toHaveCount(0);
  await expectNoViolations(page, 'a refused status change not sent again');

  await manage.getByRole('button', { name: 'Update Status' }).click();
  await expect(manage.getByRole('status')).toHaveText('Status updated to Resolved. Comment posted.');
  await expect(historyOf(page, 'Status changed to Resolved')).toHaveCount(1);
});
