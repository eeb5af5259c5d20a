/**
 * RequestStore.stats on Firestore: count() aggregations only, run in parallel (two per category,
 * two per month, four more), and the percentiles of the time to resolve from the stored resolveMs:
 * ordered ascending, the value at the nearest rank's offset. Counts are billed one read per 1,000
 * index entries; an offset is billed per document it skips, so in production the 90th percentile
 * over a million finished requests costs about 900,000 reads: cache the figures (the statistics
 * screens need them a few times an hour, not per request) before the request volume gets there.
 * The workload rows: firestore-request-workload.ts.
 */
import type { Query } from 'firebase-admin/firestore';
import { FINISHED_STATUSES, OPEN_STATUSES } from '#domain/requests/constants.ts';
import { categoryNames } from '#domain/township/township.ts';
import { percentileIndex, type StatsQuery, type StoreStats } from '#domain/requests/request-stats.ts';
import { firstInstantOf } from './firestore-times.ts';
import { between, countOf } from './firestore-stats-queries.ts';
import { queryWorkload } from './firestore-request-workload.ts';

async function resolveTime(collection: Query): Promise<StoreStats['resolveTime']> {
  const finished = collection.where('resolveMs', '!=', null);
  const count = await countOf(finished);
  if (count === 0) return { count, medianMs: null, p90Ms: null };
  const valueAt = async (fraction: number) => {
    const ranked = finished.orderBy('resolveMs').select('resolveMs');
    const snapshot = await ranked.offset(percentileIndex(count, fraction)).limit(1).get();
    return (snapshot.docs[0]?.get('resolveMs') ?? null) as number | null;
  };
  const [medianMs, p90Ms] = await Promise.all([valueAt(0.5), valueAt(0.9)]);
  return { count, medianMs, p90Ms };
}

/** @example await queryStats(db.collection('requests'), { months: lastMonths(now, 12), now }) */
export async function queryStats(collection: Query, query: StatsQuery): Promise<StoreStats> {
  const open = collection.where('status', 'in', OPEN_STATUSES);
  const [byCategory, byMonth, resolve, openCount, overdue, workload] = await Promise.all([
    Promise.all(
      categoryNames().map(async (category) => {
        const inCategory = collection.where('category', '==', category);
        const [openInCategory, closed] = await Promise.all([
          countOf(inCategory.where('status', 'in', OPEN_STATUSES)),
          countOf(inCategory.where('status', 'in', FINISHED_STATUSES)),
        ]);
        return { category, open: openInCategory, closed };
      }),
    ),
    Promise.all(
      query.months.map(async ({ label, start, end }) => {
        const [opened, closed] = await Promise.all([
          countOf(between(collection, 'createdAt', start, end)),
          countOf(between(collection, 'finishedAt', start, end)),
        ]);
        return { label, opened, closed };
      }),
    ),
    resolveTime(collection),
    countOf(open),
    countOf(open.where('dueAt', '<', firstInstantOf(query.now.getTime()))),
    queryWorkload(collection, query),
  ]);
  return { byCategory, byMonth, resolveTime: resolve, open: openCount, overdue, workload };
}
