/**
 * A staff session that ends mid-work, in a real browser on desktop and phone sizes
 * (docs/product.md#311-staff-sign-in-and-sessions): the session is ended on the server (signed out
 * from another client with the same cookie, as an idle expiry would) while a note is typed. The
 * note's failure says so, the sign-in dialog opens in place, Esc closes it and gives focus back,
 * and signing in again as the same member posts the note once; signing in as someone else posts
 * nothing and says so. axe in every new state.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { submitTestRequest } from './support/resident-requests.ts';
import { createStaff, type TestStaff } from './support/staff-accounts.ts';
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
