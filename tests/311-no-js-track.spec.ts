/**
 * Tracking and following without JavaScript (docs/311-without-javascript.md), on the phone and
 * desktop projects: the track page looks a request up by its reference as typed, shows its card
 * and history, pages the public list by links and follows the request by a form, confirmed from the
 * e-mail's link by the page's button; the submitter's
 * private page adds information and says "not fixed" by forms. Then axe scans each state as the
 * server sends it, with JavaScript on for axe and the app's script held back.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { EMAIL_MESSAGES } from '#domain/requests/email-check.ts';
import { FOLLOW_MESSAGES } from '#domain/requests/follow-messages.ts';
import { FOLLOW_UP_MESSAGES } from '#domain/requests/follow-up-messages.ts';
import { PUBLIC_LIST_SIZE } from '#domain/requests/constants.ts';
import { expectNoViolations } from './support/axe.ts';
import { linkIn, nthMessageTo } from './support/mailbox.ts';
import { shownReference, submitTestRequest } from './support/resident-requests.ts';
import { createStaff } from './support/staff-accounts.ts';

let counter = 0;
/** Unique per test and worker, so tests never read each other's mail. */
const unique = () => {
  counter += 1;
  return `${String(process.pid)}-${String(counter)}-${Date.now().toString(36)}`;
};

/** Enough requests for an older page of the public list, whatever ran before. */
async function fillOlderPage(request: APIRequestContext): Promise<void> {
  const res = await request.get('/api/requests');
  const { requests, next } = (await res.json()) as { requests: unknown[]; next: string | null };
  if (next) return;
  for (let count = requests.length; count <= PUBLIC_LIST_SIZE; count += 1) await submitTestRequest(request);
}

/** A manager resolves a request through the staff API (the portal's own tests cover its screens). */
async function resolve(request: APIRequestContext, id: string): Promise<void> {
  const manager = await createStaff(request, 'manager', 'Morgan Manager');
  const login = await request.post('/api/auth/login', { data: { email: manager.email, password: manager.password } });
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const res = await request.post(`/api/staff/requests/${id}/status`, {
    headers: { 'X-CSRF-Token': csrfToken },
    data: { status: 'Resolved' },
  });
  expect(res.status()).toBe(200);
}

/** A request by a resident of its own, and the private link of the confirmation e-mail. */
async function submittedWithLink(request: APIRequestContext): Promise<{ id: string; link: string }> {
  const email = `nojs.${unique()}@example.org`;
  const id = await submitTestRequest(request, { email, description: 'The drain is blocked.' });
  return { id, link: linkIn(await nthMessageTo(email, 1), 'followUp') };
}

const submit = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('tracks a request by its reference, pages the public list and follows the request', async ({
    page,
    request,
  }) => {
    await fillOlderPage(request);
    const id = await submitTestRequest(request, { category: 'Park Maintenance' });
    const reference = await shownReference(request, id);

    await page.goto('/311/track');
    await page.getByRole('textbox', { name: 'Request ID' }).fill(` ${reference.toLowerCase()} `);
    await submit(page, 'Search');
    const card = page.getByTestId('track-card');
    await expect(card.getByRole('heading', { name: 'Park Maintenance' })).toBeVisible();
    await expect(card.getByTestId('track-reference')).toHaveText(reference);
    await expect(card.getByTestId('track-status')).toContainText('New');
    await expect(card.getByTestId('track-history')).toContainText('Request Submitted');

    // The list pages by links, and each row's link opens its request.
    await expect(page.getByTestId('public-list-status')).toContainText('newest requests');
    await page.getByRole('link', { name: 'Older requests' }).click();
    await expect(page).toHaveURL(/after=/);
    await expect(page.getByTestId('public-list-status')).toContainText('older request');
    await page.getByRole('link', { name: 'Newest' }).click();
    await page.getByRole('link', { name: `View request ${id}` }).click();
    await expect(page).toHaveURL(new RegExp(`id=${id}`));
    await expect(card.getByTestId('track-reference')).toHaveText(reference);

    // Following: the message beside the field, then the confirmation, and the e-mail.
    const follower = `follower.${unique()}@example.org`;
    const form = page.getByTestId('follow-form');
    await form.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
    await submit(page, 'Get updates');
    await expect(page.locator('#follow-email-error')).toHaveText(EMAIL_MESSAGES.badEmail);
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('textbox', { name: 'Email' }).fill(follower);
    await submit(page, 'Get updates');
    await expect(page.getByTestId('follow-sent')).toHaveText(FOLLOW_MESSAGES.sent);
    // The e-mail's link opens a page whose button confirms.
    await page.goto(linkIn(await nthMessageTo(follower, 1), 'confirm'));
    await submit(page, 'Confirm updates');
    await expect(page.getByTestId('follow-result')).toHaveText(FOLLOW_MESSAGES.confirmed);
  });

  test('the private page adds information, then says "not fixed"', async ({ page, request }) => {
    const { id, link } = await submittedWithLink(request);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Your request' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Information' }).fill('It is now flooding the path.');
    await submit(page, 'Add to my request');
    await expect(page.getByTestId('follow-up-notice')).toHaveText(FOLLOW_UP_MESSAGES.added);
    await expect(page.getByTestId('follow-up-additions')).toContainText('It is now flooding the path.');

    await resolve(request, id);
    await page.goto(link);
    await page.getByRole('textbox', { name: 'What is still wrong?' }).fill('Still blocked.');
    await submit(page, 'It is not fixed');
    await expect(page.getByTestId('follow-up-notice')).toHaveText(FOLLOW_UP_MESSAGES.reopened);
    await expect(page.getByTestId('track-status')).toContainText('In Progress');
  });
});

test('each state as the server sends it has no WCAG 2.2 AA violations (the app’s script held back)', async ({
  page,
  request,
}) => {
  // axe needs JavaScript, so the page runs with it and only the app's scripts are held back.
  await page.route(
    (url) => url.pathname.startsWith('/_astro/') && /\.m?js$/.test(url.pathname),
    (route) => route.abort(),
  );
  const { id, link } = await submittedWithLink(request);
  await fillOlderPage(request);

  await page.goto(`/311/track?id=${id}&sent=1`);
  await expect(page.getByTestId('just-submitted')).toBeVisible();
  await expectNoViolations(page, 'the track page after a plain report');
  await page.getByRole('link', { name: 'Older requests' }).click();
  await expect(page).toHaveURL(/after=/);
  await expectNoViolations(page, 'an older page of the list');
  await page.goto(`/311/track?id=${id}`);
  await page.getByTestId('follow-form').getByRole('textbox', { name: 'Email' }).fill('nope');
  await submit(page, 'Get updates');
  await expect(page.locator('#follow-email-error')).toBeVisible();
  await expectNoViolations(page, 'the follow form with its message');
  const follower = `axe.${unique()}@example.org`;
  await page.getByTestId('follow-form').getByRole('textbox', { name: 'Email' }).fill(follower);
  await submit(page, 'Get updates');
  await expect(page.getByTestId('follow-sent')).toBeVisible();
  await expectNoViolations(page, 'the follow confirmation');
  await page.goto(linkIn(await nthMessageTo(follower, 1), 'confirm'));
  await expectNoViolations(page, 'the confirm page');
  await submit(page, 'Confirm updates');
  await expect(page.getByTestId('follow-result')).toBeVisible();
  await expectNoViolations(page, 'updates confirmed');
  await page.goto('/311/es/track?id=ZZZZ-ZZZZ');
  await expectNoViolations(page, 'nothing found, in Spanish');

  await page.goto(link);
  await expectNoViolations(page, 'the private page of an open request');
  await submit(page, 'Add to my request');
  await expect(page.getByTestId('follow-up-notice')).toHaveText(FOLLOW_UP_MESSAGES.empty);
  await expectNoViolations(page, 'the add form refused');
  await resolve(request, id);
  await page.goto(link);
  await expectNoViolations(page, 'the private page of a resolved request');
});
