import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import { addStaff, signIn, staffHeaders, type SignedIn } from '../testing/fixtures/staff.ts';
import { openStaffApp } from '../testing/helpers/staff-app.ts';
import type { TestDeps } from '../testing/helpers/test-deps.ts';

let deps: TestDeps;
let app: ReturnType<typeof createApp>;
let admin: StaffProfile;
let adminSession: SignedIn;

beforeEach(async () => {
  const opened = await openStaffApp(() => new Date(), 'admin', { member: { name: 'Ada Admin' } });
  ({ deps, app, staff: admin, session: adminSession } = opened);
});

afterEach(async () => {
  await deps.cleanup();
});

const post = (path: string, body: unknown, session: SignedIn = adminSession) =>
  app.request(path, { method: 'POST', headers: staffHeaders(session), body: JSON.stringify(body) });
/** Typed matcher: expect.any() is `any`, which the lint rules refuse in object literals. */
const anyString = expect.any(String) as string;
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const newUser = { name: 'Nia Newhire', email: 'Nia@Township.test', password: 'secret1', department: 'Engineering' };

describe('GET /api/staff/users', () => {
  it('lists every staff member by name, with no password data', async () => {
    const worker = await addStaff(deps.stores, 'worker', { name: 'Bea Worker' });
    const manager = await addStaff(deps.stores, 'manager', { name: 'Cal Manager' });
    const res = await app.request('/api/staff/users', { headers: staffHeaders(await signIn(app, manager.email)) });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { staff: StaffProfile[] };
    expect(body.staff).toEqual([admin, worker, manager]);
    // The only word "password" is the flag of a temporary one (mustChangePassword).
    expect(JSON.stringify(body).replaceAll('"mustChangePassword"', '')).not.toMatch(/scrypt|password/i);
  });
});

describe('POST /api/admin/create-user', () => {
  it('creates a worker by default who can then sign in, to change the temporary password', async () => {
    const res = await post('/api/admin/create-user', newUser);
    expect(res.status).toBe(201);
    const { staff } = (await res.json()) as { staff: StaffProfile };
    expect(staff).toEqual({
      id: anyString,
      name: 'Nia Newhire',
      email: 'nia@township.test',
      department: 'Engineering',
      role: 'worker',
      active: true,
      mustChangePassword: true,
    });
    const session = await signIn(app, 'nia@township.test', 'secret1');
    expect(session.staff).toEqual(staff);
  });

  it.each(['manager', 'admin', 'developer', 'worker'] as const)('creates a %s', async (role) => {
    const res = await post('/api/admin/create-user', { ...newUser, role });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { staff: StaffProfile }).staff.role).toBe(role);
  });

  it.each([
    [{ ...newUser, password: '12345' }, 'Password must be at least 6 characters long.'],
    [{ ...newUser, password: '' }, 'Name, email, temporary password and department are required.'],
    [{ ...newUser, name: '  ' }, 'Name, email, temporary password and department are required.'],
    [{ ...newUser, department: '' }, 'Name, email, temporary password and department are required.'],
    [{ ...newUser, email: 'not-an-email' }, 'Please enter a valid email address.'],
    [{ ...newUser, role: 'superuser' }, undefined],
  ])('rejects %j with 422', async (body, message) => {
    const res = await post('/api/admin/create-user', body);
    expect(res.status).toBe(422);
    const error = await errorOf(res);
    expect(error.code).toBe('invalid_input');
    if (message) expect(error.message).toBe(message);
    expect(await deps.stores.staff.listProfiles()).toHaveLength(1);
  });

  it('refuses a taken e-mail, whatever its case, with 409', async () => {
    expect((await post('/api/admin/create-user', newUser)).status).toBe(201);
    const res = await post('/api/admin/create-user', { ...newUser, email: 'NIA@township.test', name: 'Other' });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({
      code: 'conflict',
      message: 'A staff account with that email already exists.',
    });
  });
});

describe('POST /api/admin/delete-user', () => {
  it('deletes a member: login, profile and sessions', async () => {
    const worker = await addStaff(deps.stores, 'worker');
    const session = await signIn(app, worker.email);
    const res = await post('/api/admin/delete-user', { uid: worker.id });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: worker.id });
    expect(await deps.stores.staff.getProfile(worker.id)).toBeNull();
    expect(await deps.stores.staff.findLogin(worker.email)).toBeNull();
    expect(await deps.stores.sessions.get(session.cookie.match(/township311_session=([^;]+)/)![1]!)).toBeNull();
    expect((await app.request('/api/auth/me', { headers: staffHeaders(session) })).status).toBe(401);
  });

  it('refuses to delete yourself', async () => {
    const res = await post('/api/admin/delete-user', { uid: admin.id });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({ code: 'forbidden', message: 'You cannot delete your own account.' });
    expect(await deps.stores.staff.getProfile(admin.id)).not.toBeNull();
  });

  it('refuses to delete an admin', async () => {
    const other = await addStaff(deps.stores, 'admin');
    const res = await post('/api/admin/delete-user', { uid: other.id });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({
      code: 'forbidden',
      message: 'Cannot delete an Admin account. Please demote them first.',
    });
    expect(await deps.stores.staff.getProfile(other.id)).not.toBeNull();
  });

  it('answers 404 for an unknown id and 422 for a missing one', async () => {
    expect((await post('/api/admin/delete-user', { uid: 'no-such-user' })).status).toBe(404);
    expect((await post('/api/admin/delete-user', {})).status).toBe(422);
  });
});
