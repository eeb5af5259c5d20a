/**
 * Staff e-mails in a real browser (docs/product.md#311-staff-e-mails): a manager assigns a
 * request to a worker on its detail screen; the worker's mailbox gets the e-mail with the
 * reference and the link to the request's staff detail, which opens it; the worker then picks the
 * daily digest on Email notifications and saves. axe on the settings screen, before and after.
 * Desktop only: nothing here changes with the width (the narrow-screen sweep covers the screen).
 */
import { expectNoViolations } from './support/axe.ts';
import { nthMessageTo } from './support/mailbox.ts';
import { submitTestRequest, shownReference } from './support/resident-requests.ts';
import { createStaff } from './support/staff-accounts.ts';
import { expect, signInThroughLogin as signIn, test } from './support/staff-session.ts';

test('a worker gets an e-mail when a manager assigns them a request, and switches to the daily digest', async ({
  browser,
  page,
  request,
}) => {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const manager = await createStaff(request, 'manager', `Morgan Manager ${run}`);
  const worker = await createStaff(request, 'worker', `Wes Worker ${run}`);
  const id = await submitTestRequest(request, { category: 'Streetlight Outage', issueAddress: '12 Elm Street' });
  const reference = await shownReference(request, id);

  await signIn(page, manager.email, manager.password, 'Morgan');
  await page.goto(`/311/staff/requests/${id}`);
  const manage = page.getByRole('region', { name: 'Manage Request' });
  await manage.getByLabel('Assign To').selectOption({ label: `${worker.name} (${worker.department})` });
  await manage.getByRole('button', { name: 'Update Assignment' }).click();
  await expect(manage.getByRole('status')).toHaveText(`Assigned to ${worker.name}.`);

  const mail = await nthMessageTo(worker.email, 1);
  expect(mail.subject).toBe(`${reference} assigned to you: Streetlight Outage`);
  expect(mail.body).toContain(`${manager.name} assigned request ${reference} to you.`);
  expect(mail.body).toContain('Address: 12 Elm Street');
  expect(mail.body).not.toContain('Rita Resident');
  const link = /^Open it: (\S+)$/m.exec(mail.body)?.[1] ?? '';
  expect(link).toMatch(new RegExp(`/staff/requests/${id}$`));
  expect(mail.body).toMatch(/open: \S+\/staff\/account\/notifications$/m);

  const workerContext = await browser.newContext();
  const workerPage = await workerContext.newPage();
  await signIn(workerPage, worker.email, worker.password, 'Wes');
  await workerPage.goto(new URL(link).pathname);
  await expect(workerPage.getByRole('heading', { level: 1, name: 'Streetlight Outage' })).toBeVisible();

  await workerPage.getByRole('link', { name: 'Email notifications' }).click();
  await expect(workerPage.getByRole('heading', { level: 1, name: 'Email notifications' })).toBeVisible();
  const choices = workerPage.getByRole('group', { name: 'E-mail me about my work' });
  await expect(choices.getByRole('radio', { name: /As they happen/ })).toBeChecked();
  await expectNoViolations(workerPage, 'the e-mail setting');
  // Keyboard: the arrow key moves the choice within the group.
  await choices.getByRole('radio', { name: /As they happen/ }).focus();
  await workerPage.keyboard.press('ArrowDown');
  await expect(choices.getByRole('radio', { name: /A daily digest/ })).toBeChecked();
  await workerPage.getByRole('button', { name: 'Save' }).click();
  await expect(workerPage.getByRole('status').filter({ hasText: 'Saved.' })).toHaveText(
    'Saved. You will get one e-mail a day with everything since the last one.',
  );
  await expectNoViolations(workerPage, 'the e-mail setting, saved');

  await workerPage.reload();
  await expect(
    workerPage.getByRole('group', { name: 'E-mail me about my work' }).getByRole('radio', { name: /A daily digest/ }),
  ).toBeChecked();
  await workerContext.close();
});
