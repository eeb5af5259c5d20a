import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiKey } from '../storage/ports.ts';
import { addStaff, followRenewal, signIn, staffHeaders, type SignedIn } from '../testing/fixtures/staff.ts';
import { useStaffApp } from '../testing/helpers/test-app.ts';

let clock: Date;
beforeEach(() => {
  clock = new Date('2026-11-21T14:00:00.000Z');
});
const admin = useStaffApp(() => clock, 'admin', { member: { name: 'Ada Admin' }, perTest: true });

/** `null` for a caller who is signed out. */
const send = async (method: string, path: string, body: unknown, session: SignedIn | null = admin.session) => {
  const init = {
    method,
    headers: staffHeaders(session ?? undefined),
    body: body === undefined ? undefined : JSON.stringify(body),
  };
  const res = await admin.app.request(path, init);
  // The clock jumps minutes between calls here, so the session renews as a browser's would.
  return session ? followRenewal(session, res) : res;
};
const post = (path: string, body: unknown, session?: SignedIn | null) => send('POST', path, body, session);
const revoke = (id: string, session?: SignedIn | null) =>
  send('DELETE', `/api/admin/api-keys/${encodeURIComponent(id)}`, undefined, session);
const list = (session: SignedIn | null = admin.session) =>
  admin.app.request('/api/admin/api-keys', { headers: staffHeaders(session ?? undefined) });
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const created = async (label = 'City data portal') =>
  (await (await post('/api/admin/api-keys', { label })).json()) as { apiKey: ApiKey; key: string };

describe('POST /api/admin/api-keys', () => {
  it('creates a key, returned once, uncached, with its trimmed label and its creator', async () => {
    const res = await post('/api/admin/api-keys', { label: '  City data portal  ' });
    expect(res.status).toBe(201);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const { apiKey, key } = (await res.json()) as { apiKey: ApiKey; key: string };
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(apiKey).toEqual({
      id: expect.any(String) as string,
      label: 'City data portal',
      prefix: key.slice(0, 8),
      createdBy: { id: admin.staff.id, name: 'Ada Admin' },
      createdAt: '2026-11-21T14:00:00.000Z',
      revokedAt: null,
      lastUsedAt: null,
    });
    expect(await admin.deps.stores.apiKeys.verify(key)).toMatchObject({ id: apiKey.id });
    const listed = await (await list()).text();
    expect(listed).toContain(apiKey.id);
    expect(listed).not.toContain(key);
  });

  it.each([
    [{ label: '' }, 'Please enter a label for the key.'],
    [{ label: '   ' }, 'Please enter a label for the key.'],
    [{}, 'Please enter a label for the key.'],
    [{ label: 42 }, 'Please enter a label for the key.'],
    [{ label: 'x'.repeat(101) }, 'The label must be at most 100 characters.'],
  ])('rejects %j with 422', async (body, message) => {
    const res = await post('/api/admin/api-keys', body);
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toEqual({ code: 'invalid_input', message });
    expect(await admin.deps.stores.apiKeys.list()).toEqual([]);
  });

  it('accepts a label of exactly 100 characters', async () => {
    expect((await post('/api/admin/api-keys', { label: 'x'.repeat(100) })).status).toBe(201);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await admin.app.request('/api/admin/api-keys', {
      method: 'POST',
      headers: staffHeaders(admin.session),
      body: '{"label":',
    });
    expect(res.status).toBe(400);
  });
});

describe('GET /api/admin/api-keys', () => {
  it('lists every key newest first, revoked ones too, uncached', async () => {
    const first = await created('First');
    clock = new Date('2026-11-21T14:05:00.000Z');
    const second = await created('Second');
    await revoke(first.apiKey.id);
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const { apiKeys } = (await res.json()) as { apiKeys: ApiKey[] };
    expect(apiKeys.map((key) => [key.label, key.revokedAt])).toEqual([
      ['Second', null],
      ['First', '2026-11-21T14:05:00.000Z'],
    ]);
    expect(apiKeys[0]).toEqual(second.apiKey);
  });
});

describe('DELETE /api/admin/api-keys/:id', () => {
  it('revokes a key, which then no longer verifies', async () => {
    const { apiKey, key } = await created();
    clock = new Date('2026-11-21T14:10:00.000Z');
    const res = await revoke(apiKey.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ apiKey: { ...apiKey, revokedAt: '2026-11-21T14:10:00.000Z' } });
    expect(await admin.deps.stores.apiKeys.verify(key)).toBeNull();
    clock = new Date('2026-11-21T14:20:00.000Z');
    const again = (await (await revoke(apiKey.id)).json()) as { apiKey: ApiKey };
    expect(again.apiKey.revokedAt).toBe('2026-11-21T14:10:00.000Z');
  });

  it.each(['no-such-key', '  ', 'x'.repeat(129)])('answers the id %j, which names no key, with 404', async (id) => {
    const unknown = await revoke(id);
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toEqual({ code: 'not_found', message: 'No API key with that id.' });
  });

  it('no longer serves the old verb paths', async () => {
    const { apiKey } = await created();
    expect((await post('/api/admin/create-api-key', { label: 'Old' })).status).toBe(404);
    expect((await post('/api/admin/revoke-api-key', { id: apiKey.id })).status).toBe(404);
    expect(await admin.deps.stores.apiKeys.list()).toEqual([apiKey]);
  });
});

describe('who may', () => {
  it.each(['worker', 'manager', 'developer'] as const)('refuses a %s with 403 on every call', async (role) => {
    const { apiKey } = await created();
    const session = await signIn(admin.app, (await addStaff(admin.deps.stores, role)).email);
    expect((await list(session)).status).toBe(403);
    expect((await post('/api/admin/api-keys', { label: 'Mine' }, session)).status).toBe(403);
    expect((await revoke(apiKey.id, session)).status).toBe(403);
    expect(await admin.deps.stores.apiKeys.list()).toEqual([apiKey]);
  });

  it('asks anyone signed out to sign in, and refuses a change without the CSRF header', async () => {
    expect((await list(null)).status).toBe(401);
    expect((await post('/api/admin/api-keys', { label: 'x' }, null)).status).toBe(401);
    const headers = { ...staffHeaders(admin.session) };
    delete headers['X-CSRF-Token'];
    const res = await admin.app.request('/api/admin/api-keys', {
      method: 'POST',
      headers,
      body: JSON.stringify({ label: 'x' }),
    });
    expect(res.status).toBe(403);
    expect(await admin.deps.stores.apiKeys.list()).toEqual([]);
  });

  it('refuses a revocation without the CSRF header, and the key still verifies', async () => {
    const { apiKey, key } = await created();
    const headers = { ...staffHeaders(admin.session) };
    delete headers['X-CSRF-Token'];
    const res = await admin.app.request(`/api/admin/api-keys/${apiKey.id}`, { method: 'DELETE', headers });
    expect(res.status).toBe(403);
    expect(await admin.deps.stores.apiKeys.verify(key)).toMatchObject({ id: apiKey.id });
  });
});
