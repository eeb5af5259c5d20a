/**
 * The resident track screen against the real server: lookups by typing, by link and from the public
 * list, the messages of docs/product.md#311-tracking-a-request, live updates from staff changes,
 * and axe on every state.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { expectNoViolations } from './support/axe.ts';
import { createStaff } from './support/staff-accounts.ts';
import { PIXEL_PNG, submitTestRequest } from './support/resident-requests.ts';
import { appStarted } from './support/app-started.ts';

const DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)$/;

let counter = 0;

/** Submits a request through the API and returns its id and description. */
async function submitRequest(request: APIRequestContext, withPhoto = false) {
  counter += 1;
  const description = `Light out near the library (${String(process.pid)}-${String(counter)}-${Date.now().toString(36)})`;
  const id = await submitTestRequest(request, {
    name: 'Riley Resident',
    email: 'riley.resident@example.org',
    category: 'Streetlight Outage',
    description,
    photo: withPhoto ? { name: 'light.png', mimeType: 'image/png', buffer: PIXEL_PNG } : undefined,
  });
  return { id, description };
}

const FETCH_ERROR = 'An error occurred while fetching your request.';

/**
 * Waits for the fetch-error message of a failing lookup. Network failures and 5xx are retried
 * twice, 1 s and then 2 s later (app/query-client.ts, TanStack Query's delays); the page runs on
 * its own clock, moved on 2 s at each look, so the retries come at once however busy the machine.
 * Install the clock before the page loads.
 */
async function expectFetchErrorAfterRetries(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      await page.clock.fastForward(2_000);
      return page.getByRole('alert').allTextContents();
    })
    .toEqual([FETCH_ERROR]);
}

const card = (page: Page) => page.getByTestId('track-card');
const field = (page: Page, term: string) =>
  card(page)
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** The request in the public list as shown at this size: a table row, or a card on a phone. */
const listEntry = (page: Page, id: string) => page.locator(`[data-request-id="${id}"]`).filter({ visible: true });
/** Its status badge (a card's reads "Status: " first, for screen readers). */
const listStatus = (page: Page, id: string) => listEntry(page, id).getByTestId('public-status');
const statusText = (status: string) => new RegExp(`^(Status: )?${status}$`);

async function expectCardFor(page: Page, id: string, description: string) {
  await expect(card(page).getByRole('heading', { level: 2, name: 'Streetlight Outage' })).toBeVisible();
  await expect(page.getByTestId('track-status')).toHaveText('Status: New');
  await expect(field(page, 'Location')).toContainText('20 Main St');
  await expect(field(page, 'Priority')).toHaveText(/^(Low|Medium|High|Emergency)$/);
  await expect(field(page, 'Request ID')).toHaveText(id);
  await expect(field(page, 'Submitted')).toHaveText(DATE);
  await expect(field(page, 'Last update')).toHaveText(DATE);
  await expect(field(page, 'Description')).toHaveText(description);
  const history = page.getByTestId('track-history').getByRole('listitem');
  await expect(history.last()).toContainText('Request Submitted');
  await expect(history.last()).toContainText('by Resident');
  await expect(card(page).getByText('No public comments yet.')).toBeVisible();
}

test('the empty track screen has its heading, header buttons and search, and no axe violations', async ({ page }) => {
  await page.goto('/311/track');
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Track a Request' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Submit New Request' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Staff Portal' })).toBeVisible();
  await expect(
    page.getByText('In compliance with OPRA, all non-sensitive request data is available publicly.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'All Public Requests' })).toBeVisible();
  await expect(page.getByLabel('Request ID')).toHaveAttribute('placeholder', /^e\.g\. [A-Za-z0-9]{16}$/);
  // The screen as it opens is scanned by accessibility.spec.ts; here, with the message.

  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter a request ID to search.');
  await expect(page).toHaveURL(/\/311\/track$/);
  await expectNoViolations(page);
});

test('typing an id shows its card with every public field, and the address can be shared', async ({
  page,
  request,
}) => {
  const { id, description } = await submitRequest(request);
  await page.goto('/311/track');
  await appStarted(page);
  await page.getByLabel('Request ID').fill(`  ${id} `);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/311/track/${id}$`));
  await expectCardFor(page, id, description);
  await expect(card(page).getByText('No photo submitted')).toBeVisible();
  await expect(card(page).getByRole('heading', { level: 2 })).toBeFocused();
  await expectNoViolations(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/311\/track$/);
  await expect(card(page)).toHaveCount(0);
});

test('a direct link opens the card, with the photo and a link to it full size', async ({ page, request }) => {
  const { id, description } = await submitRequest(request, true);
  await page.goto(`/311/track/${id}`);
  await expectCardFor(page, id, description);
  await expect(page.getByLabel('Request ID')).toHaveValue(id);
  const photo = card(page).getByRole('img', { name: 'Photo submitted with the request' });
  await expect(photo).toHaveAttribute('src', /^\/api\/uploads\//);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await expect(card(page).getByRole('link', { name: /Open the photo full size/ })).toHaveAttribute(
    'href',
    /^\/api\/uploads\//,
  );
  await expectNoViolations(page);
});

test('an unknown id shows the not-found message', async ({ page }) => {
  await page.goto('/311/track');
  await appStarted(page);
  await page.getByLabel('Request ID').fill('AAAAAAAAAAAAAAAA');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('alert')).toHaveText('No request found with that ID.');
  await expect(card(page)).toHaveCount(0);
  await expectNoViolations(page);
});

test('a failed fetch shows the fetch-error message', async ({ page, request }) => {
  const { id } = await submitRequest(request);
  await page.route(`**/api/requests/${id}`, (route) =>
    route.request().method() === 'GET' ? route.abort() : route.continue(),
  );
  await page.clock.install();
  await page.goto(`/311/track/${id}`);
  await expectFetchErrorAfterRetries(page);
  await expect(page.getByRole('alert')).toHaveText(FETCH_ERROR);
  await expect(card(page)).toHaveCount(0);
  await expectNoViolations(page);
});

test('a server error shows the fetch-error message too', async ({ page, request }) => {
  const { id } = await submitRequest(request);
  await page.route(`**/api/requests/${id}`, (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'boom' } } }),
  );
  await page.clock.install();
  await page.goto(`/311/track/${id}`);
  await expectFetchErrorAfterRetries(page);
  await expect(page.getByRole('alert')).toHaveText(FETCH_ERROR);
});

test('the public list shows the request, and View opens its card', async ({ page, request }) => {
  const { id, description } = await submitRequest(request);
  await page.goto('/311/track');
  await appStarted(page);
  await expect(listStatus(page, id)).toHaveText(statusText('New'));
  const entry = listEntry(page, id);
  await expect(entry).toContainText('Streetlight Outage');
  await expect(entry).toContainText('20 Main St');
  await expect(entry.locator('td, dd').filter({ hasText: DATE })).toHaveCount(1);
  await expectNoViolations(page);

  await page.getByRole('button', { name: `View request ${id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/311/track/${id}$`));
  await expectCardFor(page, id, description);
  await expect(card(page).getByRole('heading', { level: 2 })).toBeFocused();

  // Viewing the request already shown moves focus to its card again.
  await page.getByRole('link', { name: 'Staff Portal' }).focus();
  await page.getByRole('button', { name: `View request ${id}` }).click();
  await expect(card(page).getByRole('heading', { level: 2 })).toBeFocused();
});

test('staff changes reach the open card and the list without a reload', async ({ page, request }) => {
  const { id } = await submitRequest(request);
  const manager = await createStaff(request, 'manager', 'Morgan Manager');
  await page.goto(`/311/track/${id}`);
  await expect(page.getByTestId('track-status')).toHaveText('Status: New');
  // Only this category's newest 50: another test adds 51 requests of its own category at once,
  // which would push this one off the unfiltered list's first page.
  const filters = page.getByRole('form', { name: 'Filter public requests' });
  await filters.getByLabel('Category').selectOption('Streetlight Outage');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('public-list-status')).toHaveText(
    /^Showing the \d+ newest requests? \(category Streetlight Outage\)\.$/,
  );
  await expect(listStatus(page, id)).toHaveText(statusText('New'));
  // Mark the document: a reload would lose the mark.
  await page.evaluate(() => ((window as unknown as { trackMark: number }).trackMark = 1));
  // A request created now shows up in the list only through the live feed: once it does, the
  // feed is connected, and a new row is inserted live as well.
  const probe = await submitRequest(request);
  await expect(listEntry(page, probe.id)).toBeVisible();

  const login = await request.post('/api/auth/login', { data: { email: manager.email, password: manager.password } });
  expect(login.ok()).toBe(true);
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const status = await request.post(`/api/staff/requests/${id}/status`, {
    headers: { 'X-CSRF-Token': csrfToken },
    data: { status: 'In Progress' },
  });
  expect(status.ok(), await status.text()).toBe(true);

  await expect(page.getByTestId('track-status')).toHaveText('Status: In Progress');
  await expect(listStatus(page, id)).toHaveText(statusText('In Progress'));
  const newest = page.getByTestId('track-history').getByRole('listitem').first();
  await expect(newest).toContainText('Status changed to In Progress');
  await expect(newest).toContainText('by Township Staff');
  await expect(page.getByTestId('track-live-status')).toContainText('This request was updated.');

  const comment = await request.post(`/api/staff/requests/${id}/comments`, {
    headers: { 'X-CSRF-Token': csrfToken },
    data: { text: 'A crew is scheduled for Tuesday.' },
  });
  expect(comment.status(), await comment.text()).toBe(201);
  const comments = page.getByTestId('track-comments').getByRole('listitem');
  await expect(comments.first()).toContainText('A crew is scheduled for Tuesday.');
  await expect(comments.first()).toContainText('Township Staff');
  await expect(card(page).getByText('No public comments yet.')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { trackMark?: number }).trackMark)).toBe(1);
  await expectNoViolations(page);
});

test('the public list filters by category and pages to older requests and back', async ({ page, request }) => {
  // A category no other test uses; 51 of them make sure it has an older page.
  const street = `${Date.now().toString(36)} Quiet Ct`;
  for (let batch = 0; batch < 51; batch += 17) {
    await Promise.all(
      Array.from({ length: Math.min(17, 51 - batch) }, () =>
        submitTestRequest(request, { category: 'Noise Complaint', issueAddress: street }),
      ),
    );
  }
  await page.goto('/311/track');
  await appStarted(page);
  const filters = page.getByRole('form', { name: 'Filter public requests' });
  await filters.getByLabel('Category').selectOption('Noise Complaint');
  await filters.getByRole('button', { name: 'Apply' }).click();
  const status = page.getByTestId('public-list-status');
  await expect(status).toHaveText('Showing the 50 newest requests (category Noise Complaint).');
  // Rows of the table, or cards on a phone.
  const rows = page.locator('[data-request-id]').filter({ visible: true });
  await expect(rows).toHaveCount(50);
  const newest = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-request-id')));
  await expect(rows).toContainText(Array<string>(50).fill('Noise Complaint'));
  // The table scrolls inside its own box, a phone shows cards: the page never widens.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

  await page.getByRole('button', { name: 'Older requests' }).click();
  await expect(status).toHaveText(/^Showing \d+ older requests? \(category Noise Complaint\)\.$/);
  await expect(page.getByRole('heading', { name: 'All Public Requests' })).toBeFocused();
  const older = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-request-id')));
  expect(older.length).toBeGreaterThan(0);
  expect(older.filter((id) => newest.includes(id))).toEqual([]);
  await expectNoViolations(page, 'an older page of the public list');

  await page.getByRole('button', { name: 'Newest' }).click();
  await expect(status).toHaveText('Showing the 50 newest requests (category Noise Complaint).');
  await expect(page.getByRole('button', { name: 'Newest' })).toHaveCount(0);
});
