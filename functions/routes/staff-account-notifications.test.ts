import { beforeEach, describe, expect, it } from 'vitest';
import { addStaff, followRenewal, signIn, staffHeaders, type SignedIn } from '../testing/fixtures/staff.ts';
import { useStaffApp } from '../testing/helpers/test-app.ts';

let clock: Date;
beforeEach(() => {
  clock = new Date('2026-11-21T14:00:00.000Z');
});
const worker = useStaffApp(() => clock, 'worker', { member: { name: 'Wes Worker' }, perTest: true });

const PATH = '/api/staff/account/notifications';
const send = async (method: string, body?: string, session: SignedIn = worker.session) =>
  followRenewal(session, await worker.app.request(PATH, { method, headers: staffHeaders(session), body }));
const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

describe('GET and PUT /api/staff/account/notifications', () => {
  it('answers "immediate" for a member who never chose, not to be cached', async () => {
    const res = await send('GET');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await json(res)).toEqual({ mail: 'immediate' });
  });

  it.each(['digest', 'none', 'immediate'])('sets %s, for the member only', async (mail) => {
    const other = await addStaff(worker.deps.stores, 'manager', { email: `other-${mail}@example.org` });
    const res = await send('PUT', JSON.stringify({ mail }));
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ mail });
    expect(await json(await send('GET'))).toEqual({ mail });
    expect(await worker.deps.stores.staffMail.getChoice(other.id)).toBe('immediate');
    const otherSession = await signIn(worker.app, other.email);
    expect(await json(await send('GET', undefined, otherSession))).toEqual({ mail: 'immediate' });
  });

  it.each([
    ['an unknown choice', JSON.stringify({ mail: 'hourly' }), 422],
    ['no choice', JSON.stringify({}), 422],
    ['an extra field', JSON.stringify({ mail: 'none', staffId: 'someone-else' }), 422],
    ['a list', JSON.stringify(['none']), 422],
    ['broken JSON', '{"mail":', 400],
  ])('refuses %s with its 4xx and a message, changing nothing', async (_what, body, status) => {
    const res = await send('PUT', body);
    expect(res.status).toBe(status);
    const { error } = (await json(res)) as { error: { message: string } };
    expect(error.message).toEqual(expect.any(String));
    expect(error.message.length).toBeGreaterThan(0);
    expect(await json(await send('GET'))).toEqual({ mail: 'immediate' });
  });

  it('refuses a change without the CSRF token', async () => {
    const headers = { ...staffHeaders(worker.session), 'X-CSRF-Token': '' };
    const res = await worker.app.request(PATH, { method: 'PUT', headers, body: JSON.stringify({ mail: 'none' }) });
    expect(res.status).toBe(403);
    expect(await worker.deps.stores.staffMail.getChoice(worker.staff.id)).toBe('immediate');
  });

  it('forgets a member’s setting and digest with their account', async () => {
    const admin = await addStaff(worker.deps.stores, 'admin', { email: 'ada@example.org' });
    const adminSession = await signIn(worker.app, admin.email);
    await send('PUT', JSON.stringify({ mail: 'digest' }));
    const notice = {
      kind: 'overdue',
      requestId: 'r',
      reference: 'K7QM-3XPA',
      category: 'c',
      address: 'a',
      at: clock.toISOString(),
      by: null,
    } as const;
    await worker.deps.stores.staffMail.queueDigest(worker.staff.id, notice, 5);
    const res = await worker.app.request('/api/admin/delete-user', {
      method: 'POST',
      headers: staffHeaders(adminSession),
      body: JSON.stringify({ uid: worker.staff.id }),
    });
    expect(res.status).toBe(200);
    expect(await worker.deps.stores.staffMail.getChoice(worker.staff.id)).toBe('immediate');
    expect(await worker.deps.stores.staffMail.dueDigests('2026-11-30', 10)).toEqual([]);
  });
});
