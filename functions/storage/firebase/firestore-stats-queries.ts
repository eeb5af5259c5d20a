/** The query pieces the Firestore statistics share (firestore-request-stats.ts, firestore-request-workload.ts). */
import type { Query } from 'firebase-admin/firestore';
import { firstInstantOf } from './firestore-times.ts';

/**
 * A count() aggregation: billed one read per 1,000 index entries.
 * @example await countOf(collection.where('status', '==', 'New')) // 12
 */
export const countOf = async (query: Query): Promise<number> => (await query.count().get()).data().count;

/**
 * Requests with a stored time in [start, end), on the millisecond as the domain compares them.
 * @example between(collection, 'createdAt', month.start, month.end)
 */
export function between(collection: Query, field: string, start: Date, end: Date): Query {
  return collection
    .where(field, '>=', firstInstantOf(start.getTime()))
    .where(field, '<', firstInstantOf(end.getTime()));
}
