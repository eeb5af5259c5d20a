/**
 * The staff list at scale in a real browser (docs/product.md#311-staff-portal): each dashboard card
 * opens a list whose total is the card's number, a bookmarked view comes back the same, live
 * changes land in place, the CSV export holds what the screen shows, and the statistics screens
 * pass axe. Other tests add requests meanwhile, so each test looks only at requests with its own
 * tag in the address, and the card test retries until no request arrived between its two reads.
 */
import { readFile } from 'node:fs/promises';
import { ANY_WIDTH, type APIRequestContext, type Page } from './support/test.ts';
import { expectNoViolations } from './support/axe.ts';
import { submitTestRequest } from './support/resident-requests.ts';
import { signInAdmin } from './support/staff-accounts.ts';
import { expect, test } from './support/staff-session.ts';

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Submits requests one after another (so their order by submission is theirs); returns their ids. */
async function submitAll(request: APIRequestContext, street: string, categories: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const category of categories) ids.push(await submitTestRequest(request, { category, issueAddress: street }));
  return ids;
}

/** The request's row (from 768 px) or card (below), whichever the screen shows. */
const entry = (page: Page, id: string) => page.locator(`[data-request-id="${id}"]`).filter({ visible: true });
const rowIds = (page: Page) =>
  page
    .locator('[data-request-id]')
    .filter({ visible: true })
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-request-id')));
const total = (page: Page) => page.getByTestId('request-count');
const countText = (count: string) => `${count} ${count === '1' ? 'request' : 'requests'}`;

for (const [label, search] of [
  ['New Requests', '?status=New'],
  ['In Progress', '?status=In+Progress'],
  ['Resolved', '?status=Resolved'],
  ['Active Emergencies', '?status=New&status=In+Progress&priority=Emergency'],
  ['Overdue', '?overdue=1&sort=due'],
  ['Awaiting review', '?review=pending&sort=due'],
] as const) {
  test(
    `the ${label} card opens a list whose total is the card's number`,
    { tag: ANY_WIDTH },
    async ({ page, request, signInAsAdmin }) => {
      await submitTestRequest(request, { issueAddress: `${tag()} Card Lane` });
      await signInAsAdmin();
      // Requests other tests submit between the two reads change both numbers: read them again.
      await expect(async () => {
        await page.goto('/311/staff');
        const card = page
          .getByRole('region', { name: 'Request counts' })
          .getByRole('link', { name: new RegExp(`^${label}`) });
        const count = (await card.locator('span').last().textContent()) ?? '';
        await card.click();
        await expect(page.getByRole('heading', { level: 1, name: 'All Requests' })).toBeVisible();
        expect(new URL(page.url()).search).toBe(search);
        await expect(total(page)).toHaveText(countText(count), { timeout: 5_000 });
      }).toPass({ timeout: 60_000 });
    },
  );
}

for (const [search, problem] of [
  ['?from=2026-13-01', 'from must be a date like 2026-11-27.'],
  ['?to=9999-12-31', 'to must be between 2000-01-01 and 2999-12-31.'],
] as const) {
  test(
    `an address with an impossible date (${search}) says so in place and the list keeps working`,
    { tag: ANY_WIDTH },
    async ({ page, request, signInAsAdmin }) => {
      const street = `${tag()} Calendar Court`;
      const [id] = await submitAll(request, street, ['Graffiti']);
      await signInAsAdmin();
      await page.goto(`/311/staff/requests${search}`);
      await expect(page.getByRole('heading', { level: 1, name: 'All Requests' })).toBeVisible();
      await expect(page.getByTestId('view-note')).toHaveText(
        `This address has a filter the list cannot use, so all requests are shown. ${problem}`,
      );
      await expectNoViolations(page, 'the list with a note about an impossible date');
      await page.getByLabel('Filter requests').fill(street);
      await expect(total(page)).toHaveText('1 request');
      await expect.poll(() => rowIds(page)).toEqual([id]);
    },
  );
}

test('a bookmarked view comes back the same: search, filters checked, order and rows', async ({
  page,
  request,
  signInAsAdmin,
}) => {
  const street = `${tag()} Bookmark Blvd`;
  const [first, , third] = await submitAll(request, street, ['Graffiti', 'Illegal Dumping', 'Graffiti']);
  await signInAsAdmin();
  await page.goto('/311/staff/requests');
  await page.getByLabel('Filter requests').fill(street);
  await expect(total(page)).toHaveText('3 requests');
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByRole('group', { name: 'Category' }).getByRole('checkbox', { name: 'Graffiti' }).check();
  await page.getByLabel('Order').selectOption({ label: 'oldest first' });
  await expect(total(page)).toHaveText('2 requests');
  await expect.poll(() => rowIds(page)).toEqual([first, third]);
  await expect(page.getByRole('button', { name: /^Filters/ })).toContainText('(1 on)');
  await expectNoViolations(page, 'the list with its filters open');

  const bookmark = page.url();
  expect(new URL(bookmark).searchParams.getAll('category')).toEqual(['Graffiti']);
  const again = await page.context().newPage();
  await again.goto(bookmark);
  await expect(total(again)).toHaveText('2 requests');
  await expect.poll(() => rowIds(again)).toEqual([first, third]);
  await expect(again.getByLabel('Filter requests')).toHaveValue(street);
  await expect(again.getByRole('button', { name: /^Filters/ })).toHaveAttribute('aria-expanded', 'true');
  const categories = again.getByRole('group', { name: 'Category' });
  await expect(categories.getByRole('checkbox', { name: 'Graffiti' })).toBeChecked();
  await expect(categories.getByRole('checkbox', { name: 'Illegal Dumping' })).not.toBeChecked();
  await expect(again.getByLabel('Order')).toHaveValue('asc');
});

test('live: a new matching request is announced on top, and a change lands in its row in place', async ({
  page,
  request,
  signInAsAdmin,
}) => {
  const street = `${tag()} Live Loop`;
  const [older, newer] = await submitAll(request, street, ['Graffiti', 'Graffiti']);
  await signInAsAdmin();
  await page.goto(`/311/staff/requests?q=${encodeURIComponent(street)}`);
  await expect.poll(() => rowIds(page)).toEqual([newer, older]);

  // Seen only through the live feed: then the feed is connected for the change below too.
  const [arrived] = await submitAll(request, street, ['Graffiti']);
  await expect(page.getByTestId('arrived-status')).toHaveText('1 new request matches this view');
  await expect(total(page)).toHaveText('3 requests');
  await expect.poll(() => rowIds(page)).toEqual([arrived, newer, older]);

  const csrf = await signInAdmin(request);
  const change = await request.post(`/api/staff/requests/${older!}/status`, {
    headers: { 'X-CSRF-Token': csrf },
    data: { status: 'In Progress' },
  });
  expect(change.ok(), await change.text()).toBe(true);
  await expect(entry(page, older!)).toContainText('In Progress');
  expect(await rowIds(page)).toEqual([arrived, newer, older]);
  await expectNoViolations(page, 'the list with a new request announced');

  await page.getByRole('button', { name: /^Show/ }).click();
  await expect(page.getByTestId('arrived-status')).toHaveText('');
  await expect.poll(() => rowIds(page)).toEqual([arrived, newer, older]);
});

test('live: a request that leaves the view stays marked in place, keeps focus, and goes on "Update list"', async ({
  page,
  request,
  signInAsAdmin,
}) => {
  const street = `${tag()} Leaving Lane`;
  const [older, newer] = await submitAll(request, street, ['Graffiti', 'Graffiti']);
  await signInAsAdmin();
  await page.goto(`/311/staff/requests?status=New&q=${encodeURIComponent(street)}`);
  await expect.poll(() => rowIds(page)).toEqual([newer, older]);
  await expect(total(page)).toHaveText('2 requests');
  // Seen only through the live feed: then the feed is connected for the change below too.
  const [arrived] = await submitAll(request, street, ['Graffiti']);
  await expect.poll(() => rowIds(page)).toEqual([arrived, newer, older]);

  // The member is on the row's link when a colleague resolves it.
  const olderRow = entry(page, older!);
  const link = olderRow.getByRole('link');
  await link.focus();
  const csrf = await signInAdmin(request);
  const change = await request.post(`/api/staff/requests/${older!}/status`, {
    headers: { 'X-CSRF-Token': csrf },
    data: { status: 'Resolved' },
  });
  expect(change.ok(), await change.text()).toBe(true);

  await expect(page.getByTestId('left-status')).toHaveText('1 request left this view');
  await expect(olderRow).toContainText('No longer in this view');
  await expect(olderRow).toContainText('Resolved');
  await expect(total(page)).toHaveText('2 requests');
  expect(await rowIds(page)).toEqual([arrived, newer, older]);
  await expect(link).toBeFocused();
  await expectNoViolations(page, 'the list with a request that left the view');

  const update = page.getByRole('button', { name: /^Update list/ });
  await update.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => rowIds(page)).toEqual([arrived, newer]);
  await expect(page.getByTestId('left-status')).toHaveText('');
  await expect(page.getByText('No longer in this view')).toHaveCount(0);
  await expect(total(page)).toHaveText('2 requests');
  // The button has gone; focus waits on the total, not on the page.
  await expect(total(page)).toBeFocused();
});

/** The ids of a downloaded export, in its order (ids never need quoting). */
async function exportedIds(page: Page): Promise<string[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /^Export CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^township-311-requests-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  const [header, ...rows] = text.split('\r\n').filter(Boolean);
  expect(header?.split(',')[0]).toBe('ID');
  return rows.map((row) => row.split(',')[0] ?? '');
}

test(
  'the CSV export holds what the screen shows, in the same order',
  { tag: ANY_WIDTH },
  async ({ page, request, signInAsAdmin }) => {
    const street = `${tag()} Export Row`;
    await submitAll(request, street, ['Graffiti', 'Code Violation', 'Graffiti', 'Graffiti']);
    await signInAsAdmin();
    await page.goto(`/311/staff/requests?q=${encodeURIComponent(street)}&sort=created&dir=asc`);
    await expect(total(page)).toHaveText('4 requests');
    expect(await exportedIds(page)).toEqual(await rowIds(page));

    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('group', { name: 'Category' }).getByRole('checkbox', { name: 'Graffiti' }).check();
    await expect(total(page)).toHaveText('3 requests');
    const shown = await rowIds(page);
    expect(shown).toHaveLength(3);
    expect(await exportedIds(page)).toEqual(shown);
  },
);

test('the statistics screens show their figures and pass axe', async ({ page, request, signInAsAdmin }) => {
  await submitTestRequest(request, { issueAddress: `${tag()} Stats St` });
  await signInAsAdmin();
  await page.goto('/311/staff');
  await page.getByRole('navigation', { name: 'Staff portal' }).getByRole('link', { name: 'Statistics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Requests opened and closed by month' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Open and closed requests by category, / })).toBeVisible();
  await expect(page.getByText(/^Figures as of /)).toBeVisible();
  await expectNoViolations(page, 'staff statistics');

  await page.goto('/311/track');
  await page.getByRole('link', { name: '311 in numbers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '311 in numbers' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Open and closed requests by category' })).toBeVisible();
  await expect(page.getByText('Median time to resolve a request')).toBeVisible();
  await expectNoViolations(page, 'public statistics');
});
