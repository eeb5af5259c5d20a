/**
 * Staff account life cycle in a real browser (docs/product.md#311-user-management,
 * #311-your-password, #311-account-audit-log): a temporary password forces a change at first
 * sign-in; an admin resets a password both ways, changes role and department, deactivates and
 * reactivates; the last active admin cannot step down (on a server of its own); the audit log
 * lists the changes. The new forms are used by keyboard alone; axe scans every new state.
 */
import type { Browser, Page } from './support/test.ts';
import { expectNoViolations } from './support/axe.ts';
import { startOwnServer } from './support/own-server.ts';
import { createStaff, createStaffWithTemporaryPassword, TEST_ADMIN, type TestStaff } from './support/staff-accounts.ts';
import { expect, signInThroughApi, test } from './support/staff-session.ts';

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const NEW_PASSWORD = 'a long river stone';

/** Signs in on the login screen by keyboard alone. */
async function signInByKeyboard(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/311/login');
  await page.getByLabel('Email').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

/** Fills the password form by keyboard: the first field focused, then Tab between them, Enter to send. */
async function choosePassword(page: Page, first: string, values: string[]): Promise<void> {
  await page.getByLabel(first, { exact: true }).focus();
  for (const [index, value] of values.entries()) {
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(value);
    if (index < values.length - 1) await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
}

/** A second browser, signed in as a member, at the dashboard. */
async function memberPage(browser: Browser, baseURL: string, member: TestStaff): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await signInThroughApi(context.request, member);
  const page = await context.newPage();
  await page.goto('/311/staff');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  return page;
}

async function openManage(page: Page, member: TestStaff): Promise<void> {
  await page.goto(`/311/staff/users/${member.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Manage ${member.name}` })).toBeVisible();
}

test('a temporary password signs in to the change-password screen alone, until it is changed', async ({
  page,
  request,
}) => {
  const member = await createStaffWithTemporaryPassword(request, 'worker', `Tess Temp ${tag()}`);
  await signInByKeyboard(page, member.email, member.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  await expect(page.getByText('You signed in with a temporary password.', { exact: false })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Staff portal' })).toHaveCount(0);
  await expectNoViolations(page, 'forced change');
  // Any staff address shows the same screen.
  await page.goto('/311/staff/requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();

  await choosePassword(page, 'Temporary password', [member.password, 'password', 'password']);
  await expect(page.getByText('That password is too common. Please choose another.')).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page, 'policy refusal');

  await choosePassword(page, 'Temporary password', [member.password, NEW_PASSWORD, NEW_PASSWORD]);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change password' })).toBeVisible();
});

test('an admin resets a password both ways: the member is signed out, and a link works once', async ({
  page,
  browser,
  baseURL,
  request,
  signInAsAdmin,
}) => {
  const member = await createStaff(request, 'worker', `Reese Reset ${tag()}`);
  const memberTab = await memberPage(browser, baseURL!, member);
  await signInAsAdmin();
  await openManage(page, member);
  await expectNoViolations(page, 'manage screen');

  await page.getByRole('button', { name: 'Create a temporary password' }).click();
  const temporary = page.getByLabel('Temporary password');
  await expect(temporary).toHaveValue(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
  await expect(page.getByRole('heading', { name: 'Temporary password' })).toBeFocused();
  await expectNoViolations(page, 'temporary password shown');
  const temporaryPassword = await temporary.inputValue();

  // The member's next step finds the session over.
  await memberTab.reload();
  await expect(memberTab.getByRole('heading', { level: 1, name: 'Staff Login' })).toBeVisible();
  await signInByKeyboard(memberTab, member.email, temporaryPassword);
  await expect(memberTab.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();

  await page.getByRole('button', { name: 'Create a reset link' }).click();
  const link = await page.getByLabel('Reset link').inputValue();
  expect(link).toMatch(/\/311\/staff\/reset\/[\w-]{43}$/);
  await expect(page.getByText(/It works once, until /)).toBeVisible();

  await memberTab.goto(link);
  await expect(memberTab.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await expect(memberTab.getByText(`For ${member.email}`)).toBeVisible();
  await expectNoViolations(memberTab, 'reset page');
  await choosePassword(memberTab, 'New password', [NEW_PASSWORD, NEW_PASSWORD]);
  await expect(memberTab.getByRole('status').filter({ hasText: 'Your password has been set.' })).toBeVisible();
  await expectNoViolations(memberTab, 'password set');

  await memberTab.goto(link);
  await expect(memberTab.getByRole('alert')).toHaveText(/This reset link has expired or has already been used\./);
  await expectNoViolations(memberTab, 'used link');
  await signInByKeyboard(memberTab, member.email, NEW_PASSWORD);
  await expect(memberTab.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await memberTab.context().close();
});

test('role, department and deactivation sign the member out; reactivation lets them back; the log lists it', async ({
  page,
  browser,
  baseURL,
  request,
  signInAsAdmin,
}) => {
  test.setTimeout(120_000);
  const member = await createStaff(request, 'worker', `Dana Changed ${tag()}`);
  const memberTab = await memberPage(browser, baseURL!, member);
  await signInAsAdmin();
  await openManage(page, member);

  // Keyboard alone: type-ahead in each select, Enter on the button.
  await page.getByLabel('Role', { exact: true }).focus();
  await page.keyboard.type('Manager');
  await page.getByLabel('Department', { exact: true }).focus();
  await page.keyboard.type('Engineering');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Saved. ${member.name} has been signed out.`)).toBeVisible();
  await expect(page.getByTestId('account-status')).toHaveText('Active');
  await expectNoViolations(page, 'saved');

  await memberTab.reload();
  await expect(memberTab.getByRole('heading', { level: 1, name: 'Staff Login' })).toBeVisible();
  await signInByKeyboard(memberTab, member.email, member.password);
  await expect(memberTab.getByTestId('staff-identity')).toContainText('Manager');

  await page.getByRole('button', { name: 'Deactivate account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate account' });
  await expect(dialog).toContainText(`Deactivate ${member.name}?`);
  await expectNoViolations(page, 'deactivate dialog');
  await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(page.getByText(`${member.name} has been deactivated and signed out.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reactivate account' })).toBeVisible();
  await expectNoViolations(page, 'deactivated');

  await memberTab.reload();
  await expect(memberTab.getByRole('heading', { level: 1, name: 'Staff Login' })).toBeVisible();
  await signInByKeyboard(memberTab, member.email, member.password);
  await expect(memberTab.getByRole('alert')).toHaveText(
    'This account has been deactivated. Please contact an administrator.',
  );

  await page.getByRole('button', { name: 'Reactivate account' }).click();
  await expect(page.getByText(`${member.name} can sign in again.`)).toBeVisible();
  await signInByKeyboard(memberTab, member.email, member.password);
  await expect(memberTab.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await memberTab.context().close();

  await page.getByRole('link', { name: '← Back to User Management' }).click();
  await page.getByRole('link', { name: 'Account audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account audit log' })).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: member.name });
  // Other tests change accounts too: older pages are read until this member's entries show.
  for (let pages = 0; pages < 8 && (await rows.count()) < 5; pages += 1) {
    const older = page.getByRole('button', { name: 'Show older entries' });
    if (!(await older.isVisible())) break;
    await older.click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading older entries…' })).toHaveCount(0);
  }
  await expect(rows.nth(0)).toContainText('Account reactivated');
  await expect(rows.nth(1)).toContainText('Account deactivated');
  await expect(rows.nth(2)).toContainText('Department changed from Public Works to Engineering');
  await expect(rows.nth(3)).toContainText('Role changed from Worker to Manager');
  await expect(rows.nth(0)).toContainText(TEST_ADMIN.name);
  await expectNoViolations(page, 'audit log');
});

test('the last active admin cannot step down, with the reason', async ({ page }) => {
  test.setTimeout(120_000);
  const server = await startOwnServer(60_000);
  try {
    const signedIn = await page.request.post(`${server.baseURL}/api/auth/login`, {
      data: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    const { staff } = (await signedIn.json()) as { staff: { id: string } };
    await page.goto(`${server.baseURL}/311/staff/users/${staff.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Manage ${TEST_ADMIN.name}` })).toBeVisible();
    await expect(page.getByText('You cannot deactivate your own account.')).toBeVisible();
    await page.getByLabel('Role', { exact: true }).focus();
    await page.keyboard.type('Worker');
    await page.getByRole('button', { name: 'Save changes' }).press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'There must always be one active admin.' })).toHaveText(
      'There must always be one active admin. Make another member an admin first.',
    );
    await expectNoViolations(page, 'last admin refusal');
  } finally {
    await server.stop();
  }
});

test('the add-staff form keeps what is typed while a creation is answered and the list refreshes', async ({
  page,
  signInAsAdmin,
}) => {
  await signInAsAdmin();
  await page.goto('/311/staff/users');
  const add = page.getByRole('region', { name: 'Add New Staff User' });
  const first = `Ivy First ${tag()}`;
  const next = `Omar Next ${tag()}`;
  // The creation is held back a moment, as on a slow connection, while the admin types on.
  await page.route('**/api/admin/create-user', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await add.getByLabel('Name').fill(first);
  await add.getByLabel('Email').fill(`ivy.${tag()}@township.example`);
  await add.getByLabel('Temporary Password').fill('123456');
  await add.getByLabel('Department').selectOption('Health');
  await add.getByRole('button', { name: 'Create User' }).click();
  await add.getByLabel('Name').fill(next);
  await expect(add.getByRole('status')).toHaveText(`Created ${first}.`);
  await expect(page.getByRole('row', { name: new RegExp(first) })).toBeVisible();
  await expect(add.getByLabel('Name')).toHaveValue(next);
  await expect(add.getByLabel('Temporary Password')).toHaveValue('');
});
