import { beforeEach, describe, expect, it } from 'vitest';
import { categoryNames } from '#domain/township/township.ts';
import type { SavedView } from '#domain/requests/saved-views.ts';
import {
  addStaff,
  followRenewal,
  seedRequest,
  signIn,
  staffHeaders,
  type SignedIn,
} from '../testing/fixtures/staff.ts';
import { useStaffApp } from '../testing/helpers/test-app.ts';

let clock: Date;
beforeEach(() => {
  clock = new Date('2026-11-21T14:00:00.000Z');
});
const manager = useStaffApp(() => clock, 'manager', { member: { name: 'Morgan Manager' }, perTest: true });

const BASE = '/api/staff/saved-views';
const [CATEGORY = '', OTHER_CATEGORY = ''] = categoryNames();
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const send = async (method: string, path: string, body?: unknown, session: SignedIn = manager.session) => {
  const init = { method, headers: staffHeaders(session), body: body === undefined ? undefined : JSON.stringify(body) };
  return followRenewal(session, await manager.app.request(path, init));
};
const post = (path: string, body?: unknown, session?: SignedIn) => send('POST', path, body, session);
const read = async <T>(path: string, session: SignedIn = manager.session) =>
  (await (await send('GET', path, undefined, session)).json()) as T;
const created = async (body: Record<string, unknown>, session?: SignedIn) => {
  const res = await post(BASE, { view: '', ...body }, session);
  expect(res.status).toBe(201);
  return ((await res.json()) as { view: SavedView }).view;
};
const member = async (role: 'worker' | 'manager' | 'admin', department = 'Public Works') => {
  const staff = await addStaff(manager.deps.stores, role, {
    email: `${role}-${department.replace(/\W/g, '')}@example.org`,
    department,
  });
  return { staff, session: await signIn(manager.app, staff.email) };
};

describe('POST /api/staff/saved-views', () => {
  it('saves a view, its address read as the list reads it and without a page cursor', async () => {
    const res = await post(BASE, { name: '  Overdue  ', view: `?after=abc&overdue=1&hide=id&category=${CATEGORY}` });
    expect(res.status).toBe(201);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const { view } = (await res.json()) as { view: SavedView };
    expect(view).toEqual({
      id: expect.any(String) as string,
      name: 'Overdue',
      view: `?category=${encodeURIComponent(CATEGORY).replace(/%20/g, '+')}&overdue=1&hide=id`,
      shared: false,
      department: 'Public Works',
      owner: { id: manager.staff.id, name: 'Morgan Manager' },
      createdAt: '2026-11-21T14:00:00.000Z',
      updatedAt: '2026-11-21T14:00:00.000Z',
    });
    expect(await read(BASE)).toEqual({ own: [view], shared: [] });
  });

  it.each([
    [{ name: '', view: '' }, 'Please enter a name for the view.'],
    [{ name: 'x'.repeat(61), view: '' }, 'The name must be at most 60 characters.'],
    [{ name: 'Bad', view: '?status=Nope' }, 'This view has a filter the list cannot use, so it cannot be saved.'],
    [{ name: 'Bad', view: '?hide=description' }, 'This view has a filter the list cannot use, so it cannot be saved.'],
    [
      { name: 'Long', view: `?q=${'x'.repeat(2000)}` },
      'This view has a filter the list cannot use, so it cannot be saved.',
    ],
  ])('refuses %j with 422', async (body, message) => {
    const res = await post(BASE, body);
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toEqual({ code: 'invalid_input', message });
  });

  it('refuses a name the member already uses, and a 26th view, with 409', async () => {
    await created({ name: 'Mine' });
    const again = await post(BASE, { name: 'MINE', view: '' });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe('You already have a saved view with that name.');
    for (let n = 1; n < 25; n++) await created({ name: `View ${n}` });
    const full = await post(BASE, { name: 'One more', view: '' });
    expect(full.status).toBe(409);
    expect((await errorOf(full)).message).toBe('You already have 25 saved views. Delete one before saving another.');
  });

  it('lets a worker save for themselves but not share', async () => {
    const { session } = await member('worker');
    expect((await created({ name: 'Mine' }, session)).shared).toBe(false);
    const res = await post(BASE, { name: 'Shared', view: '', shared: true }, session);
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toBe('Only managers and admins can share a view with their department.');
  });
});

describe('sharing with a department', () => {
  it('shows a shared view to the department only, and lets only the owner or an admin change it', async () => {
    const view = await created({ name: 'Overdue potholes', view: '?overdue=1' });
    const worker = await member('worker');
    const outsider = await member('worker', 'Parks');
    expect((await read<{ shared: SavedView[] }>(BASE, worker.session)).shared).toEqual([]);

    const shared = await post(`${BASE}/${view.id}`, { shared: true });
    expect(shared.status).toBe(200);
    const sharedView = { ...view, shared: true };
    expect(await read(BASE, worker.session)).toEqual({ own: [], shared: [sharedView] });
    expect(await read(BASE, outsider.session)).toEqual({ own: [], shared: [] });
    expect(await read(BASE)).toEqual({ own: [sharedView], shared: [] });

    const byWorker = await post(`${BASE}/${view.id}`, { name: 'Mine now' }, worker.session);
    expect(byWorker.status).toBe(403);
    expect((await errorOf(byWorker)).message).toBe(
      'Only the owner of this view, or an admin for a shared view, can change it.',
    );
    expect((await send('DELETE', `${BASE}/${view.id}`, undefined, outsider.session)).status).toBe(404);

    const admin = await member('admin', 'Parks');
    const renamed = await post(`${BASE}/${view.id}`, { name: 'Late potholes' }, admin.session);
    expect(((await renamed.json()) as { view: SavedView }).view.name).toBe('Late potholes');
    expect((await send('DELETE', `${BASE}/${view.id}`, undefined, admin.session)).status).toBe(200);
    expect(await read(BASE, worker.session)).toEqual({ own: [], shared: [] });
  });

  it('keeps a private view of another member out of reach (404)', async () => {
    const worker = await member('worker');
    const view = await created({ name: 'Private' }, worker.session);
    expect((await post(`${BASE}/${view.id}`, { name: 'Taken' })).status).toBe(404);
    expect((await send('DELETE', `${BASE}/${view.id}`)).status).toBe(404);
    expect((await send('DELETE', `${BASE}/${'x'.repeat(200)}`)).status).toBe(404);
  });

  it('deletes a member’s views, shared ones too, with their account', async () => {
    const colleague = await member('manager');
    await created({ name: 'Theirs', shared: true }, colleague.session);
    expect((await read<{ shared: SavedView[] }>(BASE)).shared).toHaveLength(1);
    const admin = await member('admin');
    expect((await post('/api/admin/delete-user', { uid: colleague.staff.id }, admin.session)).status).toBe(200);
    expect(await read(BASE)).toEqual({ own: [], shared: [] });
  });

  it('answers a change with nothing to change with 422', async () => {
    const view = await created({ name: 'Mine' });
    const res = await post(`${BASE}/${view.id}`, {});
    expect(res.status).toBe(422);
    expect((await errorOf(res)).message).toBe('Give a new name, or whether the view is shared.');
  });
});

describe('GET /api/staff/saved-views/counts', () => {
  it('counts each view as the list totals it, "me" being the viewer', async () => {
    const worker = await member('worker');
    await seedRequest(manager.deps.stores, { category: CATEGORY, status: 'New' });
    await seedRequest(manager.deps.stores, { category: CATEGORY, status: 'In Progress', assignedTo: worker.staff.id });
    await seedRequest(manager.deps.stores, { category: OTHER_CATEGORY, status: 'New' });
    const category = await created({ name: 'Category', view: `?category=${encodeURIComponent(CATEGORY)}` });
    const mine = await created({ name: 'Mine', view: '?assignee=me', shared: true });
    const all = await created({ name: 'All', view: '' });

    const { counts } = await read<{ counts: Record<string, number> }>(`${BASE}/counts`);
    expect(counts).toEqual({ [category.id]: 2, [mine.id]: 0, [all.id]: 3 });
    const list = await read<{ total: number }>(`/api/staff/requests${category.view}`);
    expect(list.total).toBe(counts[category.id]);
    // The worker sees the shared "assigned to me" with their own count.
    expect((await read<{ counts: Record<string, number> }>(`${BASE}/counts`, worker.session)).counts).toEqual({
      [mine.id]: 1,
    });
  });
});
