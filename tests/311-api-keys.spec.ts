/**
 * Open311 API keys on User Management in a real browser: an admin creates a key, sees it once
 * (copied through the clipboard), files a request with it through the Open311 POST, then revokes
 * it after confirming, with axe sweeps of every state; a manager never sees the section and the
 * key API refuses them.
 */
import type { Page } from './support/test.ts';
import { expectNoViolations } from './support/axe.ts';
import { createStaff, signInAdmin, TEST_ADMIN, type TestStaff } from './support/staff-accounts.ts';
import { expect, test } from './support/staff-session.ts';

const OPEN311_POST = '/api/open311/v2/requests.json';

/** Opens the dashboard of a context already given a session (support/staff-session.ts). */
async function openDashboard(page: Page): Promise<void> {
  await page.goto('/311/staff');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
}

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const section = (page: Page) => page.getByRole('region', { name: 'Open311 API keys' });
const open311Form = (apiKey: string) => ({
  api_key: apiKey,
  service_code: 'streetlight-outage',
  address_string: '12 Main St',
  description: 'The streetlight in front of number 12 is out.',
  first_name: 'Pat',
  last_name: 'Portal',
});

// The key is copied, then read back from the clipboard.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('an admin creates a key, sees it once, uses it, and revokes it after confirming', async ({
  page,
  request,
  signInAsAdmin,
}) => {
  test.setTimeout(180_000); // five axe scans, over a minute and a half on a busy two-core machine
  await signInAsAdmin();
  await openDashboard(page);
  await page.getByRole('navigation', { name: 'Staff portal' }).getByRole('link', { name: 'User Management' }).click();
  const keys = section(page);
  await expect(keys.getByRole('heading', { name: 'Open311 API keys' })).toBeVisible();
  await expect(keys.getByText('Loading API keys…')).toHaveCount(0);
  await expectNoViolations(page, 'the section as it opens');

  // The label is checked before any call.
  await keys.getByRole('button', { name: 'Create API key' }).click();
  await expect(keys.getByRole('alert').first()).toHaveText('Please enter a label for the key.');
  await expect(keys.getByLabel('Key label')).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page, 'the label error');

  const label = `Data portal ${tag()}`;
  await keys.getByLabel('Key label').fill(label);
  await keys.getByRole('button', { name: 'Create API key' }).click();
  const field = keys.getByLabel('API key', { exact: true });
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('readonly', '');
  const secret = await field.inputValue();
  expect(secret).toMatch(/^[\w-]{43}$/);
  await expect(keys.getByText('it will not be shown again', { exact: false })).toBeVisible();
  await expect(keys.getByRole('status').filter({ hasText: `Created the API key “${label}”` })).toBeVisible();
  await expect(keys.getByLabel('Key label')).toHaveValue('');
  const row = keys.getByRole('row', { name: new RegExp(label) });
  await expect(row).toContainText(`${secret.slice(0, 8)}…`);
  await expect(row).toContainText(TEST_ADMIN.name);
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Never');
  await expectNoViolations(page, 'the new key shown once');

  await keys.getByRole('button', { name: 'Copy' }).click();
  await expect(keys.getByText('Key copied to the clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

  // The key files a request through the Open311 POST; the list then shows it used.
  const filed = await request.post(OPEN311_POST, { form: open311Form(secret) });
  expect(filed.status(), await filed.text()).toBe(200);
  const [reply] = (await filed.json()) as { service_request_id: string }[];
  expect(reply?.service_request_id).toEqual(expect.any(String));
  const filedOne = await request.get(`/api/open311/v2/requests/${reply!.service_request_id}.json`);
  expect(filedOne.status()).toBe(200);
  expect(await filedOne.text()).not.toContain('Pat');

  // Done hides the key for good: reloading does not bring it back either.
  await keys.getByRole('button', { name: 'Done' }).click();
  await expect(field).toHaveCount(0);
  await expect(keys.getByRole('heading', { name: 'Open311 API keys' })).toBeFocused();
  await page.reload();
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Never');
  await expect(page.getByText(secret)).toHaveCount(0);

  const trigger = keys.getByRole('button', { name: `Revoke ${label}` });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Revoke API key' });
  await expect(dialog).toContainText(`Are you sure you want to revoke “${label}” (${secret.slice(0, 8)}…)?`);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoViolations(page, 'the revoke confirmation');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await expect(row).toContainText('Active');

  await trigger.click();
  await dialog.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(keys.getByText(`Revoked “${label}”.`)).toBeVisible();
  await expect(row).toContainText('Revoked');
  await expect(trigger).toHaveCount(0);
  await expectNoViolations(page, 'after revoking');

  const refused = await request.post(OPEN311_POST, { form: open311Form(secret) });
  expect(refused.status()).toBe(403);
});

test('a manager does not see the section, and the key API answers 403', async ({ page, request, signInAs }) => {
  const manager: TestStaff = await createStaff(request, 'manager', `Morgan Manager ${tag()}`);
  await signInAs(manager);
  await openDashboard(page);
  await expect(
    page.getByRole('navigation', { name: 'Staff portal' }).getByRole('link', { name: 'User Management' }),
  ).toHaveCount(0);
  await page.goto('/311/staff/users');
  await expect(page).toHaveURL(/\/311\/staff$/);
  await expect(section(page)).toHaveCount(0);

  const signIn = await request.post('/api/auth/login', { data: { email: manager.email, password: manager.password } });
  const { csrfToken } = (await signIn.json()) as { csrfToken: string };
  expect((await request.get('/api/admin/api-keys')).status()).toBe(403);
  const create = await request.post('/api/admin/api-keys', {
    headers: { 'X-CSRF-Token': csrfToken },
    data: { label: 'Not mine' },
  });
  expect(create.status()).toBe(403);
  const revoke = await request.delete('/api/admin/api-keys/any', { headers: { 'X-CSRF-Token': csrfToken } });
  expect(revoke.status()).toBe(403);

  // The admin's list holds no key the manager tried to make.
  const adminCsrf = await signInAdmin(request);
  expect(adminCsrf).toEqual(expect.any(String));
  const listed = (await (await request.get('/api/admin/api-keys')).json()) as { apiKeys: { label: string }[] };
  expect(listed.apiKeys.map((key) => key.label)).not.toContain('Not mine');
});
