import { describe, expect, it } from 'vitest';
import type { StatsQuery, StoreStats } from '#domain/requests/request-stats.ts';
import { publicStats, STATS_MAX_AGE_MS, staffStats } from './statistics.ts';

const STATS: StoreStats = {
  byCategory: [{ category: 'Graffiti', open: 2, closed: 1 }],
  byMonth: [{ label: '2026-11', opened: 3, closed: 1 }],
  resolveTime: { count: 1, medianMs: 3_600_000, p90Ms: 7_200_000 },
  open: 2,
  overdue: 1,
  workload: {
    byDepartment: [{ key: 'Parks', open: 2, overdue: 1, opened: 3, resolved: 1, medianMs: 5, p90Ms: 6 }],
    byAssignee: [
      { key: 'u2', open: 1, overdue: 0, opened: 1, resolved: 0, medianMs: null, p90Ms: null },
      { key: null, open: 1, overdue: 1, opened: 2, resolved: 1, medianMs: 5, p90Ms: 6 },
    ],
  },
};
const PROFILES = [
  { id: 'u2', name: 'Ana Diaz', email: 'a@example.org', department: 'Parks', role: 'worker' as const },
  { id: 'u1', name: 'Sam Lee', email: 's@example.org', department: 'Parks', role: 'manager' as const },
];

function countingStore(fail = false) {
  const queries: StatsQuery[] = [];
  return {
    queries,
    requests: {
      stats(query: StatsQuery) {
        queries.push(query);
        return fail && queries.length === 1 ? Promise.reject(new Error('store down')) : Promise.resolve(STATS);
      },
    },
    staff: { listProfiles: () => Promise.resolve(PROFILES) },
  };
}

describe('statistics', () => {
  const start = new Date('2026-11-27T17:00:00.000Z');

  it('asks for the last 12 township months, ending with the current one', async () => {
    const store = countingStore();
    await staffStats(store, () => start);
    expect(store.queries[0]!.now).toEqual(start);
    // Every staff member's row, in the staff list's order (by name).
    expect(store.queries[0]!.assignees).toEqual(['u2', 'u1']);
    expect(store.queries[0]!.months.map((month) => month.label)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
  });

  it('shapes the staff figures, people by name, and the public ones, which carry counts and the median only', async () => {
    const store = countingStore();
    expect(await staffStats(store, () => start)).toEqual({
      generatedAt: start.toISOString(),
      months: STATS.byMonth,
      byCategory: STATS.byCategory,
      resolveTime: STATS.resolveTime,
      open: 2,
      overdue: 1,
      workload: {
        byDepartment: [{ name: 'Parks', open: 2, overdue: 1, opened: 3, resolved: 1, medianMs: 5, p90Ms: 6 }],
        byAssignee: [
          { id: 'u2', name: 'Ana Diaz', open: 1, overdue: 0, opened: 1, resolved: 0, medianMs: null, p90Ms: null },
          { id: null, name: null, open: 1, overdue: 1, opened: 2, resolved: 1, medianMs: 5, p90Ms: 6 },
        ],
      },
    });
    expect(await publicStats(store, () => start)).toEqual({
      generatedAt: start.toISOString(),
      months: STATS.byMonth,
      byCategory: STATS.byCategory,
      medianResolveMs: 3_600_000,
    });
  });

  it('computes once a minute for everyone, then again', async () => {
    const store = countingStore();
    let now = start;
    const clock = () => now;
    await staffStats(store, clock);
    now = new Date(start.getTime() + STATS_MAX_AGE_MS - 1);
    expect((await publicStats(store, clock)).generatedAt).toBe(start.toISOString());
    expect(store.queries).toHaveLength(1);
    now = new Date(start.getTime() + STATS_MAX_AGE_MS);
    expect((await staffStats(store, clock)).generatedAt).toBe(now.toISOString());
    expect(store.queries).toHaveLength(2);
  });

  it('does not keep a failure', async () => {
    const store = countingStore(true);
    await expect(staffStats(store, () => start)).rejects.toThrow('store down');
    expect((await staffStats(store, () => start)).open).toBe(2);
  });

  it('recomputes when the clock goes back', async () => {
    const store = countingStore();
    await staffStats(store, () => start);
    await staffStats(store, () => new Date(start.getTime() - 1000));
    expect(store.queries).toHaveLength(2);
  });
});
