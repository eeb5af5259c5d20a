/**
 * The workload part of RequestStore.stats on Firestore (#domain/requests/workload-stats.ts).
 * Firestore cannot group, so the groups are named: every department of the profile and every
 * asked assignee, each with unassigned. Open, overdue and opened are count() aggregations, three
 * per group, run in parallel (a read per 1,000 index entries each).
 *
 * The resolved counts and their times to resolve come from one pass over the requests finished
 * in the period, in pages of three fields (departmentKey, assignedTo, resolveMs): nearest-rank
 * percentiles need the values, and offsets per group would need an index per group and field.
 * The pass is bounded by the period, which the service fixes at the statistics' twelve months
 * (services/statistics.ts), not by the collection: its reads and memory (a number per request)
 * grow with the requests finished in those months, and the figures are computed at most once a
 * minute for every caller.
 */
import { FieldPath, type Query } from 'firebase-admin/firestore';
import { OPEN_STATUSES } from '#domain/requests/constants.ts';
import type { StatsQuery } from '#domain/requests/request-stats.ts';
import { departmentNames } from '#domain/township/township.ts';
import {
  addTimes,
  statsPeriod,
  storeWorkload,
  type StoreWorkload,
  type WorkloadFigures,
  withResolveTimes,
} from '#domain/requests/workload-stats.ts';
import { firstInstantOf } from './firestore-times.ts';
import { between, countOf } from './firestore-stats-queries.ts';

const BATCH = 1_000;

type Period = { start: Date; end: Date } | null;
type Found = Map<string | null, Partial<WorkloadFigures>>;

/** Open, overdue and opened in the period of the requests a query selects. */
async function counted(group: Query, period: Period, now: Date): Promise<Partial<WorkloadFigures>> {
  const open = group.where('status', 'in', OPEN_STATUSES);
  const [openCount, overdue, opened] = await Promise.all([
    countOf(open),
    countOf(open.where('dueAt', '<', firstInstantOf(now.getTime()))),
    period ? countOf(between(group, 'createdAt', period.start, period.end)) : 0,
  ]);
  return { open: openCount, overdue, opened };
}

/** The counts of each group, keyed as the rows are (null: unassigned). */
async function countedGroups(
  groups: readonly { key: string | null; query: Query }[],
  period: Period,
  now: Date,
): Promise<Found> {
  const figures = await Promise.all(groups.map(({ query }) => counted(query, period, now)));
  return new Map(groups.map(({ key }, index) => [key, figures[index]!]));
}

/** Every time to resolve of the requests finished in the period, by department and by assignee. */
async function finishedTimes(collection: Query, period: Period) {
  const byDepartment = new Map<string | null, number[]>();
  const byAssignee = new Map<string | null, number[]>();
  if (!period) return { byDepartment, byAssignee };
  const ordered = between(collection, 'finishedAt', period.start, period.end)
    .orderBy('finishedAt')
    .orderBy(FieldPath.documentId())
    .select('departmentKey', 'assignedTo', 'resolveMs');
  let next = ordered.limit(BATCH);
  for (;;) {
    const docs = (await next.get()).docs;
    for (const doc of docs) {
      const ms = doc.get('resolveMs') as number | null;
      // Null only for the moment between a write and its commit time (awaitsCommitTime).
      if (ms === null) continue;
      addTimes(byDepartment, (doc.get('departmentKey') as string | undefined) || null, [ms]);
      addTimes(byAssignee, (doc.get('assignedTo') as string | null | undefined) ?? null, [ms]);
    }
    if (docs.length < BATCH) return { byDepartment, byAssignee };
    next = ordered.startAfter(docs.at(-1)!).limit(BATCH);
  }
}

/** @example await queryWorkload(db.collection('requests'), { months: lastMonths(now, 12), now, assignees: ['u1'] }) */
export async function queryWorkload(collection: Query, query: StatsQuery): Promise<StoreWorkload> {
  const period = statsPeriod(query.months);
  const departments = [...departmentNames(), ''].map((name) => ({
    key: name || null,
    query: collection.where('departmentKey', '==', name),
  }));
  const assignees = [...query.assignees, null].map((id) => ({
    key: id,
    query: collection.where('assignedTo', '==', id),
  }));
  const [byDepartment, byAssignee, times] = await Promise.all([
    countedGroups(departments, period, query.now),
    countedGroups(assignees, period, query.now),
    finishedTimes(collection, period),
  ]);
  return storeWorkload(
    withResolveTimes(byDepartment, times.byDepartment),
    withResolveTimes(byAssignee, times.byAssignee),
    query.assignees,
  );
}
