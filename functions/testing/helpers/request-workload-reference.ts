/**
 * The workload rows (StoreWorkload) computed straight from the domain's rules over a list of
 * requests, for checking a store's on generated data (request-stats-reference.ts).
 */
import { OPEN_STATUSES } from '#domain/requests/constants.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { finishedAt, percentileIndex, type StatsQuery } from '#domain/requests/request-stats.ts';
import { isOverdue } from '#domain/requests/service-levels.ts';
import {
  statsPeriod,
  storeWorkload,
  type StoreWorkload,
  type WorkloadFigures,
} from '#domain/requests/workload-stats.ts';

function figuresOf(requests: readonly ServiceRequest[], query: StatsQuery): WorkloadFigures {
  const period = statsPeriod(query.months);
  const inPeriod = (iso: string | null) =>
    period !== null &&
    iso !== null &&
    Date.parse(iso) >= period.start.getTime() &&
    Date.parse(iso) < period.end.getTime();
  const times = requests
    .filter((request) => inPeriod(finishedAt(request)))
    .map((request) => Date.parse(finishedAt(request)!) - Date.parse(request.createdAt))
    .sort((a, b) => a - b);
  return {
    open: requests.filter((request) => OPEN_STATUSES.includes(request.status)).length,
    overdue: requests.filter((request) => isOverdue(request, query.now)).length,
    opened: requests.filter((request) => inPeriod(request.createdAt)).length,
    resolved: times.length,
    medianMs: times.length ? times[percentileIndex(times.length, 0.5)]! : null,
    p90Ms: times.length ? times[percentileIndex(times.length, 0.9)]! : null,
  };
}

function grouped(all: readonly ServiceRequest[], keyOf: (request: ServiceRequest) => string | null, query: StatsQuery) {
  const groups = new Map<string | null, ServiceRequest[]>();
  for (const request of all) groups.set(keyOf(request), [...(groups.get(keyOf(request)) ?? []), request]);
  return new Map([...groups].map(([key, requests]) => [key, figuresOf(requests, query)]));
}

/** @example referenceWorkload(requests, { months: lastMonths(now, 12), now, assignees: ['u1'] }).byAssignee */
export function referenceWorkload(all: readonly ServiceRequest[], query: StatsQuery): StoreWorkload {
  return storeWorkload(
    grouped(all, (request) => request.assignedDepartment || null, query),
    grouped(all, (request) => request.assignedTo, query),
    query.assignees,
  );
}
