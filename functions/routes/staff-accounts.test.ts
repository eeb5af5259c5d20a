/** An admin's account changes and the audit log, through the API (docs/api.md#staff-accounts). */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import { ACCOUNT_MESSAGES } from '#domain/requests/staff-account-input.ts';
import type { AuditEntry } from '#domain/requests/staff-audit.ts';
import { addStaff, signIn, staffHeaders, type SignedIn } from '../testing/fixtures/staff.ts';
import { openStaffApp } from '../testing/helpers/staff-app.ts';
import type { TestDeps } from '../testing/helpers/test-deps.ts';

const START = new Date('2026-11-21T14:00:00.000Z');
let now = START;
let deps: TestDeps;
let app: ReturnType<typeof createApp>;
let admin: StaffProfile;
let adminSession: SignedIn;

beforeEach(async () => {
  now = START;
  const opened = await openStaffApp(() => now, 'admin', { member: { name: 'Ada Admin' } });
  ({ deps, app, staff: admin, session: adminSession } = opened);
});

afterEach(async () => {
  await deps.cleanup();
});

const send = (method: string, path: string, body?: unknown, session: SignedIn = adminSession) =>
  app.request(path, {
    method,
    headers: staffHeaders(session),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const post = (path: string, body: unknown) => send('POST', path, body);
const member = (uid: string) => `/api/admin/users/${encodeURIComponent(uid)}`;
const update = (uid: string, change: unknown) => send('PATCH', member(uid), change);
const deactivate = (uid: string) => send('PUT', `${member(uid)}/deactivated`);
const reactivate = (uid: string) => send('DELETE', `${member(uid)}/deactivated`);
const reset = (uid: string, method: unknown) => send('POST', `${member(uid)}/password-resets`, { method });
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const me = (session: SignedIn) => app.request('/api/auth/me', { headers: staffHeaders(session) });
const audit = async (query = '') => {
  const res = await app.request(`/api/admin/audit${query}`, { headers: staffHeaders(adminSession) });
  expect(res.status).toBe(200);
  return (await res.json()) as { entries: AuditEntry[]; nextCursor: string | null };
};

describe('PATCH /api/admin/users/:uid', () => {
  it('changes role and department; a new role signs the member out, a department alone does not', async () => {
    const worker = await addStaff(deps.stores, 'worker', { name: 'Sam Worker' });
    const session = await signIn(app, worker.email);
    const moved = await update(worker.id, { department: 'Engineering' });
    expect(moved.status).toBe(200);
    expect((await me(session)).status).toBe(200);
    const promoted = await update(worker.id, { role: 'manager' });
    expect(((await promoted.json()) as { staff: StaffProfile }).staff).toMatchObject({
      role: 'manager',
      department: 'Engineering',
    });
    expect((await me(session)).status).toBe(401);
    const { entries } = await audit();
    expect(entries.map((entry) => [entry.action, entry.from, entry.to, entry.actor.name, entry.subject.name])).toEqual([
      ['role-changed', 'worker', 'manager', 'Ada Admin', 'Sam Worker'],
      ['department-changed', 'Public Works', 'Engineering', 'Ada Admin', 'Sam Worker'],
    ]);
  });

  it.each([
    ['x', {}, 422, ACCOUNT_MESSAGES.nothingToChange],
    ['x', { role: 'mayor' }, 422, undefined],
    ['x', { department: 'Nowhere' }, 422, 'Please choose a department.'],
    ['nobody', { role: 'worker' }, 404, ACCOUNT_MESSAGES.unknownStaff],
  ])('refuses %s %j with %i', async (uid, body, status, message) => {
    const res = await update(uid, body);
    expect(res.status).toBe(status);
    if (message) expect((await errorOf(res)).message).toBe(message);
  });

  it('never demotes the last active admin (409), and does once another admin exists', async () => {
    const refused = await update(admin.id, { role: 'manager' });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toEqual({ code: 'conflict', message: ACCOUNT_MESSAGES.lastAdmin });
    const other = await addStaff(deps.stores, 'admin');
    const demoted = await update(other.id, { role: 'worker' });
    expect(demoted.status).toBe(200);
    // An admin may step down when another active admin remains.
    await addStaff(deps.stores, 'admin');
    expect((await update(admin.id, { role: 'worker' })).status).toBe(200);
  });
});

describe('PUT and DELETE /api/admin/users/:uid/deactivated', () => {
  it('signs the member out at once, refuses their sign-in, and lets them back after reactivation', async () => {
    const worker = await addStaff(deps.stores, 'worker', { name: 'Sam Worker' });
    const session = await signIn(app, worker.email);
    const res = await deactivate(worker.id);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { staff: StaffProfile }).staff.active).toBe(false);
    expect((await me(session)).status).toBe(401);
    await expect(signIn(app, worker.email)).rejects.toThrow(/403.*deactivated/);
    // A deactivated member stays in the list (assignment history), marked inactive.
    const list = await app.request('/api/staff/users', { headers: staffHeaders(adminSession) });
    expect(((await list.json()) as { staff: StaffProfile[] }).staff).toContainEqual(
      expect.objectContaining({ id: worker.id, active: false }),
    );
    expect((await reactivate(worker.id)).status).toBe(200);
    await expect(signIn(app, worker.email)).resolves.toBeTruthy();
    expect((await audit()).entries.map((entry) => entry.action)).toEqual(['reactivated', 'deactivated']);
  });

  it('refuses to deactivate yourself (403); another admin may, while one active admin remains', async () => {
    const self = await deactivate(admin.id);
    expect(self.status).toBe(403);
    expect((await errorOf(self)).message).toBe(ACCOUNT_MESSAGES.cannotDeactivateSelf);
    // The acting admin is active, so deactivating another never leaves none; the store's guard
    // (contract tests) covers the rest, such as two admins acting at once.
    const other = await addStaff(deps.stores, 'admin');
    expect((await deactivate(other.id)).status).toBe(200);
    const last = await update(admin.id, { role: 'worker' });
    expect(last.status).toBe(409);
  });
});

describe('POST /api/admin/users/:uid/password-resets', () => {
  it('gives a temporary password once, ends the sessions, and limits the next sign-in to changing it', async () => {
    const worker = await addStaff(deps.stores, 'worker');
    const session = await signIn(app, worker.email);
    const res = await reset(worker.id, 'temporary');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const { temporaryPassword } = (await res.json()) as { temporaryPassword: string };
    expect(temporaryPassword).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect((await me(session)).status).toBe(401);
    const limited = await signIn(app, worker.email, temporaryPassword);
    expect(limited.staff.mustChangePassword).toBe(true);
    const blocked = await app.request('/api/staff/dashboard', { headers: staffHeaders(limited) });
    expect(blocked.status).toBe(403);
    expect(await errorOf(blocked)).toEqual({
      code: 'password_change_required',
      message: ACCOUNT_MESSAGES.passwordChangeRequired,
    });
  });

  it('gives a one-time link valid for 24 hours', async () => {
    const worker = await addStaff(deps.stores, 'worker', { name: 'Sam Worker' });
    const res = await reset(worker.id, 'link');
    const reply = (await res.json()) as { token: string; expiresAt: string };
    expect(reply.expiresAt).toBe('2026-11-22T14:00:00.000Z');
    expect(await deps.stores.staff.findResetToken(reply.token, now)).toBe(worker.id);
    const entry = (await audit()).entries[0];
    expect(entry).toMatchObject({ action: 'password-reset-issued', to: 'link' });
    expect(JSON.stringify(entry)).not.toContain(reply.token);
  });

  it.each<[string, () => string, number, string]>([
    ['yourself', () => admin.id, 403, ACCOUNT_MESSAGES.cannotResetSelf],
    ['an unknown id', () => 'nobody', 404, ACCOUNT_MESSAGES.unknownStaff],
  ])('refuses %s', async (_name, uid, status, message) => {
    const res = await reset(uid(), 'link');
    expect(res.status).toBe(status);
    expect((await errorOf(res)).message).toBe(message);
  });

  it('refuses a deactivated account until it is reactivated', async () => {
    const worker = await addStaff(deps.stores, 'worker');
    await deactivate(worker.id);
    const res = await reset(worker.id, 'temporary');
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(ACCOUNT_MESSAGES.resetInactive);
  });
});

describe('GET /api/admin/audit', () => {
  it('pages newest first with a cursor, and refuses a malformed one', async () => {
    for (const name of ['One', 'Two', 'Three']) {
      now = new Date(now.getTime() + 60_000);
      const res = await post('/api/admin/create-user', {
        name,
        email: `${name.toLowerCase()}@township.test`,
        password: 'secret1',
        department: 'Health',
      });
      expect(res.status).toBe(201);
    }
    const first = await audit('?limit=2');
    expect(first.entries.map((entry) => [entry.action, entry.subject.name, entry.at])).toEqual([
      ['created', 'Three', '2026-11-21T14:03:00.000Z'],
      ['created', 'Two', '2026-11-21T14:02:00.000Z'],
    ]);
    const second = await audit(`?limit=2&cursor=${first.nextCursor!}`);
    expect(second).toEqual({ entries: [expect.objectContaining({ to: 'worker' })], nextCursor: null });
    for (const query of ['?cursor=../x', '?limit=0', '?limit=101']) {
      const bad = await app.request(`/api/admin/audit${query}`, { headers: staffHeaders(adminSession) });
      expect(bad.status).toBe(422);
    }
  });
});

describe('the account paths', () => {
  const calls = [
    ['PATCH', (uid: string) => update(uid, { role: 'manager' })],
    ['PUT', deactivate],
    ['DELETE', reactivate],
    ['POST', (uid: string) => reset(uid, 'link')],
  ] as const;

  it.each(calls)('%s answers a :uid no member can have with a 404 and its message', async (_method, call) => {
    for (const uid of ['x'.repeat(129), '  ']) {
      const res = await call(uid);
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toEqual({ code: 'not_found', message: ACCOUNT_MESSAGES.unknownStaff });
    }
  });

  it.each(calls)('%s refuses a change without the CSRF token and changes nothing', async (method) => {
    const worker = await addStaff(deps.stores, 'worker');
    const headers = { ...staffHeaders(adminSession), 'X-CSRF-Token': 'wrong' };
    const path = {
      PATCH: member(worker.id),
      PUT: `${member(worker.id)}/deactivated`,
      DELETE: `${member(worker.id)}/deactivated`,
      POST: `${member(worker.id)}/password-resets`,
    }[method];
    const res = await app.request(path, { method, headers, body: JSON.stringify({ role: 'manager', method: 'link' }) });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toMatch(/CSRF token/);
    expect(await deps.stores.staff.getProfile(worker.id)).toMatchObject({ role: 'worker', active: true });
    expect((await audit()).entries).toEqual([]);
  });

  it('no longer serves the old verb paths', async () => {
    const worker = await addStaff(deps.stores, 'worker');
    for (const path of ['update-user', 'deactivate-user', 'reactivate-user', 'reset-password']) {
      const res = await post(`/api/admin/${path}`, { uid: worker.id, role: 'manager', method: 'link' });
      expect(res.status).toBe(404);
    }
    expect(await deps.stores.staff.getProfile(worker.id)).toMatchObject({ role: 'worker', active: true });
  });
});
