/**
 * The statistics screens' figures (docs/311-app.md#statistics): the store's counts over the last
 * 12 township months, computed at most once a minute and shared by every caller (staff and public,
 * all sessions), since statistics need not be live and a count over every request is the most
 * expensive read the API has. `generatedAt` says when the figures were taken.
 */
import type { Category } from '#domain/requests/constants.ts';
import { lastMonths, type StoreStats } from '#domain/requests/request-stats.ts';
import type { RequestStore } from '../storage/ports.ts';

/** Months the screens show, the current one last. */
const STATS_MONTHS = 12;
/** How long computed figures are reused. */
export const STATS_MAX_AGE_MS = 60_000;

interface Figures {
  /** When they were computed, ISO. */
  generatedAt: string;
  months: { label: string; opened: number; closed: number }[];
  byCategory: { category: Category; open: number; closed: number }[];
}

/** Body of GET /api/staff/stats. */
export interface StaffStats extends Figures {
  resolveTime: StoreStats['resolveTime'];
  open: number;
  overdue: number;
}

/** Body of GET /api/stats: counts and one duration, nothing about any one request or person. */
export interface PublicStats extends Figures {
  medianResolveMs: number | null;
}

interface Computed {
  at: number;
  figures: Promise<{ generatedAt: string; stats: StoreStats }>;
}

/** One cache per store, so the staff and public routes (and every app on the same store) share it. */
const caches = new WeakMap<object, Computed>();

function figures(store: Pick<RequestStore, 'stats'>, clock: () => Date): Computed['figures'] {
  const now = clock();
  const cached = caches.get(store);
  if (cached && now.getTime() - cached.at < STATS_MAX_AGE_MS && now.getTime() >= cached.at) return cached.figures;
  const computed: Computed = {
    at: now.getTime(),
    figures: store
      .stats({ months: lastMonths(now, STATS_MONTHS), now })
      .then((stats) => ({ generatedAt: now.toISOString(), stats })),
  };
  caches.set(store, computed);
  // A failed read is not kept: the next caller asks the store again.
  computed.figures.catch(() => {
    if (caches.get(store) === computed) caches.delete(store);
  });
  return computed.figures;
}

/** @example await staffStats(stores.requests, clock) // { generatedAt, months, byCategory, resolveTime, open, overdue } */
export async function staffStats(store: Pick<RequestStore, 'stats'>, clock: () => Date): Promise<StaffStats> {
  const { generatedAt, stats } = await figures(store, clock);
  return {
    generatedAt,
    months: stats.byMonth,
    byCategory: stats.byCategory,
    resolveTime: stats.resolveTime,
    open: stats.open,
    overdue: stats.overdue,
  };
}

/** @example await publicStats(stores.requests, clock) // { generatedAt, months, byCategory, medianResolveMs } */
export async function publicStats(store: Pick<RequestStore, 'stats'>, clock: () => Date): Promise<PublicStats> {
  const { generatedAt, stats } = await figures(store, clock);
  return {
    generatedAt,
    // Field by field: a figure added to StoreStats later stays staff-only until added here on purpose.
    months: stats.byMonth.map(({ label, opened, closed }) => ({ label, opened, closed })),
    byCategory: stats.byCategory.map(({ category, open, closed }) => ({ category, open, closed })),
    medianResolveMs: stats.resolveTime.medianMs,
  };
}
