/**
 * The polled live feed in the browser (docs/product.md#311-live-updates): where the server says
 * `transport: "poll"` (Firebase), the track screen opens no event stream and follows staff changes
 * by asking /api/requests/changes. The test server streams, so the first answer is rewritten to
 * say poll; every later poll reaches the real server and its change log.
 */
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { createStaff } from './support/staff-accounts.ts';
import { submitTestRequest } from './support/resident-requests.ts';

test('a track screen told to poll follows a staff change without an event stream', async ({ page, request }) => {
  const id = await submitTestRequest(request, {
    name: 'Pat Poller',
    category: 'Streetlight Outage',
    description: `Light out by the pond (${Date.now().toString(36)})`,
  });
  const manager = await createStaff(request, 'manager', 'Morgan Poller');
  const streams: string[] = [];
  const polls: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname === '/api/requests/events') streams.push(sent.url());
    if (url.pathname === '/api/requests/changes' && url.searchParams.has('since')) polls.push(sent.url());
  });
  await page.route(
    (url) => url.pathname === '/api/requests/changes' && !url.searchParams.has('since'),
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, transport: 'poll' } });
    },
  );

  await page.goto(`/311/track/${id}`);
  await expect(page.getByTestId('track-status')).toHaveText('Status: New');
  // The first poll has answered: the screen follows the log from here.
  await expect.poll(() => polls.length).toBeGreaterThan(0);

  const login = await request.post('/api/auth/login', { data: { email: manager.email, password: manager.password } });
  expect(login.ok()).toBe(true);
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const status = await request.post(`/api/staff/requests/${id}/status`, {
    headers: { 'X-CSRF-Token': csrfToken },
    data: { status: 'In Progress' },
  });
  expect(status.ok(), await status.text()).toBe(true);

  await expect(page.getByTestId('track-status')).toHaveText('Status: In Progress');
  await expect(page.getByTestId('track-live-status')).toContainText('This request was updated.');
  expect(streams).toEqual([]);
  await expectNoViolations(page);
});
