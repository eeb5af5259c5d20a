/**
 * Generated requests and the domain's reference answers, for checking the Firestore list, count
 * and statistics queries against them (functions/storage/firebase/firestore-request-query.test.ts). Seeded, so a failure
 * repeats.
 */
import { CATEGORIES, FINISHED_STATUSES, OPEN_STATUSES, PRIORITIES, STATUSES } from '#domain/requests/constants.ts';
import { compareInSort, matchesFilter, type RequestPageQuery } from '#domain/requests/request-query.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { finishedAt, percentileIndex, type StatsQuery, type StoreStats } from '#domain/requests/request-stats.ts';
import { isOverdue } from '#domain/requests/service-levels.ts';
import { submittedRequest } from '#domain/testing/service-request.ts';

/** mulberry32: a small seeded generator. */
function seeded(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  return { next, pick };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const WORDS = ['pothole', 'main', 'mainly', 'maple', 'street', 'light', 'broken', 'water', 'tree', 'Ľudovít', 'gas'];
const STREETS = ['Main St', 'Maple Ave', 'Mill Rd', 'Stony Brook Ln'];
const HOUR = 3_600_000;

/** The first instant of the data: 2026-01-05T15:00:00.000Z. */
export const DATA_START = Date.parse('2026-01-05T15:00:00.000Z');

/**
 * `count` requests: a few categories and departments, clusters of three created in the same
 * millisecond, due dates shared by many, some finished with a history entry and some without.
 * @example generatedRequests(120, 7).length // 120
 */
export function generatedRequests(count: number, seed: number): ServiceRequest[] {
  const { next, pick } = seeded(seed);
  return Array.from({ length: count }, (_, i) => {
    const id = Array.from({ length: 20 }, () => ALPHABET.charAt(Math.floor(next() * ALPHABET.length))).join('');
    const created = DATA_START + Math.floor(i / 3) * 7 * HOUR;
    const updated = created + Math.floor(next() * 48) * HOUR;
    const status = pick(STATUSES);
    const finishedInHistory = FINISHED_STATUSES.includes(status) && next() < 0.5;
    const at = (ms: number) => new Date(ms).toISOString();
    return submittedRequest({
      id,
      category: pick(CATEGORIES.slice(0, 5)),
      status,
      priority: pick(PRIORITIES),
      assignedDepartment: pick([null, 'Public Works', 'Engineering', 'Parks & Recreation']),
      assignedTo: pick([null, 'u1', 'u2']),
      description: Array.from({ length: 3 }, () => pick(WORDS)).join(' '),
      address: `${1 + Math.floor(next() * 40)} ${pick(STREETS)}`,
      createdAt: at(created),
      lastUpdatedAt: at(updated),
      dueAt: at(DATA_START - 15 * HOUR + Math.floor(next() * 30) * 24 * HOUR + 24 * HOUR - 1000),
      history: [
        { timestamp: at(created), action: 'Request Submitted', user: 'Resident', userId: null },
        ...(finishedInHistory
          ? [{ timestamp: at(created + HOUR), action: `Status changed to ${status}`, user: 'Sam', userId: 'u1' }]
          : []),
      ],
    });
  });
}

/** Every page of a query, in order, from the reference. */
export function referencePage(
  all: readonly ServiceRequest[],
  query: Omit<RequestPageQuery, 'limit'>,
): ServiceRequest[] {
  return all
    .filter((request) => matchesFilter(request, query.filter))
    .sort((a, b) => compareInSort(a, b, query.sort, query.direction));
}

/** The statistics from the domain's rules. */
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
  };
}
