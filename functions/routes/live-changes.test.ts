/**
 * The polled live feed on the embedded backend (docs/api.md#live-changes): the public and staff
 * changes endpoints, their projections, cursors, validators and cache headers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MALFORMED_CURSOR_MESSAGE, type ChangesAnswer } from '#domain/requests/live-changes.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import type { createApp } from '../app.ts';
import { createDeps } from '../deps.ts';
import { silentLogger } from '../logger.ts';
import { seedRequest, staffHeaders, type SignedIn } from '../testing/fixtures/staff.ts';
import { PUBLIC_LIST_KEYS } from '../testing/fixtures/public-fields.ts';
import { submitForm, validFields } from '../testing/fixtures/submit-form.ts';
import { openStaffApp } from '../testing/helpers/staff-app.ts';
import type { TestDeps } from '../testing/helpers/test-deps.ts';

let deps: TestDeps;
let app: ReturnType<typeof createApp>;
let session: SignedIn;

beforeEach(async () => {
  ({ deps, app, session } = await openStaffApp(() => new Date(), 'manager'));
});
afterEach(async () => {
  await deps.cleanup();
});

type Answer = ChangesAnswer<Record<string, unknown>>;
const read = async (path: string, headers: Record<string, string> = {}) => {
  const res = await app.request(path, { headers });
  return { res, body: res.status === 200 ? ((await res.json()) as Answer) : null };
};

describe('GET /api/requests/changes', () => {
  it('answers the current cursor first, then each change as its public list row', async () => {
    const first = await read('/api/requests/changes');
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=1');
    expect(first.body).toMatchObject({ events: [], transport: 'stream', pollMs: 3500 });
    const cursor = first.body!.cursor;

    const submitted = await app.request('/api/requests', { method: 'POST', body: submitForm(validFields()) });
    expect(submitted.status).toBe(201);
    const { id } = (await submitted.json()) as { id: string };
    const next = await read(`/api/requests/changes?since=${cursor}`);
    expect(next.body!.events.map((event) => [event.type, event.data.id])).toEqual([['created', id]]);
    expect(Object.keys(next.body!.events[0]!.data).sort()).toEqual(PUBLIC_LIST_KEYS);
    expect(next.body!.cursor).not.toBe(cursor);
  });

  it('answers 304 to a client that is up to date, and 200 once something changed', async () => {
    const { body } = await read('/api/requests/changes');
    const path = `/api/requests/changes?since=${body!.cursor}`;
    const caughtUp = await read(path);
    const etag = caughtUp.res.headers.get('ETag')!;
    expect(etag).toMatch(/^".+"$/);
    expect(caughtUp.body).toMatchObject({ cursor: body!.cursor, events: [] });

    const again = await app.request(path, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(etag);
    await seedRequest(deps.stores);
    const changed = await app.request(path, { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(etag);
  });

  it.each(['not a cursor', 'x'.repeat(201), 'abc', '../../etc'])('answers 400 for the cursor %j', async (since) => {
    const res = await app.request(`/api/requests/changes?since=${encodeURIComponent(since)}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'bad_request', message: MALFORMED_CURSOR_MESSAGE } });
  });

  it('says reset when the cursor is from before a restart', async () => {
    const { body } = await read('/api/requests/changes');
    const other = await openStaffApp(() => new Date(), 'worker');
    try {
      const res = await other.app.request(`/api/requests/changes?since=${body!.cursor}`);
      expect(await res.json()).toMatchObject({ reset: true, events: [] });
    } finally {
      await other.deps.cleanup();
    }
  });
});

describe('GET /api/staff/changes', () => {
  it('gives staff whole requests, never cached', async () => {
    const { body } = await read('/api/staff/changes', staffHeaders(session));
    expect(body).toMatchObject({ events: [], transport: 'stream', pollMs: 3000 });
    const { request } = await seedRequest(deps.stores, {
      internalNotes: [{ timestamp: new Date().toISOString(), text: 'Gate code 12', user: 'Ada', userId: 'x' }],
    });
    const moved = await app.request(`/api/staff/requests/${request.id}/status`, {
      method: 'POST',
      headers: staffHeaders(session),
      body: JSON.stringify({ status: 'In Progress' }),
    });
    expect(moved.status).toBe(200);
    const next = await read(`/api/staff/changes?since=${body!.cursor}`, staffHeaders(session));
    expect(next.res.headers.get('Cache-Control')).toBe('private, no-store');
    const events = next.body!.events as unknown as { type: string; data: ServiceRequest }[];
    expect(events.map((event) => [event.type, event.data.id, event.data.status])).toEqual([
      ['updated', request.id, 'In Progress'],
    ]);
    expect(events[0]!.data.internalNotes.map((note) => note.text)).toContain('Gate code 12');
  });

  it('tells the transport the server was set to', async () => {
    deps.live.transport = 'poll';
    const { body } = await read('/api/staff/changes', staffHeaders(session));
    expect(body).toMatchObject({ transport: 'poll' });
  });
});

describe('the transport', () => {
  it.each([
    [{}, 'stream'],
    [{ LIVE_TRANSPORT: 'poll' as const }, 'poll'],
  ])('with %o on the embedded server is %s', async (env, transport) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'live-transport-'));
    const services = await createDeps({ env: { DATA_DIR: dataDir, ...env }, logger: silentLogger });
    try {
      expect(services.live.transport).toBe(transport);
    } finally {
      await services.lifecycle.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
