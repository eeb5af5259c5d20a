/**
 * Bulk changes in a real browser (docs/product.md#311-bulk-changes): a manager selects 30 requests
 * on one page of All Requests by keyboard and changes their status (each submitter gets exactly
 * the one e-mail a single status change sends), then assigns them all (which, as a single
 * assignment, e-mails no submitter). Other tests add requests meanwhile, so the list is searched
 * for this test's own street.
 */
import type { Page } from './support/test.ts';
import { expectNoViolations } from './support/axe.ts';
import { messagesTo } from './support/mailbox.ts';
import { submitTestRequest } from './support/resident-requests.ts';
import { createStaff } from './support/staff-accounts.ts';
import { expect, test } from './support/staff-session.ts';

const COUNT = 30;
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The status e-mails of one submitter (the confirmation of submitting is another subject). */
const updatesTo = (email: string) => messagesTo(email).filter((message) => message.subject.startsWith('Update:'));

/**
 * Chooses the change and its value (with the closing comment, when given, that Resolved and Closed
 * ask for), and applies it to the selected rows by keyboard.
 */
async function applyChange(page: Page, field: string, value: string, comment?: string) {
  const bar = page.getByRole('region', { name: 'Change selected requests' });
  await bar.getByLabel('Change').selectOption(field);
  await bar.getByLabel('To').selectOption(value);
  if (comment !== undefined) {
    await bar.getByLabel('Comment to the resident (public)').fill(comment);
    await expectNoViolations(page, 'bulk closing comment');
  }
  await bar.getByRole('button', { name: 'Apply to selected' }).focus();
  await page.keyboard.press('Enter');
}

test('a manager changes the status of 30 requests, then assigns them, in two bulk changes', async ({
  page,
  request,
  signInAs,
}) => {
  // Thirty submissions and their e-mails take a while on a shared machine.
  test.setTimeout(240_000);
  const street = `${tag()} Bulk Rd`;
  const emails = Array.from({ length: COUNT }, (_, i) => `bulk.${street.split(' ')[0]!}.${String(i)}@example.org`);
  const emailOf = new Map<string, string>();
  for (const email of emails) emailOf.set(await submitTestRequest(request, { email, issueAddress: street }), email);
  const manager = await createStaff(request, 'manager', 'Morgan Manager');
  const worker = await createStaff(request, 'worker', 'Wes Bulkworker', 'Parks & Recreation');
  await signInAs(manager);

  await page.goto(`/311/staff/requests?q=${encodeURIComponent(street.split(' ')[0]!)}&size=50`);
  await expect(page.getByTestId('request-count')).toHaveText(`${String(COUNT)} requests`);
  const table = page.getByRole('table');
  const boxes = table.getByRole('checkbox', { name: /^Select request / });
  await expect(boxes).toHaveCount(COUNT);
  const selectAll = page.getByRole('checkbox', { name: 'Select all on this page' });

  // One row by keyboard: the page's box shows the mixed state.
  await boxes.first().focus();
  await page.keyboard.press('Space');
  await expect(boxes.first()).toBeChecked();
  await expect(selectAll).toBeChecked({ indeterminate: true });
  await expect(page.getByTestId('selected-count')).toHaveText('1 request selected');
  await expectNoViolations(page, 'one row selected');

  await selectAll.focus();
  await page.keyboard.press('Space');
  await expect(selectAll).toBeChecked();
  await expect(page.getByTestId('selected-count')).toHaveText(`${String(COUNT)} requests selected`);

  await applyChange(page, 'Status', 'In Progress');
  const summary = page.getByTestId('bulk-summary');
  await expect(summary).toHaveText(`Changed ${String(COUNT)} requests.`);
  await expect(page.getByRole('status').filter({ has: summary })).toBeVisible();
  await expectNoViolations(page, 'bulk summary');
  await expect(table.getByText('In Progress')).toHaveCount(COUNT);
  await expect(selectAll).not.toBeChecked();

  // Every submitter hears once, as from a single status change.
  for (const email of emails) {
    await expect.poll(() => updatesTo(email).length, { message: email }).toBe(1);
    expect(updatesTo(email)[0]!.body).toContain('Your request status has been updated to "In Progress".');
  }

  await selectAll.check();
  await applyChange(page, 'Assignee', `${worker.name} (${worker.department})`);
  await expect(summary).toHaveText(`Changed ${String(COUNT)} requests.`);
  await expect(table.getByText(worker.name)).toHaveCount(COUNT);

  // A status change sent after the assignment: once its e-mail is out, anything the assignment
  // had queued before it would be out too. The others still have their one e-mail.
  const firstRow = table.locator('tbody tr').first();
  const firstEmail = emailOf.get((await firstRow.getAttribute('data-request-id')) ?? '')!;
  await firstRow.getByRole('checkbox').check();
  const closing = `Repaired after the storm (${street}).`;
  await applyChange(page, 'Status', 'Resolved', closing);
  await expect(summary).toHaveText('Changed 1 request.');
  // The status, then the closing comment posted with it, as a single change tells them.
  await expect.poll(() => updatesTo(firstEmail).length).toBe(3);
  expect(updatesTo(firstEmail)[1]!.body).toContain('Your request status has been updated to "Resolved".');
  expect(updatesTo(firstEmail)[2]!.body).toContain(closing);
  expect(emails.filter((email) => email !== firstEmail).map((email) => updatesTo(email).length)).toEqual(
    Array.from({ length: COUNT - 1 }, () => 1),
  );

  // The same change again is refused, with the request's reference.
  await firstRow.getByRole('checkbox').check();
  await applyChange(page, 'Status', 'Resolved', closing);
  await expect(summary).toContainText('Changed 0 requests. Refused 1.');
  await expect(summary.getByRole('listitem')).toHaveText([/^[A-Z0-9]{4}-[A-Z0-9]{4}: already in that state$/]);
  await expectNoViolations(page, 'bulk summary with a refusal');
});
