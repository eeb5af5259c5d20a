/**
 * The staff portal shell in a real browser: login, the sidebar by role, the dashboard, All
 * Requests (filter, short ids, View/Manage), logout, the signed-out redirect and live updates,
 * with an axe sweep of each screen and state.
 */
import { ANY_WIDTH, type APIRequestContext, type Page } from './support/test.ts';
import { expectNoViolations } from './support/axe.ts';
import { expectOnOneLine } from './support/one-line.ts';
import { shownReference, submitTestRequest } from './support/resident-requests.ts';
import { createStaff, TEST_ADMIN } from './support/staff-accounts.ts';
import { expect, signInThroughLogin as signIn, test } from './support/staff-session.ts';

const signInAdmin = (page: Page) => signIn(page, TEST_ADMIN.email, TEST_ADMIN.password, 'Avery');

/** Opens the dashboard of a context already given a session (support/staff-session.ts). */
async function openDashboard(page: Page, firstName: string): Promise<void> {
  await page.goto('/311/staff');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${firstName}` })).toBeVisible();
}

/** The requests a list shows: table rows from 768 px, cards below (the mobile project). */
const shownEntries = (page: Page) => page.locator('[data-request-id]').filter({ visible: true });

/** Submits a request as a resident would (the API the wizard posts to); returns its id. */
const submitRequest = (request: APIRequestContext, address: string, category = 'Graffiti'): Promise<string> =>
  submitTestRequest(request, { category, issueAddress: address });

/** Tables scroll inside their own box: the page itself never scrolls sideways, even on a phone. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Staff portal' });

test('a wrong password shows the server message and keeps the e-mail', async ({ page }) => {
  await page.goto('/311/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: '← Back to Resident Portal' })).toBeVisible();
  // The login screen as it opens is scanned by accessibility.spec.ts; here, with the error.
  const email = `nobody.${tag()}@township.example`;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expectNoViolations(page);
});

test('the admin signs in to the dashboard and sees the Admin section', async ({ page }) => {
  await signInAdmin(page);
  await expect(page).toHaveURL(/\/311\/staff$/);
  const nav = sidebar(page);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'All Requests' })).toBeVisible();
  await expect(nav.getByText('Admin', { exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'User Management' })).toBeVisible();
  const identity = page.getByTestId('staff-identity');
  await expect(identity).toContainText(TEST_ADMIN.name);
  await expect(identity).toContainText(TEST_ADMIN.email);
  await expect(identity.locator('[data-role="admin"]')).toHaveText('Admin');
  await expect(page.getByRole('heading', { name: 'My Open Tasks' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Submissions' })).toBeVisible();
  await expectNoViolations(page);
  await expectNoSidewaysScroll(page);
});

for (const [role, name, badge] of [
  ['manager', 'Morgan Manager', 'Manager'],
  ['worker', 'Wes Worker', 'Worker'],
  ['developer', 'Dana Developer', 'Developer'],
] as const) {
  test(
    `a ${role} sees no Admin section and a ${badge} badge`,
    { tag: ANY_WIDTH },
    async ({ page, request, signInAs }) => {
      const member = await createStaff(request, role, name);
      await signInAs(member);
      await openDashboard(page, name.split(' ')[0]!);
      await expect(sidebar(page).getByRole('link', { name: 'All Requests' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'User Management' })).toHaveCount(0);
      await expect(page.getByText('Admin', { exact: true })).toHaveCount(0);
      await expect(page.getByTestId('staff-identity').locator(`[data-role="${role}"]`)).toHaveText(badge);
    },
  );
}

test(
  'a manager sent to User Management lands on the dashboard',
  { tag: ANY_WIDTH },
  async ({ page, request, signInAs }) => {
    const manager = await createStaff(request, 'manager', 'Max Manager');
    await signInAs(manager);
    await page.goto('/311/staff/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Max' })).toBeVisible();
    await expect(page).toHaveURL(/\/311\/staff$/);
  },
);

test('a count card opens the list filtered', { tag: ANY_WIDTH }, async ({ page, request, signInAsAdmin }) => {
  await submitRequest(request, `${tag()} Card Lane`);
  await signInAsAdmin();
  await openDashboard(page, 'Avery');
  await page.getByRole('link', { name: /New Requests/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Requests' })).toBeVisible();
  await expect(page).toHaveURL(/\/311\/staff\/requests\?status=New$/);
  await expect(page.getByRole('group', { name: 'Status' }).getByRole('checkbox', { name: 'New' })).toBeChecked();
  await expect(shownEntries(page).first()).toContainText('New');
});

test('the list filter narrows the rows, led by the reference, with short ids, assignee and Manage for an admin', async ({
  page,
  request,
  signInAsAdmin,
  isMobile,
}) => {
  const street = `${tag()} Filter Rd`;
  const id = await submitRequest(request, street);
  const reference = await shownReference(request, id);
  await submitRequest(request, `${tag()} Other Rd`);
  await signInAsAdmin();
  await openDashboard(page, 'Avery');
  await sidebar(page).getByRole('link', { name: 'All Requests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Requests' })).toBeVisible();
  await page.getByLabel('Filter requests').fill(street.toUpperCase());
  await expect(page.getByRole('status').filter({ hasText: /^1 request$/ })).toBeVisible();
  const rows = shownEntries(page);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(street);
  await expect(rows.first().locator('[data-reference]')).toHaveText(reference);
  await expectOnOneLine(page, rows.first().locator('[data-reference]'), 'the reference in the list');
  const shortId = rows.first().locator('[title] > [aria-hidden="true"]');
  await expect(shortId).toHaveText(/^[A-Za-z0-9]{8}…$/);
  await expect(shortId).toHaveText(`${id.slice(0, 8)}…`);
  await expect(rows.first()).toContainText('Unassigned');
  await expect(rows.first().getByRole('link', { name: `Manage request ${reference}` })).toHaveText('Manage');
  if (isMobile) {
    // Below 768 px: a card a request, its fields wrapping and its action inside the screen.
    await expect(page.getByRole('table')).toBeHidden();
    await expect(rows.first()).toContainText(`Location: ${street}`);
    const box = await rows
      .first()
      .getByRole('link', { name: /^Manage/ })
      .boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= page.viewportSize()!.width).toBe(true);
  } else {
    await expect(page.getByRole('columnheader')).toHaveText([
      // The row checkboxes of the bulk change (tests/311-bulk.spec.ts).
      'Select',
      'Status',
      'Reference',
      'ID',
      'Category',
      'Location',
      'Assigned to',
      'Submitted',
      'Due',
      'Priority',
      'Action',
    ]);
  }
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(street.toUpperCase());
  await expectNoViolations(page);
  await expectNoSidewaysScroll(page);
  // The id is one of the searched fields too (each word matches the start of a word).
  await page.getByLabel('Filter requests').fill(id.slice(0, 10));
  await expect(rows).toHaveCount(1);
  await rows
    .first()
    .getByRole('link', { name: /^Manage/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/311/staff/requests/${id}$`));
});

test('a worker sees View rather than Manage', { tag: ANY_WIDTH }, async ({ page, request, signInAs }) => {
  const street = `${tag()} Worker Way`;
  await submitRequest(request, street);
  const worker = await createStaff(request, 'worker', 'Wren Worker');
  await signInAs(worker);
  await page.goto(`/311/staff/requests?q=${encodeURIComponent(street)}`);
  const rows = shownEntries(page);
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('link', { name: /^View request/ })).toHaveText('View');
  await expect(page.getByRole('link', { name: /^Manage/ })).toHaveCount(0);
});

test(
  'a request submitted meanwhile appears in All Requests without a reload',
  { tag: ANY_WIDTH },
  async ({ page, request, signInAsAdmin }) => {
    await signInAsAdmin();
    await page.goto('/311/staff/requests');
    await expect(page.getByRole('status').filter({ hasText: /requests?$/ })).toBeVisible();
    const street = `${tag()} Live Ave`;
    await submitRequest(request, street);
    await expect(shownEntries(page).filter({ hasText: street })).toHaveCount(1);
  },
);

test('logout returns to the resident screen, and the portal then asks to sign in', async ({ page }) => {
  await signInAdmin(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/311$/);
  await page.goto('/311/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/311\/login$/);
});

test('a signed-out visit to the portal goes to the login screen', { tag: ANY_WIDTH }, async ({ page }) => {
  await page.goto('/311/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/311\/login$/);
});

test('the dashboard counts and recent list follow new requests without a reload', async ({
  page,
  request,
  signInAsAdmin,
}) => {
  await signInAsAdmin();
  await openDashboard(page, 'Avery');
  const newCard = page.getByRole('link', { name: /New Requests/ });
  await expect(newCard).toBeVisible();
  const before = Number((await newCard.textContent())?.replace(/\D/g, ''));
  const street = `${tag()} Dashboard Dr`;
  const id = await submitRequest(request, street);
  const reference = await shownReference(request, id);
  const recent = page.getByRole('region', { name: 'Recent Submissions' });
  const entry = recent.locator(`[data-request-id="${id}"]`).filter({ visible: true });
  await expect(entry.getByRole('link', { name: `Manage request ${reference}` })).toBeVisible();
  // Led by the reference, with the location.
  await expect(entry.locator('[data-reference]')).toHaveText(reference);
  await expect(entry).toContainText(street);
  await expectNoViolations(page, 'the dashboard with a new request');
  await expect.poll(async () => Number((await newCard.textContent())?.replace(/\D/g, ''))).toBeGreaterThan(before);
});
