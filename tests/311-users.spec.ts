/**
 * User Management in a real browser: the form's validation and the server's refusal, creating a
 * member, deleting one through the confirmation dialog, and both refusals, with axe sweeps of the
 * form errors and the open dialog.
 */
import type { Page } from './support/test.ts';
import { expectNoViolations } from './support/axe.ts';
import { createStaff, TEST_ADMIN } from './support/staff-accounts.ts';
import { expect, test } from './support/staff-session.ts';

/** Opens User Management in a context given the admin's session (support/staff-session.ts). */
async function openUserManagement(page: Page): Promise<void> {
  await page.goto('/311/staff/users');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  // Scoped: the Open311 API keys table also names the admin, as the creator of keys.
  const staffTable = page.getByRole('region', { name: 'Current Staff' });
  await expect(staffTable.getByRole('cell', { name: TEST_ADMIN.name, exact: true })).toBeVisible();
}

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const form = (page: Page) => page.getByRole('region', { name: 'Add New Staff User' });
const formAlert = (page: Page) => form(page).getByRole('alert');

test('the form checks its fields, shows the server refusal, and creates a member', async ({ page, signInAsAdmin }) => {
  await signInAsAdmin();
  await openUserManagement(page);
  const add = form(page);
  await add.getByRole('button', { name: 'Create User' }).click();
  await expect(formAlert(page)).toHaveText('Name, email, temporary password and department are required.');
  await expect(add.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page);

  const name = `Nia New ${tag()}`;
  const email = `nia.${tag()}@township.example`;
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('Email').fill(email);
  await add.getByLabel('Temporary Password').fill('12345');
  await add.getByLabel('Department').selectOption('Engineering');
  await expect(add.getByLabel('Role')).toHaveValue('worker');
  await add.getByRole('button', { name: 'Create User' }).click();
  await expect(formAlert(page)).toHaveText('Password must be at least 6 characters long.');
  await expectNoViolations(page);

  await add.getByLabel('Email').fill(TEST_ADMIN.email);
  await add.getByLabel('Temporary Password').fill('123456');
  await add.getByRole('button', { name: 'Create User' }).click();
  await expect(formAlert(page)).toHaveText('A staff account with that email already exists.');

  await add.getByLabel('Email').fill(email);
  await add.getByLabel('Role').selectOption('manager');
  await add.getByRole('button', { name: 'Create User' }).click();
  await expect(add.getByRole('status')).toHaveText(`Created ${name}.`);
  await expect(formAlert(page)).toHaveText('');
  await expect(add.getByLabel('Name')).toHaveValue('');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(email);
  await expect(row).toContainText('Engineering');
  await expect(row.locator('[data-role="manager"]')).toHaveText('Manager');
});

test('an admin deletes a member after confirming, or keeps them on Cancel', async ({
  page,
  request,
  signInAsAdmin,
}) => {
  const member = await createStaff(request, 'worker', `Gus Gone ${tag()}`);
  await signInAsAdmin();
  await openUserManagement(page);
  const trigger = page.getByRole('button', { name: `Delete ${member.name}` });

  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Delete staff member' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('p')).toHaveText(
    `Are you sure you want to delete ${member.name}? This action is irreversible and will delete their login and profile.`,
  );
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();

  await trigger.click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();

  // By keyboard alone: Enter opens the dialog on Cancel, Tab reaches Delete, Enter confirms.
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Deleted ${member.name}.`)).toBeVisible();
  await expect(trigger).toHaveCount(0);
  const signIn = await request.post('/api/auth/login', { data: { email: member.email, password: member.password } });
  expect(signIn.status()).toBe(401);
});

test('deleting yourself or another admin is refused with the spec messages', async ({
  page,
  request,
  signInAsAdmin,
}) => {
  const other = await createStaff(request, 'admin', `Ada Admin ${tag()}`);
  await signInAsAdmin();
  await openUserManagement(page);
  const alert = page.getByRole('region', { name: 'Current Staff' }).getByRole('alert');

  await page.getByRole('button', { name: `Delete ${TEST_ADMIN.name}` }).click();
  await expect(alert).toHaveText('You cannot delete your own account.');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: `Delete ${other.name}` }).click();
  await expect(alert).toHaveText('Cannot delete an Admin account. Please demote them first.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('cell', { name: other.name, exact: true })).toBeVisible();
  await expectNoViolations(page);
});
