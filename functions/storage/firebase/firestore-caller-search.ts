/**
 * Staff search by caller on Firestore (#domain/requests/submitter-search.ts). Each
 * `request_submitter_info` document keeps the prefixes of its caller's words in its own
 * `searchWords`, apart from the request's, so no query of `requests` can match them. A search that
 * may find requests by their caller (filter.searchSubmitters) looks its longest word up there
 * (one array-contains query on Firestore's automatic index), checks the other words on the
 * documents found, and reads the requests they belong to by id. Those whose own words do not
 * match, and that pass the rest of the filter, join the answer of the request query: a caller's
 * requests are few, so this reads a handful of documents, bounded by CALLER_SCAN_LIMIT.
 */
import type { CollectionReference, Firestore } from 'firebase-admin/firestore';
import {
  compareInSort,
  compareKeys,
  cursorAfter,
  matchesFilter,
  MAX_PAGE_SIZE,
  type RequestFilter,
  type RequestPageQuery,
} from '#domain/requests/request-query.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { matchesWords, requestText } from '#domain/requests/search-words.ts';
import { ScanLimitError } from '../ports.ts';
import { backfillCollection } from './firestore-backfill.ts';
import {
  fromSubmitterInfoDocument,
  SUBMITTER_INFO,
  toSubmitterInfoDocument,
} from './firestore-submitter-info-store.ts';
import { fromRequestDocument } from './request-document.ts';

/** The most callers one search reads; beyond it, it fails rather than give a partial answer. */
const CALLER_SCAN_LIMIT = 2_000;

/**
 * The requests a filter finds only by their caller: matched by the submitter's words, not by
 * their own, and passing the rest of the filter. Empty unless the filter searches submitters.
 * @example await callerMatches(db, requests, { words: ['becker'], searchSubmitters: true }, 'count') // [request]
 */
async function callerMatches(
  db: Firestore,
  requests: CollectionReference,
  filter: RequestFilter,
  operation: 'page' | 'count',
): Promise<ServiceRequest[]> {
  const words = [...new Set(filter.words ?? [])].sort((a, b) => b.length - a.length);
  if (!filter.searchSubmitters || words.length === 0) return [];
  const found = await db
    .collection(SUBMITTER_INFO)
    .where('searchWords', 'array-contains', words[0])
    .select('searchWords')
    .limit(CALLER_SCAN_LIMIT + 1)
    .get();
  if (found.size > CALLER_SCAN_LIMIT) throw new ScanLimitError(operation, CALLER_SCAN_LIMIT);
  const ids = found.docs
    .filter((doc) => words.every((word) => (doc.get('searchWords') as string[]).includes(word)))
    .map((doc) => doc.id);
  if (ids.length === 0) return [];
  const snapshots = await db.getAll(...ids.map((id) => requests.doc(id)));
  const rest: RequestFilter = { ...filter, words: undefined, searchSubmitters: undefined };
  return snapshots
    .filter((snapshot) => snapshot.exists)
    .map((snapshot) => fromRequestDocument(snapshot.id, snapshot.data()!))
    .filter((request) => matchesFilter(request, rest) && !matchesWords(requestText(request), words));
}

/**
 * A page of the request query with the requests found by their caller merged in, in the
 * reference order.
 * @example await pageWithCallers(db, requests, query, queryPage(requests, query))
 */
export async function pageWithCallers(
  db: Firestore,
  requests: CollectionReference,
  query: RequestPageQuery,
  own: Promise<ServiceRequest[]>,
): Promise<ServiceRequest[]> {
  const [page, callers] = await Promise.all([own, callerMatches(db, requests, query.filter, 'page')]);
  if (callers.length === 0) return page;
  const { sort, direction, after } = query;
  const later = callers.filter((request) => !after || compareKeys(cursorAfter(request, sort), after, direction) > 0);
  const limit = Math.max(0, Math.min(MAX_PAGE_SIZE, Math.floor(query.limit)));
  return [...page, ...later].sort((a, b) => compareInSort(a, b, sort, direction)).slice(0, limit);
}

/** @example await countWithCallers(db, requests, filter, countRequests(requests, filter)) // 3 */
export async function countWithCallers(
  db: Firestore,
  requests: CollectionReference,
  filter: RequestFilter,
  own: Promise<number>,
): Promise<number> {
  const [count, callers] = await Promise.all([own, callerMatches(db, requests, filter, 'count')]);
  return count + callers.length;
}

/**
 * Gives every submitter document from before search by caller its searchWords (firestore-backfill.ts:
 * a page at a time, each write conditional). Running it again writes nothing.
 * @example await backfillCallerWords(db) // 1200 documents brought up to date
 */
export function backfillCallerWords(db: Firestore, pageSize = 300): Promise<number> {
  return backfillCollection(db, SUBMITTER_INFO, pageSize, (doc) => {
    const wanted = toSubmitterInfoDocument(fromSubmitterInfoDocument(doc.data())).searchWords;
    return JSON.stringify(doc.get('searchWords')) === JSON.stringify(wanted) ? null : { searchWords: wanted };
  });
}
