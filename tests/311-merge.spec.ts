/**
 * Merging duplicates in a real browser (docs/product.md#311-merging-duplicates): a manager merges
 * one resident's report into another's by typing its reference; the duplicate's public track page
 * links the original, its submitter gets the merge e-mail and then the original's updates; the
 * manager undoes the merge and everything returns, and the submitter hears nothing more of the
 * original. Each resident has an address of their own, and e-mails are found by their text.
 */
import type { Page } from './support/test.ts';
import { expectNoViolations } from './support/axe.ts';
import { messagesTo } from './support/mailbox.ts';
import { shownReference, submitTestRequest } from './support/resident-requests.ts';
import { createStaff } from './support/staff-accounts.ts';
import { expect, test } from './support/staff-session.ts';

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Sets the status on a request's detail screen. */
async function setStatus(page: Page, id: string, status: string) {
  await page.goto(`/311/staff/requests/${id}`);
  const manage = page.getByRole('region', { name: 'Manage Request' });
  await manage.getByLabel('Change Status').selectOption(status);
  await manage.getByRole('button', { name: 'Update Status' }).click();
  await expect(page.getByTestId('status-badge')).toContainText(status);
}

test('staff merge and undo', async ({ page, request, signInAs }) => {
  test.setTimeout(120_000);
  const run = tag();
  const first = `merge.first.${run}@example.org`;
  const second = `merge.second.${run}@example.org`;
  const originalId = await submitTestRequest(request, { email: first, issueAddress: `${run} Merge Rd` });
  const duplicateId = await submitTestRequest(request, { email: second, issueAddress: `${run} Merge Rd` });
  const original = await shownReference(request, originalId);
  await signInAs(await createStaff(request, 'manager', 'Morgan Merger'));

  await page.goto(`/311/staff/requests/${duplicateId}`);
  const panel = page.getByRole('region', { name: 'Duplicates' });
  await panel.getByLabel('Reference or ID of the original').fill(original.toLowerCase());
  await panel.getByRole('button', { name: 'Find request' }).click();
  await expect(panel.getByTestId('merge-original')).toContainText(`${run} Merge Rd`);
  await expectNoViolations(page, 'merge confirmation');
  await panel.getByRole('button', { name: `Merge into ${original}` }).click();
  await expect(panel.getByRole('status')).toHaveText(`Merged into ${original}.`);
  await expect(panel.getByTestId('merged-into')).toContainText(original);
  await expect(page.getByTestId('status-badge')).toContainText('Closed');
  await expectNoViolations(page, 'merged duplicate');

  // The duplicate's submitter is told once where the report went.
  const merged = () => messagesTo(second).filter((message) => message.subject.includes(`was merged into ${original}`));
  await expect.poll(() => merged().length).toBe(1);
  expect(merged()[0]!.body).toContain(`/track/${originalId}`);

  // The public track page links the original.
  await page.goto(`/311/track/${duplicateId}`);
  const notice = page.getByTestId('track-merged');
  await expect(notice).toHaveText(`This report was merged into ${original}.`);
  await expectNoViolations(page, 'merged track page');
  await notice.getByRole('link', { name: original }).click();
  await expect(page).toHaveURL(new RegExp(`/311/track/${originalId}$`));
  await expect(page.getByTestId('track-reference')).toHaveText(original);

  // The original's detail lists the duplicate; its update reaches the duplicate's submitter.
  await setStatus(page, originalId, 'In Progress');
  await expect(page.getByTestId('merged-requests')).toContainText(await shownReference(request, duplicateId));
  await expectNoViolations(page, 'original with a merged request');
  const updates = () => messagesTo(second).filter((message) => message.subject.includes(`(${original})`));
  await expect.poll(() => updates().length).toBe(1);
  expect(updates()[0]!.body).toContain('"In Progress"');

  // Undo: the duplicate is New again, public again without the link, and the follow is gone.
  await page.goto(`/311/staff/requests/${duplicateId}`);
  await panel.getByRole('button', { name: 'Undo merge' }).click();
  await expect(panel.getByRole('status')).toHaveText('Merge undone.');
  await expect(page.getByTestId('status-badge')).toContainText('New');
  await expect(panel.getByLabel('Reference or ID of the original')).toBeVisible();
  await expectNoViolations(page, 'merge undone');
  await page.goto(`/311/track/${duplicateId}`);
  await expect(page.getByTestId('track-status')).toContainText('New');
  await expect(page.getByTestId('track-merged')).toHaveCount(0);

  // Another update to the original: its own submitter hears of it, the duplicate's no longer does.
  await setStatus(page, originalId, 'New');
  await expect.poll(() => messagesTo(first).filter((message) => message.body.includes('"New"')).length).toBe(1);
  expect(updates()).toHaveLength(1);
});
