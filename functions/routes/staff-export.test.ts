/**
 * The staff reads beside the list, through app.request() on the embedded store: the CSV export
 * (headers, quoting, formulas neutralised, no submitter details, roles, a store failure midway),
 * the map's markers, and the statistics, staff and public.
 */
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Role } from '#domain/requests/constants.ts';
import { CATEGORIES } from '#domain/testing/sample-township.ts';
import { statusChange } from '#domain/requests/request-changes.ts';
import type { ServiceRequest, StaffProfile } from '#domain/requests/request-schemas.ts';
import { createApp } from '../app.ts';
import { formatReference } from '#domain/requests/reference.ts';
import { EXPORT_COLUMNS, EXPORT_PAGE_SIZE } from '../services/request-export.ts';
import { ScanLimitError } from '../storage/ports.ts';
import { TOO_BROAD_MESSAGE } from './list-errors.ts';
import type { MapPoints } from '../services/staff-list.ts';
import type { PublicStats, StaffStats } from '../services/statistics.ts';
import { addStaff, createClockedDeps, seedRequest, signIn, staffHeaders } from '../testing/fixtures/staff.ts';
import type { TestDeps } from '../testing/helpers/test-deps.ts';

/** Friday 20 November 2026, 10:00 in the township. */
const NOW = new Date('2026-11-20T15:00:00.000Z');
const SUBMITTER = {
  name: 'Qwyx Submitterperson',
  email: 'qwyx.private@example.org',
  phone: '+1 609 555 0143',
  address: '99 Qwyxprivate Rd',
};

let deps: TestDeps;
let app: ReturnType<typeof createApp>;
let now: Date;
let staff: Record<Role, StaffProfile>;

beforeEach(async () => {
  now = NOW;
  deps = await createClockedDeps(() => now);
  app = createApp({ version: 'test', services: deps });
  staff = {
    worker: await addStaff(deps.stores, 'worker', { name: 'Sam Lee' }),
    manager: await addStaff(deps.stores, 'manager', { name: 'Maria Lopez' }),
    developer: await addStaff(deps.stores, 'developer'),
    admin: await addStaff(deps.stores, 'admin'),
  };
});

afterEach(async () => {
  await deps.cleanup();
});

async function getAs(role: Role, path: string) {
  return app.request(path, { headers: staffHeaders(await signIn(app, staff[role].email)) });
}

/** Seeds requests a second apart before NOW, oldest first. */
async function seed(plans: Partial<ServiceRequest>[]): Promise<ServiceRequest[]> {
  const seeded: ServiceRequest[] = [];
  for (const [index, plan] of plans.entries()) {
    now = new Date(NOW.getTime() - (plans.length - index) * 1000);
    seeded.push((await seedRequest(deps.stores, { dueAt: '2026-11-25T04:59:59.000Z', ...plan }, SUBMITTER)).request);
  }
  now = NOW;
  return seeded;
}

describe('GET /api/staff/requests/export.csv', () => {
  it('streams the filtered list in its order as a dated attachment, formulas neutralised', async () => {
    const [formula, quoted, , overdue] = await seed([
      { description: '=HYPERLINK("http://evil.example","Click")', address: '+1 Main St', assignedTo: null },
      { description: 'Said "now", then\nleft', address: '2 Oak, Apt 3', priority: 'Emergency' },
      { status: 'Closed' },
      { description: 'Café — ñ', dueAt: '2026-11-18T04:59:59.000Z', location: null },
    ]);
    await deps.stores.requests.update(quoted!.id, {
      set: { assignedTo: staff.worker.id, assignedDepartment: 'Parks & Recreation' },
    });
    const res = await getAs('manager', '/api/staff/requests/export.csv?status=New&sort=created&dir=asc');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="township-311-requests-2026-11-20.csv"');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text).toBe(
      [
        EXPORT_COLUMNS.join(','),
        `${formula!.id},${formatReference(formula!.reference)},Streetlight Outage,New,Medium,,,'+1 Main St,40.28,-74.59,2026-11-20 09:59,2026-11-20 09:59,2026-11-24 23:59,no,"'=HYPERLINK(""http://evil.example"",""Click"")",no`,
        `${quoted!.id},${formatReference(quoted!.reference)},Streetlight Outage,New,Emergency,Parks & Recreation,Sam Lee,"2 Oak, Apt 3",40.28,-74.59,2026-11-20 09:59,2026-11-20 10:00,2026-11-24 23:59,no,"Said ""now"", then\nleft",no`,
        `${overdue!.id},${formatReference(overdue!.reference)},Streetlight Outage,New,Medium,,,10 Main St,,,2026-11-20 09:59,2026-11-20 09:59,2026-11-17 23:59,yes,Café — ñ,no`,
        '',
      ].join('\r\n'),
    );
  });

  it('writes the reference as people read it, with its hyphen', async () => {
    const [request] = await seed([{}]);
    const reference = request!.reference;
    const text = await (await getAs('manager', '/api/staff/requests/export.csv')).text();
    expect(reference).toMatch(/^[0-9A-Z]{8}$/);
    expect(text.split('\r\n')[1]).toMatch(
      new RegExp(`^${request!.id},${reference.slice(0, 4)}-${reference.slice(4)},Streetlight Outage,`),
    );
  });

  it('neutralises fullwidth, pipe and hidden formula starts; numbers stay numbers, text with a minus does not', async () => {
    const [fullwidth, pipe, hidden, minus] = await seed([
      { description: '＝1+1', location: { lat: 40.28, lng: -74.6 } },
      { description: '|cmd' },
      { description: '\u200B=1+1' },
      { description: '-1+2', address: '-74.6' },
    ]);
    const rows = (await (await getAs('manager', '/api/staff/requests/export.csv?sort=created&dir=asc')).text())
      .split('\r\n')
      .slice(1, 5);
    const cells = (row: string | undefined) => row?.split(',') ?? [];
    expect(cells(rows[0]).slice(8)).toEqual(['40.28', '-74.6', ...cells(rows[0]).slice(10, 14), "'＝1+1", 'no']);
    expect(rows[1]).toMatch(new RegExp(`^${pipe!.id},.*,'\\|cmd,no$`));
    expect(rows[2]).toMatch(new RegExp(`^${hidden!.id},.*,'\u200B=1\\+1,no$`));
    expect(rows[3]).toContain(`,'-74.6,40.28,-74.59,`);
    expect(rows[3]).toMatch(/,'-1\+2,no$/);
    expect(rows[0]).toMatch(new RegExp(`^${fullwidth!.id},`));
    expect(rows[3]).toMatch(new RegExp(`^${minus!.id},`));
  });

  it('never carries submitter details, notes or AI output', async () => {
    await seed([{ internalNotes: [{ timestamp: NOW.toISOString(), text: 'QWYX-NOTE', user: 'x', userId: 'y' }] }]);
    const text = await (await getAs('admin', '/api/staff/requests/export.csv')).text();
    expect(text.split('\r\n')).toHaveLength(3);
    for (const value of [...Object.values(SUBMITTER), 'QWYX-NOTE', 'Rules: streetlight.', '3-5 business days']) {
      expect(text, value).not.toContain(value);
    }
  });

  it.each([
    ['worker', 403],
    ['developer', 403],
    ['manager', 200],
    ['admin', 200],
  ] as const)('answers a %s %i', async (role, status) => {
    const res = await getAs(role, '/api/staff/requests/export.csv');
    expect(res.status).toBe(status);
    await res.body?.cancel();
  });

  it('answers 400 for a bad view, before any byte of a file', async () => {
    const res = await getAs('manager', '/api/staff/requests/export.csv?priority=Urgent');
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Disposition')).toBeNull();
  });

  /** The app over a request store whose page() is replaced, without a whole-list read (as Firestore). */
  async function withPage(page: (call: number) => Promise<ServiceRequest[]>) {
    let calls = 0;
    expect('pages' in deps.stores.requests).toBe(true);
    const requests = { ...deps.stores.requests, page: () => page((calls += 1)), pages: undefined };
    const other = createApp({ version: 'test', services: { ...deps, stores: { ...deps.stores, requests } } });
    const session = await signIn(other, staff.manager.email);
    return other.request('/api/staff/requests/export.csv', { headers: staffHeaders(session) });
  }

  it('answers a JSON error, not a file, when the store fails before the first row', async () => {
    const res = await withPage(() => Promise.reject(new Error('disk gone')));
    expect(res.status).toBe(500);
    expect(res.headers.get('Content-Disposition')).toBeNull();
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('internal');
  });

  it('fails the download, rather than ending it short, when the store fails midway', async () => {
    const [request] = await seed([{}]);
    const res = await withPage((call) =>
      call === 1
        ? Promise.resolve(Array.from({ length: EXPORT_PAGE_SIZE }, () => request!))
        : Promise.reject(new Error('disk gone')),
    );
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow('disk gone');
  });

  it('answers 400 asking for a narrower filter when the store will not read that far', async () => {
    const tooFar = new ScanLimitError('page', 10_000);
    const res = await withPage(() => Promise.reject(tooFar));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(TOO_BROAD_MESSAGE);
  });
});

describe('GET /api/staff/map-points', () => {
  it("gives the filter's newest markers that have a point, and how many match", async () => {
    const [, withPoint, , newest] = await seed([
      { status: 'New' },
      { status: 'New', location: { lat: 40.301234, lng: -74.612345 } },
      { status: 'Closed' },
      { status: 'In Progress', priority: 'High' },
      { status: 'New', location: null },
    ]);
    const res = await getAs('worker', '/api/staff/map-points?status=New&status=In+Progress&sort=due&size=25');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const body = (await res.json()) as MapPoints;
    expect(body.total).toBe(4);
    expect(body.shown).toBe(3);
    expect(body.points[0]).toEqual({
      id: newest!.id,
      category: 'Streetlight Outage',
      address: '10 Main St',
      status: 'In Progress',
      priority: 'High',
      location: { lat: 40.28, lng: -74.59 },
    });
    expect(body.points[1]).toMatchObject({ id: withPoint!.id, location: { lat: 40.30123, lng: -74.61235 } });
  });

  it('answers 400 for a bad view', async () => {
    expect((await getAs('worker', '/api/staff/map-points?overdue=maybe')).status).toBe(400);
  });

  it('compresses the markers for a client that accepts gzip', async () => {
    await seed(Array.from({ length: 20 }, () => ({})));
    const session = await signIn(app, staff.worker.email);
    const headers = { ...staffHeaders(session), 'Accept-Encoding': 'gzip, deflate, br' };
    const res = await app.request('/api/staff/map-points', { headers });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/);
    const body = JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8')) as MapPoints;
    expect(body.shown).toBe(20);
  });
});

describe('statistics', () => {
  async function seedHistory() {
    const [resolved] = await seed([
      { category: 'Graffiti' },
      { category: 'Graffiti', dueAt: '2026-11-19T04:59:59.000Z' },
    ]);
    now = new Date(NOW.getTime() + 3_600_000);
    await deps.stores.requests.update(resolved!.id, statusChange('Resolved', staff.manager, now));
  }

  it('gives staff counts by month and category, times to resolve, open and overdue', async () => {
    await seedHistory();
    const res = await getAs('worker', '/api/staff/stats');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, max-age=60');
    const stats = (await res.json()) as StaffStats;
    expect(stats.generatedAt).toBe(now.toISOString());
    expect(stats.months).toHaveLength(12);
    expect(stats.months.at(-1)).toEqual({ label: '2026-11', opened: 2, closed: 1 });
    expect(stats.months[0]).toEqual({ label: '2025-12', opened: 0, closed: 0 });
    expect(stats.byCategory.map((row) => row.category)).toEqual([...CATEGORIES]);
    expect(stats.byCategory.find((row) => row.category === 'Graffiti')).toEqual({
      category: 'Graffiti',
      open: 1,
      closed: 1,
    });
    expect(stats.resolveTime).toEqual({ count: 1, medianMs: 3_602_000, p90Ms: 3_602_000 });
    expect([stats.open, stats.overdue]).toEqual([1, 1]);
  });

  it('gives everyone the public counts and median only, kept for a minute', async () => {
    await seedHistory();
    const res = await app.request('/api/stats');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
    const stats = (await res.json()) as PublicStats;
    expect(Object.keys(stats).sort()).toEqual(['byCategory', 'generatedAt', 'medianResolveMs', 'months']);
    expect(stats.medianResolveMs).toBe(3_602_000);
    expect(stats.months.at(-1)).toEqual({ label: '2026-11', opened: 2, closed: 1 });
    // Within the minute, a new request is not counted yet; generatedAt says when the figures are from.
    await seed([{}]);
    now = new Date(NOW.getTime() + 3_600_000 + 59_000);
    const again = (await (await app.request('/api/stats')).json()) as PublicStats;
    expect(again).toEqual(stats);
    now = new Date(NOW.getTime() + 3_600_000 + 60_000);
    const fresh = (await (await app.request('/api/stats')).json()) as PublicStats;
    expect(fresh.months.at(-1)).toEqual({ label: '2026-11', opened: 3, closed: 1 });
  });
});
