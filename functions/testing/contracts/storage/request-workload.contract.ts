/**
 * The workload part of the statistics contract (RequestStore.stats().workload,
 * #domain/requests/workload-stats.ts): requests of two departments and three people, some
 * unassigned, around the period of three township months (September to November 2026).
 */
import { describe, expect, it } from 'vitest';
import type { HistoryEntry, ServiceRequest } from '#domain/requests/request-schemas.ts';
import { lastMonths } from '#domain/requests/request-stats.ts';
import { DEPARTMENTS } from '#domain/testing/sample-township.ts';
import type { TransferStores } from '../../../storage/transfer-ports.ts';
import { restoreAll, storedRequest } from './request-query-fixtures.ts';

const NOW = new Date('2026-11-15T12:00:00.000Z');
const MONTHS = lastMonths(NOW, 3);
const LATER = '2026-12-31T00:00:00.000Z';
const EARLIER = '2026-11-10T00:00:00.000Z';
const DAY = 86_400_000;
const [D0, D1] = DEPARTMENTS as [string, string];
const NONE = { open: 0, overdue: 0, opened: 0, resolved: 0, medianMs: null, p90Ms: null };

/** A request of a department and an assignee, created at `createdAt`, finished `days` later when given. */
function work(
  department: string | null,
  assignee: string | null,
  createdAt: string,
  fields: Partial<ServiceRequest> & { days?: number },
): ServiceRequest {
  const { days, ...rest } = fields;
  const base = storedRequest({ createdAt, dueAt: LATER, assignedDepartment: department, assignedTo: assignee });
  const finish: HistoryEntry[] =
    days === undefined
      ? []
      : [
          {
            timestamp: new Date(Date.parse(createdAt) + days * DAY).toISOString(),
            action: `Status changed to ${rest.status ?? 'Resolved'}`,
            user: 'W',
            userId: 'w',
          },
        ];
  const history = [...base.history, ...finish];
  return { ...base, history, lastUpdatedAt: history.at(-1)!.timestamp, ...rest };
}

const requests = () => [
  work(D0, 'u1', '2026-10-05T12:00:00.000Z', { status: 'New' }),
  work(D0, 'u1', '2026-10-06T12:00:00.000Z', { status: 'In Progress', dueAt: EARLIER }),
  work(D0, 'u1', '2026-10-01T12:00:00.000Z', { status: 'Resolved', days: 1 }),
  // Opened before the period, finished in it: resolved, not opened.
  work(D0, 'u2', '2026-08-01T12:00:00.000Z', { status: 'Closed', days: 40 }),
  work(D0, 'u2', '2026-10-01T12:00:00.000Z', { status: 'Resolved', days: 3 }),
  work(D1, 'u2', '2026-10-02T12:00:00.000Z', { status: 'Resolved', days: 2 }),
  work(null, null, '2026-11-14T12:00:00.000Z', { status: 'New', dueAt: EARLIER }),
  // Opened and finished before the period: in no figure.
  work(D1, null, '2026-07-01T12:00:00.000Z', { status: 'Closed', days: 1 }),
  // Assigned to someone not asked for (an account since deleted): only in its department.
  work(D1, 'gone', '2026-11-01T04:00:00.000Z', { status: 'New' }),
];

const departmentRows = (rows: Record<string, object>) =>
  [...DEPARTMENTS, null].map((key) => ({ key, ...NONE, ...rows[String(key)] }));

export function runRequestWorkloadContract(stores: () => TransferStores): void {
  describe('stats: workload', () => {
    it('has a row of nothing per department and for the unassigned in an empty store', async () => {
      const { workload } = await stores().requests.stats({ months: MONTHS, now: NOW, assignees: ['u1'] });
      expect(workload).toEqual({ byDepartment: departmentRows({}), byAssignee: [{ key: null, ...NONE }] });
    });

    it('counts per department and per asked assignee, with nearest-rank times of the period', async () => {
      await restoreAll(stores().requests, requests());
      const { workload } = await stores().requests.stats({ months: MONTHS, now: NOW, assignees: ['u1', 'u2', 'u3'] });
      expect(workload.byDepartment).toEqual(
        departmentRows({
          // 1, 3 and 40 days: the 2nd and the 3rd of three.
          [D0]: { open: 2, overdue: 1, opened: 4, resolved: 3, medianMs: 3 * DAY, p90Ms: 40 * DAY },
          [D1]: { open: 1, opened: 2, resolved: 1, medianMs: 2 * DAY, p90Ms: 2 * DAY },
          null: { open: 1, overdue: 1, opened: 1 },
        }),
      );
      expect(workload.byAssignee).toEqual([
        { ...NONE, key: 'u1', open: 2, overdue: 1, opened: 3, resolved: 1, medianMs: DAY, p90Ms: DAY },
        // 2, 3 and 40 days.
        { ...NONE, key: 'u2', opened: 2, resolved: 3, medianMs: 3 * DAY, p90Ms: 40 * DAY },
        { ...NONE, key: null, open: 1, overdue: 1, opened: 1 },
      ]);
    });

    it('counts open and overdue, and nothing in a period, without months', async () => {
      await restoreAll(stores().requests, requests());
      const { workload } = await stores().requests.stats({ months: [], now: NOW, assignees: ['u1'] });
      expect(workload.byAssignee).toEqual([
        { ...NONE, key: 'u1', open: 2, overdue: 1 },
        { ...NONE, key: null, open: 1, overdue: 1 },
      ]);
    });

    it('moves a request to its new assignee and department when reassigned', async () => {
      const all = requests();
      await restoreAll(stores().requests, all);
      await stores().requests.update(all[0]!.id, { set: { assignedTo: 'u3', assignedDepartment: D1 } });
      const { workload } = await stores().requests.stats({ months: MONTHS, now: NOW, assignees: ['u1', 'u3'] });
      expect(workload.byAssignee.map(({ key, open, opened }) => ({ key, open, opened }))).toEqual([
        { key: 'u1', open: 1, opened: 2 },
        { key: 'u3', open: 1, opened: 1 },
        { key: null, open: 1, opened: 1 },
      ]);
      expect(workload.byDepartment.find((row) => row.key === D1)).toMatchObject({ open: 2, opened: 3 });
    });
  });
}
