/**
 * A submission whose second write (the submitter info) fails at the database: nothing is kept,
 * nothing is queued, and the sender is told (docs/product.md#311-what-happens-on-submit), on the
 * resident form and on Open311 alike.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { OPEN311_INTERNAL_MESSAGE } from '../open311/errors.ts';
import type { Stores } from '../storage/ports.ts';
import { DATABASE_FILE, openSqliteStores } from '../storage/sqlite/sqlite-stores.ts';
import { submitForm, validFields } from '../testing/fixtures/submit-form.ts';
import { createTestDeps, type TestDeps } from '../testing/helpers/test-deps.ts';

let dir: string;
let stores: Stores;
let deps: TestDeps;
let app: ReturnType<typeof createApp>;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'submit-write-failure-'));
  stores = openSqliteStores({ dataDir: dir });
  deps = await createTestDeps({ stores });
  app = createApp({ version: 'test', services: deps });
});
afterEach(async () => {
  await deps.cleanup();
  await stores.close();
  rmSync(dir, { recursive: true, force: true });
});

/** From now on the database refuses submitter rows, after the request row has gone in (a full disk would). */
function breakSubmitterWrites() {
  const db = new DatabaseSync(join(dir, DATABASE_FILE));
  db.exec(
    "CREATE TRIGGER refuse_submitter BEFORE INSERT ON submitter_info BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END",
  );
  db.close();
}

describe('a submission whose submitter info cannot be written', () => {
  it('writes both halves normally', async () => {
    const res = await app.request('/api/requests', { method: 'POST', body: submitForm(validFields()) });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await stores.requests.get(id)).toMatchObject({ id, status: 'New' });
    expect(await stores.submitterInfo.get(id)).toMatchObject({ email: 'ada@example.org' });
  });

  it('keeps no request, queues nothing, and tells the resident', async () => {
    breakSubmitterWrites();
    const res = await app.request('/api/requests', { method: 'POST', body: submitForm(validFields()) });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      error: { code: 'internal', message: 'Something went wrong on our side. Please try again later.' },
    });
    expect(await stores.requests.list()).toEqual([]);
    expect(deps.providers.notifier.emails).toEqual([]);
    expect(deps.providers.notifier.texts).toEqual([]);
  });

  it('keeps no request from an Open311 client either, and answers with the standard error', async () => {
    const { secret } = await stores.apiKeys.create({ label: 'Portal', createdBy: { id: 'a1', name: 'Ada Admin' } });
    breakSubmitterWrites();
    const res = await app.request('/api/open311/v2/requests.json', {
      method: 'POST',
      body: new URLSearchParams({
        api_key: secret,
        service_code: 'graffiti',
        address_string: '20 Main St, West Windsor',
        description: 'Paint on the underpass wall',
        email: 'zelda@example.org',
      }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual([{ code: 400, description: OPEN311_INTERNAL_MESSAGE }]);
    expect(await stores.requests.list()).toEqual([]);
    expect(deps.providers.notifier.emails).toEqual([]);
  });
});
