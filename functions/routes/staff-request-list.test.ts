/**
 * GET /api/staff/requests and /api/staff/dashboard through app.request(), on the embedded store:
 * the view in the query string, keyset paging both ways (empty, last page, a request arriving
 * between pages), the 400s, and the dashboard's cards agreeing with the lists they open, with a
 * fixed clock on both sides of a due date. Which requests a filter selects is checked against
 * the reference rule (matchesFilter, compareInSort).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compareInSort, matchesFilter } from '#domain/requests/request-query.ts';
import type { ServiceRequest, StaffProfile } from '#domain/requests/request-schemas.ts';
import type { StaffListItem } from '#domain/requests/staff-list-item.ts';
import {
  DASHBOARD_CARDS,
  parseStaffListView,
  staffListSearch,
  toRequestFilter,
} from '#domain/requests/staff-list-view.ts';
import { STAFF_LIST_ROW_FIELDS } from '#domain/testing/view-fields.ts';
import { createApp } from '../app.ts';
import type { StaffDashboard, StaffListPage } from '../services/staff-list.ts';
import {
  addStaff,
  createClockedDeps,
  seedRequest,
  signIn,
  staffHeaders,
  type SignedIn,
} from '../testing/fixtures/staff.ts';
import type { TestDeps } from '../testing/helpers/test-deps.ts';

/** Monday 16 November 2026, 10:00 in the township. */
const START = Date.parse('2026-11-16T15:00:00.000Z');
const LATER = '2026-12-31T12:00:00.000Z';

let deps: TestDeps;
let app: ReturnType<typeof createApp>;
let now: Date;
let worker: StaffProfile;
let session: SignedIn;

beforeEach(async () => {
  now = new Date(START);
  deps = await createClockedDeps(() => now);
  app = createApp({ version: 'test', services: deps });
  worker = await addStaff(deps.stores, 'worker', { name: 'Sam Lee' });
});

afterEach(async () => {
  await deps.cleanup();
});

/** Seeds requests a second apart from START, oldest first, each due well after LATER unless told. */
async function seed(plans: Partial<ServiceRequest>[]): Promise<ServiceRequest[]> {
  const seeded: ServiceRequest[] = [];
  for (const [index, plan] of plans.entries()) {
    now = new Date(START + index * 1000);
    seeded.push((await seedRequest(deps.stores, { dueAt: '2027-06-01T03:59:59.000Z', ...plan })).request);
  }
  return seeded;
}

/** Signs in at `at` (the clock stays there), so sessions never age while requests are seeded. */
async function signInAt(at: string | number) {
  now = new Date(at);
  session = await signIn(app, worker.email);
}

const get = (path: string) => app.request(path, { headers: staffHeaders(session) });

async function list(query: string): Promise<StaffListPage> {
  const res = await get(`/api/staff/requests${query ? `?${query.replace(/^\?/, '')}` : ''}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as StaffListPage;
}

const idsOf = (rows: readonly { id: string }[]) => rows.map((row) => row.id);
/** Newest first, the list's default order. */
const newest = (requests: ServiceRequest[]) => [...requests].sort((a, b) => compareInSort(a, b, 'created', 'desc'));

describe('GET /api/staff/requests', () => {
  it('answers list rows newest first, the total, and no cursors when everything fits', async () => {
    const seeded = await seed([{}, {}, {}]);
    await signInAt(LATER);
    const res = await get('/api/staff/requests');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const page = (await res.json()) as StaffListPage;
    expect(idsOf(page.requests)).toEqual(idsOf(newest(seeded)));
    expect(Object.keys(page.requests[0]!).sort()).toEqual(STAFF_LIST_ROW_FIELDS);
    expect([page.total, page.next, page.prev]).toEqual([3, null, null]);
  });

  it('answers an empty page for a filter nothing passes', async () => {
    await seed([{}]);
    await signInAt(LATER);
    expect(await list('status=Closed')).toEqual({ requests: [], total: 0, next: null, prev: null });
  });

  it('pages both ways; a request created between pages moves neither page', async () => {
    const order = idsOf(newest(await seed(Array.from({ length: 60 }, () => ({})))));
    await signInAt(LATER);
    const first = await list('size=25');
    expect([idsOf(first.requests), first.total, first.prev]).toEqual([order.slice(0, 25), 60, null]);

    const { request: arrived } = await seedRequest(deps.stores);
    const second = await list(`size=25&after=${first.next}`);
    expect([idsOf(second.requests), second.total]).toEqual([order.slice(25, 50), 61]);
    const third = await list(`size=25&after=${second.next}`);
    expect([idsOf(third.requests), third.next]).toEqual([order.slice(50), null]);

    expect(idsOf((await list(`size=25&before=${third.prev}`)).requests)).toEqual(order.slice(25, 50));
    const back = await list(`size=25&before=${second.prev}`);
    expect(idsOf(back.requests)).toEqual(order.slice(0, 25));
    expect(back.prev).not.toBeNull();
    // Going back to the start gives the full first page, the new request at its top.
    const start = await list(`size=25&before=${back.prev}`);
    expect([idsOf(start.requests), start.prev]).toEqual([[arrived.id, ...order.slice(0, 24)], null]);
  });

  it('ends on a full last page with no next', async () => {
    const order = idsOf(newest(await seed(Array.from({ length: 50 }, () => ({})))));
    await signInAt(LATER);
    const first = await list('size=25');
    const last = await list(`size=25&after=${first.next}`);
    expect([idsOf(last.requests), last.next, last.total]).toEqual([order.slice(25), null, 50]);
  });

  it.each([
    'status=New',
    'status=In+Progress&status=New&priority=Emergency',
    'assignee=me',
    'assignee=unassigned',
    'category=Graffiti&sort=priority&dir=asc',
    'department=Parks+%26+Recreation',
    'q=maple',
    'q=GRAFF+oak',
    'overdue=1',
    'overdue=1&status=Resolved',
    'from=2026-11-16&to=2026-11-16&sort=updated',
    'from=2026-11-17',
    'sort=due',
    'sort=priority',
  ])('selects and orders by the reference rule: %s', async (query) => {
    const seeded = await seed([
      { status: 'New', priority: 'Emergency', address: '1 Maple Ave' },
      { status: 'In Progress', assignedDepartment: 'Parks & Recreation', category: 'Graffiti', address: '4 Oak St' },
      { status: 'Resolved', dueAt: '2026-11-17T04:59:59.000Z', description: 'Maple tree down' },
      { status: 'New', dueAt: '2026-11-17T04:59:59.000Z', priority: 'High' },
      { status: 'Closed', category: 'Graffiti', priority: 'Low' },
    ]);
    const assigned = await seed([{ status: 'In Progress', dueAt: '2026-11-20T04:59:59.000Z' }]);
    seeded.push(
      (await deps.stores.requests.update(assigned[0]!.id, {
        set: { assignedTo: worker.id, assignedDepartment: 'Public Works' },
      }))!,
    );
    await signInAt('2026-11-17T12:00:00.000Z');
    const parsed = parseStaffListView(new URLSearchParams(query));
    if (!parsed.ok) throw new Error(parsed.message);
    const filter = toRequestFilter(parsed.view, { staffId: worker.id, now });
    const expected = seeded
      .filter((request) => matchesFilter(request, filter))
      .sort((a, b) => compareInSort(a, b, parsed.view.sort, parsed.view.direction));
    const page = await list(query);
    expect(idsOf(page.requests)).toEqual(idsOf(expected));
    expect(page.total).toBe(expected.length);
  });

  it.each([
    ['status=Open', /^Unknown status "Open"/],
    ['size=7', /^size must be one of: 25, 50, 100\.$/],
    ['sort=name', /^sort must be one of/],
    ['from=2026-02-30', /^from must be a date/],
    ['after=a&before=b', /^Give after or before, not both\.$/],
    ['after=bm90LWEtY3Vyc29y', /^The page cursor is not valid\.$/],
    ['after=a%2Fb', /^The page cursor is not valid\.$/],
  ])('answers 400 naming the problem: %s', async (query, message) => {
    await signInAt(LATER);
    const res = await get(`/api/staff/requests?${query}`);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('bad_request');
    expect(error.message).toMatch(message);
  });

  describe.each([
    ['from=2026-13-01', /^from must be a date like 2026-11-27\.$/],
    ['from=2026-12-32', /^from must be a date like 2026-11-27\.$/],
    ['to=2026-00-05', /^to must be a date like 2026-11-27\.$/],
    ['to=9999-12-31', /^to must be between 2000-01-01 and 2999-12-31\.$/],
  ])('an impossible date, %s', (query, message) => {
    it.each(['/api/staff/requests', '/api/staff/map-points', '/api/staff/requests/export.csv'])(
      'is a 400 naming it on %s, not a 500',
      async (path) => {
        await seed([{}]);
        const manager = await addStaff(deps.stores, 'manager');
        now = new Date(LATER);
        const headers = staffHeaders(await signIn(app, manager.email));
        const res = await app.request(`${path}?${query}`, { headers });
        expect(res.status).toBe(400);
        const { error } = (await res.json()) as { error: { code: string; message: string } };
        expect(error).toMatchObject({ code: 'bad_request' });
        expect(error.message).toMatch(message);
      },
    );
  });

  it('refuses a cursor of another sort', async () => {
    await seed(Array.from({ length: 26 }, () => ({})));
    await signInAt(LATER);
    const { next } = await list('size=25');
    expect((await get(`/api/staff/requests?sort=priority&after=${next}`)).status).toBe(400);
  });

  it('searches any text without failing', async () => {
    await signInAt(LATER);
    for (const q of ["'; DROP TABLE requests; --", '"*" OR NEAR(a b)', '%_\\', 'ÄÖÜ ß 日本']) {
      expect((await list(`q=${encodeURIComponent(q)}`)).total).toBe(0);
    }
  });
});

describe('GET /api/staff/dashboard', () => {
  const DUE = '2026-11-18T04:59:59.000Z';

  it('counts each card as the list it opens totals, on both sides of a due date', async () => {
    await seed([
      { status: 'New', dueAt: DUE },
      { status: 'New', dueAt: DUE, priority: 'Emergency' },
      // Awaiting review: the open one counts, the closed one does not.
      { status: 'In Progress', dueAt: DUE, reviewPending: true },
      { status: 'In Progress', priority: 'Emergency' },
      { status: 'Resolved', dueAt: DUE, priority: 'Emergency' },
      { status: 'Closed', dueAt: DUE, reviewPending: true },
      { status: 'New' },
    ]);
    const overdueAt: [string, number][] = [
      ['2026-11-18T04:59:58.999Z', 0],
      [DUE, 0],
      ['2026-11-18T04:59:59.001Z', 3],
    ];
    for (const [at, overdue] of overdueAt) {
      await signInAt(at);
      const dashboard = (await (await get('/api/staff/dashboard')).json()) as StaffDashboard;
      expect(dashboard.counts).toEqual({
        new: 3,
        inProgress: 2,
        resolved: 1,
        activeEmergencies: 2,
        overdue,
        awaitingReview: 1,
      });
      for (const card of DASHBOARD_CARDS) {
        expect((await list(staffListSearch(card.view))).total, `${card.key} at ${at}`).toBe(dashboard.counts[card.key]);
      }
    }
  });

  it('lists my open tasks due soonest first, at most 20, and the 5 newest, as list rows', async () => {
    const seeded = await seed(
      Array.from({ length: 24 }, (_, i) => ({
        status: i === 0 ? ('Resolved' as const) : ('New' as const),
        dueAt: new Date(Date.parse('2026-12-01T05:00:00.000Z') - i * 3_600_000).toISOString(),
      })),
    );
    for (const request of seeded.slice(0, 22)) {
      await deps.stores.requests.update(request.id, { set: { assignedTo: worker.id } });
    }
    await signInAt(LATER);
    const res = await get('/api/staff/dashboard');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const dashboard = (await res.json()) as StaffDashboard;
    // Assigned: 0 to 21; open: 1 to 21; due soonest: the latest seeded.
    expect(idsOf(dashboard.myOpenTasks)).toEqual(idsOf(seeded.slice(2, 22).reverse()));
    expect(dashboard.myOpenTotal).toBe(21);
    const recent: StaffListItem[] = dashboard.recent;
    expect(idsOf(recent)).toEqual(idsOf(seeded.slice(-5).reverse()));
    expect(Object.keys(recent[0]!).sort()).toEqual(STAFF_LIST_ROW_FIELDS);
  });
});
