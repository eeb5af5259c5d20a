/**
 * The statistics screens' figures (docs/311-app.md#statistics): the store's counts over the last
 * 12 township months, computed at most once a minute and shared by every caller (staff and public,
 * all sessions), since statistics need not be live and a count over every request is the most
 * expensive read the API has. `generatedAt` says when the figures were taken. The staff figures
 * add the workload per department and per staff member (docs/product.md#311-staff-portal), with
 * people named by their profile's name.
 */
import type { Category } from '#domain/requests/constants.ts';
import { lastMonths, type StoreStats } from '#domain/requests/request-stats.ts';
import type { WorkloadFigures, WorkloadRow } from '#domain/requests/workload-stats.ts';
import type { RequestStore, StaffStore } from '../storage/ports.ts';

/** The stores the figures come from: the requests', and the staff's for whose workload to show. */
export interface StatsStores {
  requests: Pick<RequestStore, 'stats'>;
  staff: Pick<StaffStore, 'listProfiles'>;
}

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

/** A workload row as the screen shows it; a null name is the unassigned row. */
export interface NamedWorkload extends WorkloadFigures {
  name: string | null;
}

/** Body of GET /api/staff/stats. */
export interface StaffStats extends Figures {
  resolveTime: StoreStats['resolveTime'];
  open: number;
  overdue: number;
  /** Over the same months as `months`: opened and resolved in them, open and overdue now. */
  workload: { byDepartment: NamedWorkload[]; byAssignee: (NamedWorkload & { id: string | null })[] };
}

/** Body of GET /api/stats: counts and one duration, nothing about any one request or person. */
export interface PublicStats extends Figures {
  medianResolveMs: number | null;
}

/** One cache per store, so the staff and public routes (and every app on the same store) share it. */
const caches = new WeakMap<object, Computed>();

interface Computed {
  at: number;
  figures: Promise<{ generatedAt: string; stats: StoreStats; names: ReadonlyMap<string, string> }>;
}

/** Every staff member, active or not, by name (listProfiles' order), so their rows come in it. */
async function storeStats(stores: StatsStores, now: Date) {
  const profiles = await stores.staff.listProfiles();
  const stats = await stores.requests.stats({
    months: lastMonths(now, STATS_MONTHS),
    now,
    assignees: profiles.map((profile) => profile.id),
  });
  return { generatedAt: now.toISOString(), stats, names: new Map(profiles.map((one) => [one.id, one.name])) };
}

function figures(stores: StatsStores, clock: () => Date): Computed['figures'] {
  const store = stores.requests;
  const now = clock();
  const cached = caches.get(store);
  if (cached && now.getTime() - cached.at < STATS_MAX_AGE_MS && now.getTime() >= cached.at) return cached.figures;
  const computed: Computed = {
    at: now.getTime(),
    figures: storeStats(stores, now),
  };
  caches.set(store, computed);
  // A failed read is not kept: the next caller asks the store again.
  computed.figures.catch(() => {
    if (caches.get(store) === computed) caches.delete(store);
  });
  return computed.figures;
}

// Field by field, as the public figures are: what a store adds to a row is not sent until added here.
const named = (row: WorkloadRow, name: string | null): NamedWorkload => ({
  name,
  open: row.open,
  overdue: row.overdue,
  opened: row.opened,
  resolved: row.resolved,
  medianMs: row.medianMs,
  p90Ms: row.p90Ms,
});

/** @example await staffStats(stores, clock) // { generatedAt, months, byCategory, resolveTime, open, overdue, workload } */
export async function staffStats(stores: StatsStores, clock: () => Date): Promise<StaffStats> {
  const { generatedAt, stats, names } = await figures(stores, clock);
  return {
    generatedAt,
    months: stats.byMonth,
    byCategory: stats.byCategory,
    resolveTime: stats.resolveTime,
    open: stats.open,
    overdue: stats.overdue,
    workload: {
      byDepartment: stats.workload.byDepartment.map((row) => named(row, row.key)),
      // The store returns rows only for the ids asked, which all have a profile.
      byAssignee: stats.workload.byAssignee.map((row) => ({
        id: row.key,
        ...named(row, row.key === null ? null : (names.get(row.key) ?? row.key)),
      })),
    },
  };
}

/** @example await publicStats(stores, clock) // { generatedAt, months, byCategory, medianResolveMs } */
export async function publicStats(stores: StatsStores, clock: () => Date): Promise<PublicStats> {
  const { generatedAt, stats } = await figures(stores, clock);
  return {
    generatedAt,
    // Field by field: a figure added to StoreStats later stays staff-only until added here on purpose.
    months: stats.byMonth.map(({ label, opened, closed }) => ({ label, opened, closed })),
    byCategory: stats.byCategory.map(({ category, open, closed }) => ({ category, open, closed })),
    medianResolveMs: stats.resolveTime.medianMs,
  };
}
