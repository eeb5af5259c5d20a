/**
 * GET /api/requests with its query (status, category, after) and the track view's due date,
 * through app.request() on the embedded store with a fixed clock.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_LIST_SIZE } from '#domain/requests/constants.ts';
import type { PublicListItem, PublicRequest } from '#domain/requests/public-view.ts';
import { encodeCursor } from '#domain/requests/request-query.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { statusChange } from '#domain/requests/request-changes.ts';
import { createApp } from '../app.ts';
import type { PublicList } from '../services/public-requests.ts';
import { createClockedDeps, seedRequest } from '../testing/fixtures/staff.ts';
import { submitForm, validFields } from '../testing/fixtures/submit-form.ts';
import type { TestDeps } from '../testing/helpers/test-deps.ts';
import { PUBLIC_LIST_KEYS } from '../testing/fixtures/public-fields.ts';

/** Friday 20 November 2026, 10:00 in the township. */
const NOW = new Date('2026-11-20T15:00:00.000Z');

let deps: TestDeps;
let app: ReturnType<typeof createApp>;
let now: Date;

beforeEach(async () => {
  now = NOW;
  deps = await createClockedDeps(() => now);
  app = createApp({ version: 'test', services: deps });
});

afterEach(async () => {
  await deps.cleanup();
});

/** Seeds requests a second apart, oldest first; returns them newest first, as the list shows them. */
async function seed(plans: Partial<ServiceRequest>[]): Promise<ServiceRequest[]> {
  const seeded: ServiceRequest[] = [];
  for (const [index, plan] of plans.entries()) {
    now = new Date(NOW.getTime() + index * 1000);
    seeded.push((await seedRequest(deps.stores, plan)).request);
  }
  return seeded.reverse();
}

async function list(query = ''): Promise<PublicList> {
  const res = await app.request(`/api/requests${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as PublicList;
}

const idsOf = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

describe('GET /api/requests', () => {
  it('answers the newest 50 and a cursor to older ones, which lead to the end', async () => {
    const newest = await seed(Array.from({ length: 2 * PUBLIC_LIST_SIZE + 1 }, () => ({})));
    const first = await list();
    expect(idsOf(first.requests)).toEqual(idsOf(newest.slice(0, 50)));
    for (const row of first.requests) expect(Object.keys(row).sort()).toEqual(PUBLIC_LIST_KEYS);
    const second = await list(`?after=${first.next}`);
    expect(idsOf(second.requests)).toEqual(idsOf(newest.slice(50, 100)));
    const last = await list(`?after=${second.next}`);
    expect([idsOf(last.requests), last.next]).toEqual([idsOf(newest.slice(100)), null]);
  });

  it('has no cursor when everything fits, and an empty list when nothing is there', async () => {
    expect(await list()).toEqual({ requests: [], next: null });
    await seed([{}]);
    expect((await list()).next).toBeNull();
    expect(await list('?status=Closed')).toEqual({ requests: [], next: null });
  });

  it('filters by status and category, each repeatable, and pages within the filter', async () => {
    const newest = await seed([
      { status: 'New', category: 'Graffiti' },
      { status: 'Resolved', category: 'Graffiti' },
      { status: 'New', category: 'Tree Issue' },
      { status: 'Closed', category: 'Tree Issue' },
      { status: 'In Progress', category: 'Other' },
    ]);
    const pick = (test: (request: ServiceRequest) => boolean) => idsOf(newest.filter(test));
    expect(idsOf((await list('?status=New')).requests)).toEqual(pick((r) => r.status === 'New'));
    expect(idsOf((await list('?status=New&status=Closed&category=Tree+Issue')).requests)).toEqual(
      pick((r) => r.category === 'Tree Issue'),
    );
    expect(idsOf((await list('?category=Graffiti&category=Other')).requests)).toEqual(
      pick((r) => r.category !== 'Tree Issue'),
    );
    // Empty values are "any": what a form's "All" option sends.
    expect(idsOf((await list('?status=&category=')).requests)).toEqual(idsOf(newest));
    const rows = (await list('?category=Graffiti')).requests;
    const cursor = encodeCursor({ key: [Date.parse(rows[0]!.createdAt)], id: rows[0]!.id });
    expect(idsOf((await list(`?category=Graffiti&after=${cursor}`)).requests)).toEqual([rows[1]!.id]);
  });

  it.each([
    ['?status=Open', 'Unknown status "Open". Use one of: New, In Progress, Resolved, Closed.'],
    ['?category=Potholes', /^Unknown category "Potholes"\. Use one of: Pothole\/Road Damage, /],
    ['?after=nope', 'The page cursor (after) is not valid.'],
    ['?after=a%2Fb', 'The page cursor (after) is not valid.'],
  ])('answers 400 for %s', async (query, message) => {
    const res = await app.request(`/api/requests${query}`);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('bad_request');
    expect(error.message).toMatch(message);
  });

  it('keeps the first view up to date through changes, and filtered views too', async () => {
    const [request] = await seed([{}]);
    const status = async (query: string) =>
      (await list(query)).requests.find((row: PublicListItem) => row.id === request!.id)?.status;
    expect(await status('')).toBe('New');
    expect(await status('?status=New')).toBe('New');
    await deps.stores.requests.update(request!.id, statusChange('Resolved', { id: 'u1', name: 'Sam' }, now));
    expect(await status('')).toBe('Resolved');
    expect(await status('?status=New')).toBeUndefined();
    expect(await status('?status=Resolved')).toBe('Resolved');
  });
});

describe('GET /api/requests/:id', () => {
  it('shows when a submitted request is expected: its working-day target from the township date', async () => {
    const res = await app.request('/api/requests', { method: 'POST', body: submitForm(validFields()) });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const view = (await (await app.request(`/api/requests/${id}`)).json()) as PublicRequest;
    // Graffiti, 10 working days from Friday 20 November 2026, Thanksgiving and the day after off: 8 December.
    expect(view.dueAt).toBe('2026-12-09T04:59:59.000Z');
  });
});
