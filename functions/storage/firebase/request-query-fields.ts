/**
 * The query-only fields of a request document: values derived from the request that Firestore's
 * indexes need, because a query can only filter and order on stored fields. They are never read
 * back into a request; every write (create, update, restore) recomputes them from the whole
 * document, so they cannot drift from the fields they come from.
 * - priorityRank: priorityRank(priority), for the priority sort (Emergency first when descending);
 * - departmentKey: assignedDepartment, '' for none, as matchesFilter compares it;
 * - searchWords: every prefix of every word of the searchable text, so a search word is one exact
 *   `array-contains` lookup;
 * - finishedAt, resolveMs: when a finished request was finished (finishedAt()) and how long after
 *   its submission, for the statistics; null while it is open.
 * - openCell: an open request's category and grid cell (#domain/requests/nearby.ts openCellKey),
 *   null once finished, so a nearby check is one `in` lookup of the 9 cells around a point.
 */
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { priorityRank } from '#domain/requests/request-query.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { finishedAt } from '#domain/requests/request-stats.ts';
import { openCellKey } from '#domain/requests/nearby.ts';
import { requestText, wordPrefixes } from '#domain/requests/search-words.ts';
import { msOf } from './firestore-times.ts';

/** A stored time: a Timestamp, or the commit time of the write being made (serverTimestamp()). */
export type Stamp = Timestamp | FieldValue;

type Derivable = Pick<
  ServiceRequest,
  | 'id'
  | 'reference'
  | 'category'
  | 'address'
  | 'description'
  | 'priority'
  | 'assignedDepartment'
  | 'status'
  | 'history'
  | 'location'
>;

export const QUERY_FIELDS = [
  'priorityRank',
  'departmentKey',
  'searchWords',
  'finishedAt',
  'resolveMs',
  'openCell',
] as const;

interface RequestQueryFields {
  priorityRank: number;
  departmentKey: string;
  searchWords: string[];
  finishedAt: Stamp | null;
  resolveMs: number | null;
  openCell: string | null;
}

/**
 * Whether a document's resolveMs still waits for its commit time: a finished request whose
 * submission or finish is the commit of the write that stored it (create, or an update that
 * finishes a request without a history entry) is written with resolveMs null, and the store
 * completes it right after the commit (completeQueryFields in the store).
 * @example awaitsCommitTime({ finishedAt: FieldValue.serverTimestamp(), resolveMs: null }) // true
 */
export function awaitsCommitTime(data: DocumentData): boolean {
  return data.finishedAt != null && data.resolveMs === null;
}

const LAST_UPDATE = '\u0000lastUpdatedAt';

/**
 * The query-only fields of a request written with these timestamps.
 * @example queryFields(request, stamp, stamp).priorityRank // 4 for an Emergency
 */
export function queryFields(request: Derivable, createdAt: Stamp, lastUpdatedAt: Stamp): RequestQueryFields {
  const base = {
    priorityRank: priorityRank(request.priority),
    departmentKey: request.assignedDepartment ?? '',
    searchWords: wordPrefixes(requestText(request)),
    openCell: openCellKey(request),
  };
  // The domain rule, with a marker for "its last update", which may be this write's commit time.
  const finished = finishedAt({ status: request.status, history: request.history, lastUpdatedAt: LAST_UPDATE });
  if (finished === null) return { ...base, finishedAt: null, resolveMs: null };
  const finish: Stamp = finished === LAST_UPDATE ? lastUpdatedAt : Timestamp.fromDate(new Date(finished));
  let resolveMs: number | null = null;
  if (finish instanceof Timestamp && createdAt instanceof Timestamp) {
    resolveMs = msOf(finish) - msOf(createdAt);
  } else if (finish instanceof FieldValue && createdAt instanceof FieldValue) {
    resolveMs = 0; // Both the commit time of this one write (a create).
  }
  return { ...base, finishedAt: finish, resolveMs };
}
