/**
 * RequestStore.page on Firestore: the plan's conditions (firestore-request-plan.ts), ordered by the
 * sort's fields and then the document id in the same direction, from the cursor on, a batch at a
 * time. The answer is exactly the reference order (compareInSort) and filter (matchesFilter):
 * - Server timestamps (createdAt, lastUpdatedAt) have microseconds, requests and cursors
 *   milliseconds, and the reference orders two requests of one millisecond by id, not by their
 *   microseconds. So those sorts work on "buckets", the requests that share a sort key: a batch
 *   starts at the first instant of the cursor's bucket, is sorted by the reference within, and a
 *   batch's last bucket is only used once complete (held back for the next batch, or completed
 *   with one more query when it fills the whole batch). Due dates and priority ranks are stored
 *   exactly, so in the due sort every request is a bucket of its own and the cursor is exact.
 * - Conditions Firestore cannot take are checked here: the batch then over-fetches, and further
 *   batches follow until the page is full, reading at most PAGE_SCAN_LIMIT documents per call.
 */
import { FieldPath, Timestamp, type QueryDocumentSnapshot, type Query } from 'firebase-admin/firestore';
import {
  compareInSort,
  compareKeys,
  cursorAfter,
  MAX_PAGE_SIZE,
  type PageCursor,
  type RequestPageQuery,
  type RequestSort,
} from '#domain/requests/request-query.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { applyPlan, passesResidual, planFilter, type RangeField } from './firestore-request-plan.ts';
import { firstInstantOf, lastInstantOf } from './firestore-times.ts';
import { fromRequestDocument } from './request-document.ts';
import { ScanLimitError } from '../ports.ts';

/** The most documents one page() call reads; beyond it, it fails rather than return a short page. */
const PAGE_SCAN_LIMIT = 10_000;
/** The largest batch read while conditions are checked in this process. */
const MAX_BATCH = 1_000;

interface SortField {
  path: string;
  /** Stored with microseconds (server timestamps): a key value is a millisecond bucket. */
  fine: boolean;
  /** How a key number is stored. */
  stored: (value: number) => Timestamp | number;
}

const time = (path: string, fine: boolean): SortField => ({ path, fine, stored: (ms) => Timestamp.fromMillis(ms) });

/** The stored fields of each sort, in sortKey's order. */
export const SORT_FIELDS: Record<RequestSort, readonly SortField[]> = {
  created: [time('createdAt', true)],
  updated: [time('lastUpdatedAt', true)],
  due: [time('dueAt', false)],
  priority: [{ path: 'priorityRank', fine: false, stored: (rank) => rank }, time('createdAt', true)],
};

/** The time field whose range Firestore can take in this sort (its first field), if any. */
function rangeFieldOf(sort: RequestSort): RangeField | null {
  const first = SORT_FIELDS[sort][0]!.path;
  return first === 'createdAt' || first === 'dueAt' ? first : null;
}

/** Start (or end) values of the bucket of a sort key, in the query's direction. */
function bucketEdge(key: readonly number[], fields: readonly SortField[], first: boolean, ascending: boolean) {
  return fields.map((field, i) => {
    if (!field.fine) return field.stored(key[i]!);
    return first === ascending ? firstInstantOf(key[i]!) : lastInstantOf(key[i]!);
  });
}

interface Row {
  request: ServiceRequest;
  snapshot: QueryDocumentSnapshot;
}

/**
 * @example await queryPage(db.collection('requests'), { filter: {}, sort: 'created', direction: 'desc', limit: 50 })
 */
export async function queryPage(
  collection: Query,
  query: RequestPageQuery,
  scanLimit = PAGE_SCAN_LIMIT,
): Promise<ServiceRequest[]> {
  const { sort, direction, after } = query;
  const plan = planFilter(query.filter, rangeFieldOf(sort));
  const limit = Math.min(MAX_PAGE_SIZE, Math.floor(query.limit));
  if (plan.none || limit < 1) return [];
  const fields = SORT_FIELDS[sort];
  const fine = fields.some((field) => field.fine);
  let ordered = applyPlan(collection, plan);
  for (const field of fields) ordered = ordered.orderBy(field.path, direction);
  ordered = ordered.orderBy(FieldPath.documentId(), direction);

  const ascending = direction === 'asc';
  const keyOf = (row: Row) => cursorAfter(row.request, sort);
  const sameBucket = (a: PageCursor, b: PageCursor) =>
    a.key.every((value, i) => value === b.key[i]) && (fine || a.id === b.id);
  const startOf = (cursor: PageCursor) =>
    fine
      ? bucketEdge(cursor.key, fields, true, ascending)
      : [...bucketEdge(cursor.key, fields, true, ascending), cursor.id];
  const batch = plan.residual ? Math.min(MAX_BATCH, limit * 4 + 1) : limit + 1;

  const page: ServiceRequest[] = [];
  let start = after ? { values: startOf(after), inclusive: true } : null;
  let scanned = 0;
  const read = async (source: Query) => {
    const docs = (await source.get()).docs;
    scanned += docs.length;
    if (scanned > scanLimit) throw new ScanLimitError('page', scanLimit);
    return docs.map((snapshot) => ({ request: fromRequestDocument(snapshot.id, snapshot.data()), snapshot }));
  };

  for (;;) {
    const from = !start
      ? ordered
      : start.inclusive
        ? ordered.startAt(...start.values)
        : ordered.startAfter(...start.values);
    let rows = await read(from.limit(batch));
    const exhausted = rows.length < batch;
    if (!exhausted) {
      const lastKey = keyOf(rows.at(-1)!);
      const firstOfLast = rows.findIndex((row) => sameBucket(keyOf(row), lastKey));
      if (firstOfLast > 0) {
        rows = rows.slice(0, firstOfLast); // The last bucket may go on: it starts the next batch.
        start = { values: startOf(lastKey), inclusive: true };
      } else {
        // One bucket fills the batch: read the rest of it (within the bound, and one over to know).
        const edge = bucketEdge(lastKey.key, fields, false, ascending);
        const rest = ordered.startAfter(rows.at(-1)!.snapshot).endAt(...edge);
        rows = rows.concat(await read(rest.limit(scanLimit - scanned + 1)));
        start = { values: edge, inclusive: false };
      }
    }
    const passing = rows
      .filter((row) => !after || compareKeys(keyOf(row), after, direction) > 0)
      .filter((row) => !plan.residual || passesResidual(row.snapshot.data(), plan.residual))
      .map((row) => row.request)
      .sort((a, b) => compareInSort(a, b, sort, direction));
    page.push(...passing.slice(0, limit - page.length));
    if (exhausted || page.length >= limit) return page;
  }
}
