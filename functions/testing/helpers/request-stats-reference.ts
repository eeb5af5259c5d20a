/**
 * The statistics (StoreStats) computed straight from the domain's rules over a list of requests,
 * for checking a store's stats() on generated data (functions/storage/firebase/firestore-request-query.test.ts).
 */
import { OPEN_STATUSES } from '#domain/requests/constants.ts';
import { CATEGORIES } from '#domain/testing/sample-township.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { finishedAt, percentileIndex, type StatsQuery, type StoreStats } from '#domain/requests/request-stats.ts';
import { isOverdue } from '#domain/requests/service-levels.ts';
import { referenceWorkload } from './request-workload-reference.ts';

/** @example referenceStats(requests, { months: lastMonths(now, 12), now }).open // 17 */
export function referenceStats(all: readonly ServiceRequest[], query: StatsQuery): StoreStats {
  const isOpen = (request: ServiceRequest) => OPEN_STATUSES.includes(request.status);
  const inMonth = (iso: string | null, start: Date, end: Date) =>
    iso !== null && Date.parse(iso) >= start.getTime() && Date.parse(iso) < end.getTime();
  const times = all
    .filter((request) => finishedAt(request) !== null)
    .map((request) => Date.parse(finishedAt(request)!) - Date.parse(request.createdAt))
    .sort((a, b) => a - b);
  return {
    byCategory: CATEGORIES.map((category) => ({
      category,
      open: all.filter((request) => request.category === category && isOpen(request)).length,
      closed: all.filter((request) => request.category === category && !isOpen(request)).length,
    })),
    byMonth: query.months.map(({ label, start, end }) => ({
      label,
      opened: all.filter((request) => inMonth(request.createdAt, start, end)).length,
      closed: all.filter((request) => inMonth(finishedAt(request), start, end)).length,
    })),
    resolveTime: {
      count: times.length,
      medianMs: times.length ? times[percentileIndex(times.length, 0.5)]! : null,
      p90Ms: times.length ? times[percentileIndex(times.length, 0.9)]! : null,
    },
    open: all.filter(isOpen).length,
    overdue: all.filter((request) => isOverdue(request, query.now)).length,
    workload: referenceWorkload(all, query),
  };
}
