/**
 * Staff accounts for browser tests. The test server starts on an empty store with one admin,
 * created by the documented first-admin command (start-test-server.ts); tests create the other
 * roles through the admin API over real HTTP, each with its own e-mail so tests stay independent.
 * An admin gives a new account a temporary password, which must be changed at first sign-in:
 * `createStaff` does that too, so tests get a member who signs straight into the portal, and
 * `createStaffWithTemporaryPassword` one who must change it.
 */
import type { APIRequestContext } from '@playwright/test';
import type { Role } from '#domain/requests/constants.ts';

export const TEST_ADMIN = {
  name: 'Avery Admin',
  email: 'avery.admin@township.example',
  password: 'test-admin-password',
} as const;

export interface TestStaff {
  id: string;
  name: string;
  email: string;
  password: string;
  role: Role;
  department: string;
}

let counter = 0;

/** Signs the API context in as the test admin and returns the CSRF token for changes. */
export async function signInAdmin(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', {
    data: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
  });
  if (!res.ok()) throw new Error(`admin sign-in answered ${res.status()}: ${await res.text()}`);
  return ((await res.json()) as { csrfToken: string }).csrfToken;
}

/**
 * Creates a staff member with a unique e-mail and a temporary password, through POST
 * /api/admin/create-user.
 * @example const worker = await createStaffWithTemporaryPassword(request, 'worker', 'Wren Worker');
 */
export async function createStaffWithTemporaryPassword(
  request: APIRequestContext,
  role: Role,
  name: string,
  department = 'Public Works',
): Promise<TestStaff> {
  const csrf = await signInAdmin(request);
  counter += 1;
  const email = `${role}.${Date.now().toString(36)}.${process.pid}.${counter}@township.example`;
  const password = `pw-${role}-${counter}-secret`;
  const res = await request.post('/api/admin/create-user', {
    headers: { 'X-CSRF-Token': csrf },
    data: { name, email, password, department, role },
  });
  if (res.status() !== 201) throw new Error(`create-user answered ${res.status()}: ${await res.text()}`);
  const { staff } = (await res.json()) as { staff: { id: string } };
  return { id: staff.id, name, email, password, role, department };
}

/**
 * Creates a staff member who has already changed the temporary password (signing in once through
 * the API, then out), so the portal opens for them at once.
 * @example const manager = await createStaff(request, 'manager', 'Morgan Manager');
 */
export async function createStaff(
  request: APIRequestContext,
  role: Role,
  name: string,
  department = 'Public Works',
): Promise<TestStaff> {
  const staff = await createStaffWithTemporaryPassword(request, role, name, department);
  const signedIn = await request.post('/api/auth/login', { data: { email: staff.email, password: staff.password } });
  if (!signedIn.ok()) throw new Error(`first sign-in answered ${signedIn.status()}: ${await signedIn.text()}`);
  const { csrfToken } = (await signedIn.json()) as { csrfToken: string };
  const password = `${staff.password}-chosen`;
  const changed = await request.post('/api/auth/password', {
    headers: { 'X-CSRF-Token': csrfToken },
    data: { currentPassword: staff.password, newPassword: password },
  });
  if (!changed.ok()) throw new Error(`password change answered ${changed.status()}: ${await changed.text()}`);
  await request.post('/api/auth/logout', { headers: { 'X-CSRF-Token': csrfToken } });
  // The client holds an admin session afterwards, as it did before this step.
  await signInAdmin(request);
  return { ...staff, password };
}
