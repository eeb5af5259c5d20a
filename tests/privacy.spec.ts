import { expect, test, type Page } from './support/test.ts';
import { FAKE_TILE_URL } from './support/browser-env.ts';
import { PORTAL_SCREENS, SITE_PAGES } from './support/pages.ts';
import { PIXEL_PNG, submitTestRequest } from './support/resident-requests.ts';
import { linkIn, nthMessageTo } from './support/mailbox.ts';
import { createStaff } from './support/staff-accounts.ts';
import { signInThroughApi } from './support/staff-session.ts';

interface BrowserIssue {
  code: string;
  details: unknown;
}

/** Collects every request the page makes and every CSP violation, including DevTools-only ones. */
async function watch(page: Page) {
  const requested: string[] = [];
  const cspIssues: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) cspIssues.push(message.text());
  });
  // Chromium reports some CSP violations (an eval probe caught by a library) only as DevTools issues.
  const devtools = await page.context().newCDPSession(page);
  devtools.on('Audits.issueAdded', ({ issue }: { issue: BrowserIssue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') cspIssues.push(JSON.stringify(issue.details));
  });
  await devtools.send('Audits.enable');
  return { requested, cspIssues };
}

for (const { path, name } of SITE_PAGES) {
  test(`${name} (${path}) makes no third-party request before the visitor interacts, and nothing breaks its CSP`, async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const { requested, cspIssues } = await watch(page);

    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 20_000); // lazy images and client:visible islands load on scroll
    await page.waitForLoadState('networkidle');

    const thirdParty = requested.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'));
    expect(thirdParty).toEqual([]);
    expect(cspIssues, 'nothing on the page is blocked by its own CSP').toEqual([]);
    expect(requested.some((url) => /\.woff2$/.test(url) && url.startsWith(origin))).toBe(true);
  });
}

for (const { path, name, heading } of PORTAL_SCREENS) {
  test(`${name} (${path}) makes no third-party request and nothing breaks its CSP`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const { requested, cspIssues } = await watch(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Let the app finish what it starts after its first screen (queries, the live feed).
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));

    const thirdParty = requested.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'));
    expect(thirdParty).toEqual([]);
    expect(cspIssues, 'nothing in the app is blocked by its own CSP').toEqual([]);
    // No staff-portal code for residents, and no maps script without a maps key.
    if (!path.startsWith('/311/login')) expect(requested.filter((url) => /StaffApp/.test(url))).toEqual([]);
    expect(requested.filter((url) => /maps\.googleapis|react-google-maps/.test(url))).toEqual([]);
  });
}

test('the open maps ask only the configured tile host, and nothing breaks their CSP', async ({ page, baseURL }) => {
  // The public list shows its map only when there is a request to show, whatever ran before.
  await submitTestRequest(page.context().request);
  const origin = new URL(baseURL!).origin;
  const tiles = new URL(FAKE_TILE_URL.replace(/\{[xyz]\}/g, '0')).origin;
  const { requested, cspIssues } = await watch(page);
  await page.goto('/311/track');
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();

  await page.goto('/311');
  await page.getByLabel(/^Name/).fill('Casey Resident');
  await page.getByLabel(/^Email/).fill('casey@example.org');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel(/^Category/).selectOption('Graffiti');
  await page.getByLabel(/^Description/).fill('Tags.');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();

  const elsewhere = requested.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'));
  expect(elsewhere.length).toBeGreaterThan(0);
  expect(elsewhere.filter((url) => !url.startsWith(`${tiles}/tiles/`))).toEqual([]);
  expect(cspIssues, 'nothing on the maps is blocked by the CSP').toEqual([]);
});

test('a description and a photo staff hid never reach a resident’s browser', async ({ page, request }) => {
  const text = `Zqx hidden words about a neighbour ${String(process.pid)}-${Date.now().toString(36)}`;
  const id = await submitTestRequest(request, {
    category: 'Noise Complaint',
    description: text,
    photo: { name: 'hidden.png', mimeType: 'image/png', buffer: PIXEL_PNG },
  });
  const photoUrl = ((await (await request.get(`/api/requests/${id}`)).json()) as { imageUrl: string }).imageUrl;
  const photoFile = photoUrl.split('/').pop()!;
  // A manager hides both, with reasons residents must not see either.
  await signInThroughApi(request, await createStaff(request, 'manager', 'Priya Moderator'));
  const csrf = ((await (await request.get('/api/auth/me')).json()) as { csrfToken: string }).csrfToken;
  for (const [part, reason] of [
    ['description', 'Zqx-reason-one'],
    ['photo', 'Zqx-reason-two'],
  ]) {
    const res = await request.post(`/api/staff/requests/${id}/hide`, {
      headers: { 'X-CSRF-Token': csrf },
      data: { part, reason },
    });
    expect(res.status()).toBe(200);
  }

  const requested: string[] = [];
  const bodies: Promise<string>[] = [];
  page.on('request', (sent) => requested.push(sent.url()));
  page.on('response', (res) => {
    // Every reply the page reads whole (not the endless live-event stream).
    if (!/event-stream/.test(res.headers()['content-type'] ?? '')) bodies.push(res.text().catch(() => ''));
  });
  await page.goto(`/311/track/${id}`);
  await expect(page.getByTestId('track-card').getByText('Hidden by township staff', { exact: true })).toHaveCount(2);
  await page.goto('/311/track');
  await expect(page.getByRole('heading', { level: 1, name: 'Track a Request' })).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));

  const seen = [...(await Promise.all(bodies)), await page.content()].join('\n');
  for (const secret of [text, 'Zqx-reason-one', 'Zqx-reason-two', photoFile, 'Priya Moderator']) {
    expect(seen.includes(secret), `the resident's browser received ${secret}`).toBe(false);
  }
  expect(requested.filter((url) => url.includes('/api/uploads/'))).toEqual([]);
  expect((await page.context().request.get(photoUrl)).status()).toBe(404);
});

test("a follower's address reaches no page or reply, public or staff", async ({ page, request }) => {
  const follower = `private.follower.${String(process.pid)}.${Date.now().toString(36)}@example.org`;
  const id = await submitTestRequest(request, { description: 'Followed in private' });
  expect((await request.post('/api/follow/subscribe', { data: { requestId: id, email: follower } })).status()).toBe(
    202,
  );
  const token = new URL(linkIn(await nthMessageTo(follower, 1), 'confirm')).searchParams.get('token');
  expect((await request.post('/api/follow/confirm', { data: { token } })).status()).toBe(200);

  const replies: Promise<string>[] = [];
  page.on('response', (response) => {
    if ((response.headers()['content-type'] ?? '').includes('event-stream')) return;
    replies.push(response.text().catch(() => ''));
  });
  const expectNoFollower = async (where: string) => {
    expect((await page.content()).toLowerCase(), where).not.toContain(follower);
  };
  await page.goto(`/311/track/${id}`);
  await expect(page.getByTestId('track-card')).toBeVisible();
  await expectNoFollower('track screen');
  await page.goto('/311/track');
  await expect(page.getByRole('heading', { level: 1, name: 'Track a Request' })).toBeVisible();
  await expectNoFollower('public list');

  const admin = await createStaff(page.context().request, 'admin', 'Avery Second-Admin');
  await signInThroughApi(page.context().request, admin);
  await page.goto(`/311/staff/requests/${id}`);
  await expect(page.getByRole('region', { name: 'Submitter Info' })).toContainText('Rita Resident');
  await expectNoFollower('staff detail');
  await page.goto('/311/staff/requests');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoFollower('staff list');
  const exported = await page.context().request.get('/api/staff/requests/export.csv');
  expect(exported.status()).toBe(200);
  expect((await exported.text()).toLowerCase()).not.toContain(follower);

  for (const text of await Promise.all(replies)) expect(text.toLowerCase()).not.toContain(follower);
  expect(replies.length).toBeGreaterThan(5);
});
