import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import type { ApiKey } from '../storage/ports.ts';
import { addStaff, followRenewal, signIn, staffHeaders, type SignedIn } from '../testing/fixtures/staff.ts';
import { openStaffApp } from '../testing/helpers/staff-app.ts';
import type { TestDeps } from '../testing/helpers/test-deps.ts';

let deps: TestDeps;
let app: ReturnType<typeof createApp>;
let admin: StaffProfile;
let adminSession: SignedIn;
let clock: Date;

beforeEach(async () => {
  clock = new Date('2026-11-21T14:00:00.000Z');
  const opened = await openStaffApp(() => clock, 'admin', { member: { name: 'Ada Admin' } });
  ({ deps, app, staff: admin, session: adminSession } = opened);
});

afterEach(async () => {
  await deps.cleanup();
});

/** `null` for a caller who is signed out. */
const post = async (path: string, body: unknown, session: SignedIn | null = adminSession) => {
  const init = { method: 'POST', headers: staffHeaders(session ?? undefined), body: JSON.stringify(body) };
  const res = await app.request(path, init);
  // The clock jumps minutes between calls here, so the session renews as a browser's would.
  return session ? followRenewal(session, res) : res;
};
const list = (session: SignedIn | null = adminSession) =>
  app.request('/api/admin/api-keys', { headers: staffHeaders(session ?? undefined) });
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const created = async (label = 'City data portal') =>
  (await (await post('/api/admin/create-api-key', { label })).json()) as { apiKey: ApiKey; key: string };

describe('POST /api/admin/create-api-key', () => {
  it('creates a key, returned once, uncached, with its trimmed label and its creator', async () => {
    const res = await post('/api/admin/create-api-key', { label: '  City data portal  ' });
    expect(res.status).toBe(201);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const { apiKey, key } = (await res.json()) as { apiKey: ApiKey; key: string };
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(apiKey).toEqual({
      id: expect.any(String) as string,
      label: 'City data portal',
      prefix: key.slice(0, 8),
      createdBy: { id: admin.id, name: 'Ada Admin' },
      createdAt: '2026-11-21T14:00:00.000Z',
      revokedAt: null,
      lastUsedAt: null,
    });
    expect(await deps.stores.apiKeys.verify(key)).toMatchObject({ id: apiKey.id });
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
    const res = await post('/api/admin/create-api-key', body);
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toEqual({ code: 'invalid_input', message });
    expect(await deps.stores.apiKeys.list()).toEqual([]);
  });

  it('accepts a label of exactly 100 characters', async () => {
    expect((await post('/api/admin/create-api-key', { label: 'x'.repeat(100) })).status).toBe(201);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await app.request('/api/admin/create-api-key', {
      method: 'POST',
      headers: staffHeaders(adminSession),
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
    await post('/api/admin/revoke-api-key', { id: first.apiKey.id });
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

describe('POST /api/admin/revoke-api-key', () => {
  it('revokes a key, which then no longer verifies', async () => {
    const { apiKey, key } = await created();
    clock = new Date('2026-11-21T14:10:00.000Z');
    const res = await post('/api/admin/revoke-api-key', { id: apiKey.id });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ apiKey: { ...apiKey, revokedAt: '2026-11-21T14:10:00.000Z' } });
    expect(await deps.stores.apiKeys.verify(key)).toBeNull();
    clock = new Date('2026-11-21T14:20:00.000Z');
    const again = (await (await post('/api/admin/revoke-api-key', { id: apiKey.id })).json()) as { apiKey: ApiKey };
    expect(again.apiKey.revokedAt).toBe('2026-11-21T14:10:00.000Z');
  });

  it('answers 404 for an unknown id and 422 for a missing one', async () => {
    const unknown = await post('/api/admin/revoke-api-key', { id: 'no-such-key' });
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toEqual({ code: 'not_found', message: 'No API key with that id.' });
    expect((await post('/api/admin/revoke-api-key', {})).status).toBe(422);
    expect((await post('/api/admin/revoke-api-key', { id: '  ' })).status).toBe(422);
  });
});

describe('who may', () => {
  it.each(['worker', 'manager', 'developer'] as const)('refuses a %s with 403 on every call', async (role) => {
    const { apiKey } = await created();
    const session = await signIn(app, (await addStaff(deps.stores, role)).email);
    expect((await list(session)).status).toBe(403);
    expect((await post('/api/admin/create-api-key', { label: 'Mine' }, session)).status).toBe(403);
    expect((await post('/api/admin/revoke-api-key', { id: apiKey.id }, session)).status).toBe(403);
    expect(await deps.stores.apiKeys.list()).toEqual([apiKey]);
  });

  it('asks anyone signed out to sign in, and refuses a change without the CSRF header', async () => {
    expect((await list(null)).status).toBe(401);
    expect((await post('/api/admin/create-api-key', { label: 'x' }, null)).status).toBe(401);
    const headers = { ...staffHeaders(adminSession) };
    delete headers['X-CSRF-Token'];
    const res = await app.request('/api/admin/create-api-key', {
      method: 'POST',
      headers,
      body: JSON.stringify({ label: 'x' }),
    });
    expect(res.status).toBe(403);
    expect(await deps.stores.apiKeys.list()).toEqual([]);
  });
});
