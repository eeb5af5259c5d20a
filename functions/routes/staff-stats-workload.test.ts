/**
 * GET /api/staff/stats: the workload per department and per staff member
 * (docs/product.md#311-staff-portal, Statistics), through app.request() on the embedded store.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assignmentChange, statusChange } from '#domain/requests/request-changes.ts';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import { DEPARTMENTS } from '#domain/testing/sample-township.ts';
import { createApp } from '../app.ts';
import type { PublicStats, StaffStats } from '../services/statistics.ts';
import { addStaff, createClockedDeps, seedRequest, signIn, staffHeaders } from '../testing/fixtures/staff.ts';
import type { TestDeps } from '../testing/helpers/test-deps.ts';

/** Friday 20 November 2026, 10:00 in the township. */
const NOW = new Date('2026-11-20T15:00:00.000Z');
const HOUR = 3_600_000;
const [PARKS, WORKS] = [DEPARTMENTS[2]!, DEPARTMENTS[0]!];
const NONE = { open: 0, overdue: 0, opened: 0, resolved: 0, medianMs: null, p90Ms: null };

let deps: TestDeps;
let app: ReturnType<typeof createApp>;
let now: Date;
let worker: StaffProfile;
let manager: StaffProfile;

beforeEach(async () => {
  now = NOW;
  deps = await createClockedDeps(() => now);
  app = createApp({ version: 'test', services: deps });
  worker = await addStaff(deps.stores, 'worker', { name: 'Wren Field', department: PARKS });
  manager = await addStaff(deps.stores, 'manager', { name: 'Maria Lopez', department: WORKS });
});

afterEach(async () => {
  await deps.cleanup();
});

/** A request submitted `hoursAgo` before NOW, assigned to someone or nobody. */
async function submitted(hoursAgo: number, assignee: StaffProfile | null, dueAt = '2026-12-31T00:00:00.000Z') {
  now = new Date(NOW.getTime() - hoursAgo * HOUR);
  const { request } = await seedRequest(deps.stores, { dueAt, assignedTo: null, assignedDepartment: null });
  if (assignee) await deps.stores.requests.update(request.id, assignmentChange(assignee, manager, now));
  now = NOW;
  return request;
}

async function resolve(id: string, hoursAfterNow: number) {
  now = new Date(NOW.getTime() + hoursAfterNow * HOUR);
  await deps.stores.requests.update(id, statusChange('Resolved', manager, now));
}

async function stats(): Promise<StaffStats> {
  const res = await app.request('/api/staff/stats', { headers: staffHeaders(await signIn(app, worker.email)) });
  expect(res.status).toBe(200);
  return (await res.json()) as StaffStats;
}

describe('GET /api/staff/stats: workload', () => {
  it('gives every role the rows per department and per person, named, with unassigned rows', async () => {
    const first = await submitted(10, worker);
    const second = await submitted(4, worker);
    await submitted(2, worker, '2026-11-19T00:00:00.000Z');
    await submitted(1, null, '2026-11-19T00:00:00.000Z');
    // A year and a half ago: open now, but not opened in the statistics' twelve months.
    await submitted(13_000, manager);
    await resolve(first.id, 0);
    await resolve(second.id, 1);
    const workload = (await stats()).workload;
    expect(workload.byDepartment.map((row) => row.name)).toEqual([...DEPARTMENTS, null]);
    // Resolved after 10 and 5 hours: the median is the lower one, the 90th percentile the higher.
    expect(workload.byDepartment.find((row) => row.name === PARKS)).toEqual({
      name: PARKS,
      ...{ open: 1, overdue: 1, opened: 3, resolved: 2, medianMs: 5 * HOUR, p90Ms: 10 * HOUR },
    });
    expect(workload.byDepartment.find((row) => row.name === WORKS)).toEqual({ name: WORKS, ...NONE, open: 1 });
    expect(workload.byAssignee).toEqual([
      { id: manager.id, name: 'Maria Lopez', ...NONE, open: 1 },
      {
        id: worker.id,
        name: 'Wren Field',
        open: 1,
        overdue: 1,
        opened: 3,
        resolved: 2,
        medianMs: 5 * HOUR,
        p90Ms: 10 * HOUR,
      },
      { id: null, name: null, ...NONE, open: 1, overdue: 1, opened: 1 },
    ]);
  });

  it('leaves out staff with nothing, and keeps the workload out of the public statistics', async () => {
    await addStaff(deps.stores, 'admin', { name: 'Idle Admin' });
    await submitted(1, worker);
    const rows = (await stats()).workload.byAssignee.map((row) => row.name);
    expect(rows).toEqual(['Wren Field', null]);
    const open = (await (await app.request('/api/stats')).json()) as PublicStats;
    expect(JSON.stringify(open)).not.toMatch(/Wren|workload|byAssignee/);
  });
});
