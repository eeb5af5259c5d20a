/**
 * The statistics part of the list query contract (RequestStore.stats): a small set of requests
 * with known months, finishing times and due dates, around the township's month boundaries
 * (America/New_York: November 2026 starts at 04:00 UTC, the night its summer time ends).
 */
import { describe, expect, it } from 'vitest';
import { type Category } from '#domain/requests/constants.ts';
import { CATEGORIES } from '#domain/testing/sample-township.ts';
import type { HistoryEntry, ServiceRequest } from '#domain/requests/request-schemas.ts';
import { lastMonths } from '#domain/requests/request-stats.ts';
import type { TransferStores } from '../../../storage/transfer-ports.ts';
import { restoreAll, storedRequest } from './request-query-fixtures.ts';

const NOW = new Date('2026-11-15T12:00:00.000Z');
const MONTHS = lastMonths(NOW, 3);
const LATER = '2026-12-31T00:00:00.000Z';
const EARLIER = '2026-11-10T00:00:00.000Z';

const step = (timestamp: string, action: string): HistoryEntry => ({ timestamp, action, user: 'W', userId: 'w' });

/** A request created at `createdAt`, with its history after the submission. */
function made(createdAt: string, fields: Partial<ServiceRequest>, history: HistoryEntry[] = []): ServiceRequest {
  const base = storedRequest({ createdAt, dueAt: LATER });
  const all = [...base.history, ...history];
  return { ...base, lastUpdatedAt: all.at(-1)!.timestamp, history: all, ...fields };
}

/** Nine requests; the comments say where each one counts. */
const requests = () => [
  // October (the last millisecond of it in New York), open, not overdue.
  made('2026-11-01T03:59:59.999Z', { category: 'Graffiti', status: 'New' }),
  // November (its first instant), open, overdue.
  made('2026-11-01T04:00:00.000Z', { category: 'Graffiti', status: 'In Progress', dueAt: EARLIER }),
  // September, finished on its last evening: 15 h 59 min.
  made('2026-09-30T12:00:00.000Z', { category: 'Graffiti', status: 'Resolved' }, [
    step('2026-10-01T03:59:00.000Z', 'Status changed to Resolved'),
  ]),
  // October, finished in November's first instant: 26 days 16 hours.
  made('2026-10-05T12:00:00.000Z', { category: 'Tree Issue', status: 'Closed' }, [
    step('2026-10-06T12:00:00.000Z', 'Status changed to In Progress'),
    step('2026-11-01T04:00:00.000Z', 'Status changed to Closed'),
  ]),
  // Before the months; finished in October (a later comment does not move it): 51 days.
  made('2026-08-20T12:00:00.000Z', { category: 'Tree Issue', status: 'Resolved' }, [
    step('2026-10-10T12:00:00.000Z', 'Status changed to Resolved'),
    step('2026-10-12T12:00:00.000Z', 'Public comment added'),
  ]),
  // October; imported without a finishing entry: finished at its last update, 1 day.
  made('2026-10-20T12:00:00.000Z', {
    category: 'Other',
    status: 'Resolved',
    lastUpdatedAt: '2026-10-21T12:00:00.000Z',
  }),
  // October; resolved, then opened again: open, never finished.
  made('2026-10-25T12:00:00.000Z', { category: 'Other', status: 'New' }, [
    step('2026-10-26T12:00:00.000Z', 'Status changed to Resolved'),
    step('2026-10-27T12:00:00.000Z', 'Status changed to New'),
  ]),
  // Before the months, finished before them: 12 hours.
  made('2026-07-01T12:00:00.000Z', { category: 'Other', status: 'Closed' }, [
    step('2026-07-02T00:00:00.000Z', 'Status changed to Closed'),
  ]),
  // November, open, overdue.
  made('2026-11-14T12:00:00.000Z', { category: 'Other', status: 'In Progress', dueAt: EARLIER }),
];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export function runRequestStatsContract(stores: () => TransferStores): void {
  describe('stats', () => {
    it('counts nothing in an empty store', async () => {
      const stats = await stores().requests.stats({ months: MONTHS, now: NOW, assignees: [] });
      expect(stats).toEqual({
        byCategory: CATEGORIES.map((category) => ({ category, open: 0, closed: 0 })),
        byMonth: [
          { label: '2026-09', opened: 0, closed: 0 },
          { label: '2026-10', opened: 0, closed: 0 },
          { label: '2026-11', opened: 0, closed: 0 },
        ],
        resolveTime: { count: 0, medianMs: null, p90Ms: null },
        open: 0,
        overdue: 0,
        // Its rows have their own contract (request-workload.contract.ts).
        workload: expect.any(Object) as unknown,
      });
    });

    it('counts by category, by township month opened and finished, and the nearest-rank resolve times', async () => {
      await restoreAll(stores().requests, requests());
      const stats = await stores().requests.stats({ months: MONTHS, now: NOW, assignees: [] });
      const counted: Partial<Record<Category, { open: number; closed: number }>> = {
        Graffiti: { open: 2, closed: 1 },
        'Tree Issue': { open: 0, closed: 2 },
        Other: { open: 2, closed: 2 },
      };
      expect(stats.byCategory).toEqual(
        CATEGORIES.map((category) => ({
          category,
          ...(counted[category] ?? { open: 0, closed: 0 }),
        })),
      );
      expect(stats.byMonth).toEqual([
        { label: '2026-09', opened: 1, closed: 1 },
        { label: '2026-10', opened: 4, closed: 2 },
        { label: '2026-11', opened: 2, closed: 1 },
      ]);
      // 12 h, 15 h 59 min, 1 day, 26 days 16 h, 51 days: the 3rd and the 5th of five.
      expect(stats.resolveTime).toEqual({ count: 5, medianMs: DAY, p90Ms: 51 * DAY });
      expect({ open: stats.open, overdue: stats.overdue }).toEqual({ open: 4, overdue: 2 });
    });

    it('counts as overdue only what is open and due strictly before now', async () => {
      await restoreAll(stores().requests, requests());
      const overdueAt = async (now: string) =>
        (await stores().requests.stats({ months: [], now: new Date(now), assignees: [] })).overdue;
      expect(await overdueAt(EARLIER)).toBe(0);
      expect(await overdueAt('2026-11-10T00:00:00.001Z')).toBe(2);
      expect(await overdueAt(LATER)).toBe(2);
      expect(await overdueAt('2026-12-31T00:00:00.001Z')).toBe(4);
    });

    it('moves a request between the figures when it is finished', async () => {
      const all = requests();
      await restoreAll(stores().requests, all);
      await stores().requests.update(all[1]!.id, {
        set: { status: 'Resolved' },
        history: [step('2026-11-02T04:00:00.000Z', 'Status changed to Resolved')],
      });
      const stats = await stores().requests.stats({ months: MONTHS, now: NOW, assignees: [] });
      expect(stats.byMonth[2]).toEqual({ label: '2026-11', opened: 2, closed: 2 });
      expect(stats.resolveTime).toEqual({ count: 6, medianMs: DAY, p90Ms: 51 * DAY });
      expect({ open: stats.open, overdue: stats.overdue }).toEqual({ open: 3, overdue: 1 });
      expect(stats.byCategory[CATEGORIES.indexOf('Graffiti')]).toEqual({ category: 'Graffiti', open: 1, closed: 2 });
    });
  });
}
