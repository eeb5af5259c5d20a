/**
 * A filter a store will not read far enough to answer exactly (Firestore's scan bound) is the
 * caller's to narrow: every list read answers 400 with the same advice, never 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { addStaff, createClockedDeps, signIn, staffHeaders, type SignedIn } from '../testing/fixtures/staff.ts';
import type { TestDeps } from '../testing/helpers/test-deps.ts';
import { ScanLimitError } from '../storage/ports.ts';
import { TOO_BROAD_MESSAGE } from './list-errors.ts';

const tooFar = () => Promise.reject(new ScanLimitError('page', 10_000));
// The export's whole-list read (SQLite has one) refuses alike.
// eslint-disable-next-line require-yield, @typescript-eslint/require-await -- it refuses before its first page
async function* tooFarPages(): AsyncGenerator<never, void> {
  throw new ScanLimitError('page', 10_000);
}

let deps: TestDeps;
let app: ReturnType<typeof createApp>;
let session: SignedIn;

beforeAll(async () => {
  deps = await createClockedDeps(() => new Date());
  const requests = { ...deps.stores.requests, page: tooFar, count: tooFar, pages: tooFarPages };
  app = createApp({ version: 'test', services: { ...deps, stores: { ...deps.stores, requests } } });
  session = await signIn(app, (await addStaff(deps.stores, 'admin')).email);
});
afterAll(async () => {
  await deps.cleanup();
});

describe('a filter too broad for the store', () => {
  it.each([
    '/api/staff/requests?q=main+street',
    '/api/staff/map-points?q=main+street',
    '/api/staff/dashboard',
    '/api/staff/requests/export.csv?q=main+street',
    '/api/requests?status=New',
  ])('%s answers 400 asking to narrow it', async (path) => {
    const res = await app.request(path, { headers: staffHeaders(session) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'bad_request', message: TOO_BROAD_MESSAGE } });
  });

  it('Open311 answers 400 in the standard format', async () => {
    const res = await app.request('/api/open311/v2/requests.json?status=open');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual([{ code: 400, description: TOO_BROAD_MESSAGE }]);
  });
});
