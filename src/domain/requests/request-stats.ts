/**
 * How the township is doing (docs/311-app.md#statistics): what a store counts, and the rules every
 * store follows so they give the same figures. Months are the township's calendar months.
 */
import { FINISHED_STATUSES, type Category, type Status } from './constants.ts';
import { zonedTimeToUtc } from '../time/zoned-time.ts';
import { TOWNSHIP_TIME_ZONE } from './format-date.ts';
import { townshipDate } from './service-levels.ts';
import type { StoreWorkload } from './workload-stats.ts';

export { percentileIndex } from './percentile.ts';

/** One township month, [start, end). */
export interface StatsMonth {
  /** YYYY-MM */
  label: string;
  start: Date;
  end: Date;
}

export interface StatsQuery {
  /** Oldest first. */
  months: readonly StatsMonth[];
  /** For the overdue count. */
  now: Date;
  /** Staff ids whose workload rows are wanted, in the order they are shown (workload-stats.ts). */
  assignees: readonly string[];
}

export interface StoreStats {
  /** Every category, in CATEGORIES order: requests open now (New, In Progress) and finished (Resolved, Closed). */
  byCategory: { category: Category; open: number; closed: number }[];
  /** Each asked month: requests created in it, and requests finished in it. */
  byMonth: { label: string; opened: number; closed: number }[];
  /**
   * Time from submission to finishing, over every finished request (finishedAt): the nearest-rank
   * median and 90th percentile in milliseconds, null when none is finished.
   */
  resolveTime: { count: number; medianMs: number | null; p90Ms: number | null };
  /** Requests open now, and those of them past their due date. */
  open: number;
  overdue: number;
  /** Per department and per assignee, over the asked months as one period. */
  workload: StoreWorkload;
}

const FINISHING = /^Status changed to (Resolved|Closed)$/;

/**
 * When a finished request was finished: the last history entry that set it to Resolved or Closed,
 * or its last update when its history has none (an import); null while it is open.
 * @example finishedAt({ status: 'Resolved', lastUpdatedAt, history: [..., { action: 'Status changed to Resolved', timestamp: t }] }) // t
 */
export function finishedAt(request: {
  status: Status;
  lastUpdatedAt: string;
  history: readonly { action: string; timestamp: string }[];
}): string | null {
  if (!FINISHED_STATUSES.includes(request.status)) return null;
  for (let i = request.history.length - 1; i >= 0; i -= 1) {
    const entry = request.history[i]!;
    if (FINISHING.test(entry.action)) return entry.timestamp;
  }
  return request.lastUpdatedAt;
}

/**
 * The last `count` township months up to and including the one `now` is in, oldest first.
 * @example lastMonths(new Date('2026-11-27T12:00:00Z'), 2).map((m) => m.label) // ['2026-10', '2026-11']
 */
export function lastMonths(now: Date, count: number): StatsMonth[] {
  const [year, month] = townshipDate(now).split('-').map(Number) as [number, number];
  const months: StatsMonth[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const index = year * 12 + (month - 1) - back;
    const label = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    const nextIndex = index + 1;
    const next = `${Math.floor(nextIndex / 12)}-${String((nextIndex % 12) + 1).padStart(2, '0')}`;
    months.push({
      label,
      start: zonedTimeToUtc(`${label}-01T00:00:00`, TOWNSHIP_TIME_ZONE),
      end: zonedTimeToUtc(`${next}-01T00:00:00`, TOWNSHIP_TIME_ZONE),
    });
  }
  return months;
}
