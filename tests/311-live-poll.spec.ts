/**
 * The polled live feed in the browser (docs/product.md#311-live-updates): where the server says
 * `transport: "poll"` (Firebase), a screen opens no event stream and follows changes by asking its
 * changes endpoint. The test server streams, so the first answer is rewritten to say poll; every
 * later poll reaches the real server and its change log.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { expectNoViolations } from './support/axe.ts';
import { createStaff } from './support/staff-accounts.ts';
import { submitTestRequest } from './support/resident-requests.ts';
import { signInThroughApi } from './support/staff-session.ts';

/**
 * Makes the page's first ask of `changes` answer poll, and records the streams it opens and the
 * polls it sends.
 */
async function toldToPoll(page: Page, changes: string, stream: string) {
  const seen = { streams: 0, polls: 0 };
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname === stream) seen.streams += 1;
    if (url.pathname === changes && url.searchParams.has('since')) seen.polls += 1;
  });
  await page.route(
    (url) => url.pathname === changes && !url.searchParams.has('since'),
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, transport: 'poll' } });
    },
  );
  return seen;
}

/** Changes the request's status as a manager, through the API. */
async function changeStatus(request: APIRequestContext, id: string, status: string) {
  const manager = await createStaff(request, 'manager', 'Morgan Poller');
  const login = await request.post('/api/auth/login', { data: { email: manager.email, password: manager.password } });
  expect(login.ok()).toBe(true);
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const res = await request.post(`/api/staff/requests/${id}/status`, {
    headers: { 'X-CSRF-Token': csrfToken },
    data: { status },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

const newRequest = (request: APIRequestContext) =>
  submitTestRequest(request, {
    name: 'Pat Poller',
    category: 'Streetlight Outage',
    description: `Light out by the pond (${Date.now().toString(36)})`,
  });

test('a track screen told to poll follows a staff change without an event stream', async ({ page, request }) => {
  const id = await newRequest(request);
  const seen = await toldToPoll(page, '/api/requests/changes', '/api/requests/events');
  await page.goto(`/311/track/${id}`);
  await expect(page.getByTestId('track-status')).toHaveText('Status: New');
  // The first poll has answered: the screen follows the log from here.
  await expect.poll(() => seen.polls).toBeGreaterThan(0);

  await changeStatus(request, id, 'In Progress');
  await expect(page.getByTestId('track-status')).toHaveText('Status: In Progress');
  await expect(page.getByTestId('track-live-status')).toContainText('This request was updated.');
  expect(seen.streams).toBe(0);
  await expectNoViolations(page);
});

test("a staff member's open request told to poll follows another member's change", async ({ page, request }) => {
  const id = await newRequest(request);
  const worker = await createStaff(request, 'worker', 'Wren Poller');
  await signInThroughApi(page.context().request, worker);
  const seen = await toldToPoll(page, '/api/staff/changes', '/api/staff/events');
  await page.goto(`/311/staff/requests/${id}`);
  await expect(page.getByTestId('status-badge')).toHaveText('Status: New');
  await expect.poll(() => seen.polls).toBeGreaterThan(0);

  await changeStatus(request, id, 'Resolved');
  await expect(page.getByTestId('status-badge')).toHaveText('Status: Resolved');
  expect(seen.streams).toBe(0);
  await expectNoViolations(page);
});
