/**
 * Work completed and review (docs/product.md#311-work-completed-and-review) against the real
 * server: the assigned worker records the work with a note and a photo (on a phone too, where
 * crews use it), the request shows in the managers' Awaiting review list, and a manager resolves
 * it with a closing comment or sends it back with a reason the worker then reads. The public sees
 * only "Work completed, awaiting review". axe in every new state.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { formatReference } from '#domain/requests/reference.ts';
import { expectNoViolations } from './support/axe.ts';
import { tabTo } from './support/keyboard.ts';
import { expectNoSidewaysScroll } from './support/no-overflow.ts';
import { PIXEL_PNG, submitTestRequest } from './support/resident-requests.ts';
import { createStaff, signInAdmin, type TestStaff } from './support/staff-accounts.ts';
import { signInThroughApi } from './support/staff-session.ts';

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const region = (page: Page, name: string) => page.getByRole('region', { name });
const HINT = 'Status changes are made by managers. When the work is done, record it here and a manager will review it.';

interface Job {
  id: string;
  reference: string;
  worker: TestStaff;
  manager: TestStaff;
  run: string;
}

/** A resident's request, assigned by the admin to a fresh worker; a fresh manager to review it. */
async function assignedJob(request: APIRequestContext): Promise<Job> {
  const run = tag();
  const id = await submitTestRequest(request, { category: 'Pothole/Road Damage', description: `Pothole ${run}` });
  const worker = await createStaff(request, 'worker', `Wes Worker ${run}`);
  const manager = await createStaff(request, 'manager', `Maria Manager ${run}`);
  const csrf = await signInAdmin(request);
  const assigned = await request.post(`/api/staff/requests/${id}/assignee`, {
    headers: { 'X-CSRF-Token': csrf },
    data: { assignedTo: worker.id },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  const { reference } = (await (await request.get(`/api/requests/${id}`)).json()) as { reference: string };
  return { id, reference, worker, manager, run };
}

/** The worker signs in, opens the job and records the work with a note and a photo. */
async function reportWork(page: Page, job: Job, note: string) {
  await signInThroughApi(page.context().request, job.worker);
  await page.goto(`/311/staff/requests/${job.id}`);
  const panel = region(page, 'Work completed');
  await expect(panel).toContainText(HINT);
  await expect(region(page, 'Manage Request')).toHaveCount(0);
  await expectNoViolations(page, 'a worker on their job');

  // By keyboard: the panel's button, then the note it asks for.
  await tabTo(page, panel.getByRole('button', { name: 'Record work completed' }));
  await page.keyboard.press('Enter');
  const noteBox = panel.getByLabel('What was done');
  await expect(noteBox).toBeFocused();
  await expect(noteBox).toHaveAccessibleDescription('Please describe the work that was done.');
  await expectNoViolations(page, 'work note missing');

  await noteBox.fill(note);
  await panel.getByLabel('Photo of the work (optional)').setInputFiles({
    name: 'work.png',
    mimeType: 'image/png',
    buffer: PIXEL_PNG,
  });
  await panel.getByRole('button', { name: 'Record work completed' }).click();
  await expect(panel.getByRole('status')).toHaveText('Work recorded as completed. A manager will review it.');
  await expect(panel.getByTestId('work-report')).toContainText(note);
  await expect(panel.getByRole('img', { name: 'Photo of the completed work' })).toBeVisible();
  await expect(page.getByTestId('status-badge')).toHaveText('Status: New');
  await expectNoViolations(page, 'work recorded, awaiting review');
  // Crews use phones: the report with its photo fits the screen's width.
  await expectNoSidewaysScroll(page, 'work recorded, awaiting review');
}

/** The manager signs in and opens the job from the Awaiting review list. */
async function openForReview(page: Page, job: Job) {
  await signInThroughApi(page.context().request, job.manager);
  await page.goto('/311/staff/requests?review=pending&sort=due');
  await expect(page.getByRole('checkbox', { name: 'Awaiting review only' })).toBeChecked();
  await expect(
    page.getByRole('link', { name: `Manage request ${formatReference(job.reference)}` }).filter({ visible: true }),
  ).toBeVisible();
  await expect(page.locator(`[data-request-id="${job.id}"]`).filter({ visible: true })).toContainText(
    'Awaiting review',
  );
  await expectNoViolations(page, 'the awaiting review list');
  await page.goto(`/311/staff/requests/${job.id}`);
  const review = region(page, 'Review completed work');
  await expect(review).toBeVisible();
  return review;
}

test('a worker reports work done and a manager resolves it', async ({ page, request }) => {
  const job = await assignedJob(request);
  const note = `Filled and rolled the pothole (${job.run}).`;
  await reportWork(page, job, note);

  const review = await openForReview(page, job);
  await expect(review.getByTestId('work-report')).toContainText(note);
  await expect(review.getByTestId('work-report')).toContainText(job.worker.name);
  await expect(review.getByRole('img', { name: 'Photo of the completed work' })).toBeVisible();
  await expectNoViolations(page, 'a manager reviewing completed work');

  await review.getByRole('button', { name: 'Resolve' }).click();
  const comment = review.getByLabel('Comment to the resident (public)');
  await expect(comment).toBeFocused();
  await page.keyboard.type(`The pothole is repaired (${job.run}).`);
  await tabTo(page, review.getByRole('button', { name: 'Resolve' }));
  await page.keyboard.press('Enter');
  await expect(review.getByRole('status')).toHaveText('Request resolved.');
  await expect(page.getByTestId('status-badge')).toHaveText('Status: Resolved');
  await expect(review).toContainText('No completed work is awaiting review.');
  await expectNoViolations(page, 'reviewed work resolved');

  // The public reads that work was done, never by whom or the crew's note.
  const shown = await (await request.get(`/api/requests/${job.id}`)).text();
  expect(shown).toContain('Work completed, awaiting review');
  expect(shown).not.toContain(job.worker.name);
  expect(shown).not.toContain('Filled and rolled');
});

test('a manager sends the work back, and the worker reads why', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'The review is a desktop screen; the worker’s phone flow is above.');
  const job = await assignedJob(request);
  await reportWork(page, job, `Patched it (${job.run}).`);

  const review = await openForReview(page, job);
  await review.getByRole('button', { name: 'Send back' }).click();
  const reason = review.getByLabel('Reason for sending it back (internal note)');
  await expect(reason).toBeFocused();
  await expect(reason).toHaveAccessibleDescription('Please give a reason for sending the work back.');
  await expectNoViolations(page, 'send-back reason missing');
  await reason.fill(`The patch is already sinking (${job.run}).`);
  await review.getByRole('button', { name: 'Send back' }).click();
  await expect(review.getByRole('status')).toHaveText('Work sent back. The reason is kept as an internal note.');
  await expectNoViolations(page, 'work sent back');

  await signInThroughApi(page.context().request, job.worker);
  await page.goto(`/311/staff/requests/${job.id}`);
  const note = `Work sent back: The patch is already sinking (${job.run}).`;
  await expect(region(page, 'Internal Notes').getByRole('listitem').filter({ hasText: note })).toHaveCount(1);
  // The worker may record the work again.
  await expect(region(page, 'Work completed').getByRole('button', { name: 'Record work completed' })).toBeVisible();
  await expectNoViolations(page, 'the worker after a send-back');
});
