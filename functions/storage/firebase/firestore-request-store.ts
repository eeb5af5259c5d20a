/**
 * RequestStore on Firestore: one document per request in `requests`. Creates use docRef.create()
 * (refused if the id exists) with server timestamps; every change runs in a transaction that reads
 * the document, appends to its lists and writes it back, so concurrent changes all survive and two
 * identical entries stay two (arrayUnion would merge them); a conditional change (updateIf) checks
 * its condition on that same read, so it holds at the commit. Changes to one request from this
 * instance also queue for each other, so they do not contend. A submission creates the request,
 * reserves its reference (firestore-request-references.ts; a clash draws another) and sets its
 * `request_submitter_info` document in one batch, which commits all or nothing. Nothing is
 * published here: the change feed hears every committed write through its snapshot listener.
 * Every write keeps the query-only fields in step (firestore-request-write.ts); lists, counts and
 * statistics are store-side queries (firestore-request-page.ts, -count.ts, -stats.ts).
 */
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentData,
  type Firestore,
  type Query,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { newReference } from '#domain/requests/reference.ts';
import { STATUSES, type Status } from '#domain/requests/constants.ts';
import type { NewServiceRequest, ServiceRequest } from '#domain/requests/request-schemas.ts';
import {
  storedSubmitterInfo,
  StoreConflictError,
  type ConditionalUpdate,
  type ListOptions,
  type RequestChange,
  type RequestStore,
} from '../ports.ts';
import { countWithCallers, pageWithCallers } from './firestore-caller-search.ts';
import { countRequests } from './firestore-request-count.ts';
import { addAlsoReported, alsoReportedCount, nearbyRequests } from './firestore-request-nearby.ts';
import { queryPage } from './firestore-request-page.ts';
import { queryStats } from './firestore-request-stats.ts';
import { changedFields, completeQueryFields } from './firestore-request-write.ts';
import { SUBMITTER_INFO, toSubmitterInfoDocument } from './firestore-submitter-info-store.ts';
import { createKeyedQueue } from '../../services/keyed-queue.ts';
import {
  isAlreadyExists,
  REFERENCE_ATTEMPTS,
  REFERENCES,
  reservation,
  reservedFor,
} from './firestore-request-references.ts';
import { fromRequestDocument, REQUESTS, toRequestDocument } from './request-document.ts';
import type { RequestTransfer } from '../transfer-ports.ts';

const always = () => true;

/** Newest first; the document id breaks ties in the same direction, as the SQLite store does. */
function newestFirst(query: Query, options?: ListOptions): Query | null {
  let ordered = query.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
  if (options?.limit !== undefined) {
    const limit = Math.max(0, Math.floor(options.limit));
    if (limit === 0) return null; // Firestore has no limit(0); the answer is simply empty.
    ordered = ordered.limit(limit);
  }
  return ordered;
}

/** `now` stamps the submitter info of a submission, as SubmitterInfoStore.put() does. */
export function createFirestoreRequestStore(
  db: Firestore,
  now: () => Date,
  draw: () => string = newReference,
): RequestStore & RequestTransfer {
  const requests = db.collection(REQUESTS);
  const references = db.collection(REFERENCES);
  const submitterInfo = db.collection(SUBMITTER_INFO);
  // Changes to one request from this instance wait for each other rather than contend.
  const queue = createKeyedQueue();

  const read = async (id: string): Promise<ServiceRequest | null> => {
    const snapshot = await requests.doc(id).get();
    const data = snapshot.data();
    return data ? fromRequestDocument(id, data) : null;
  };

  /**
   * One change in a transaction: read, check `condition` on what was read, append to the lists,
   * set the fields and the server time. Firestore fails the commit when the document changed
   * after the read, and runs it all again, so the check always sees what the write replaces.
   */
  const applyIf = async (
    id: string,
    change: RequestChange,
    condition: (current: ServiceRequest) => boolean,
  ): Promise<ConditionalUpdate | null> => {
    const ref = requests.doc(id);
    const outcome = await db.runTransaction(async (transaction) => {
      const current = (await transaction.get(ref)).data();
      if (!current) return null;
      const request = fromRequestDocument(id, current);
      if (!condition(request)) return { applied: false, request } as const;
      const fields = changedFields(id, current, change);
      transaction.update(ref, fields);
      return { applied: true, fields } as const;
    });
    if (!outcome) return null;
    if (!outcome.applied) return outcome;
    await completeQueryFields(db, ref, outcome.fields);
    // Read back for the server's timestamp (still in the queue, so no change from this instance
    // comes in between; one from another instance may, and then it is included too).
    const request = await read(id);
    return request && { applied: true, request };
  };

  const run = async (query: Query | null) => {
    if (!query) return [];
    const snapshot = await query.get();
    return snapshot.docs.map((doc) => fromRequestDocument(doc.id, doc.data()));
  };

  /**
   * Commits a write that creates the request document, then reads the request back for the
   * timestamps the server chose. create() is refused if the id exists, which fails the whole write.
   */
  const created = async (request: NewServiceRequest, write: (batch: WriteBatch, document: DocumentData) => void) => {
    const stamp = FieldValue.serverTimestamp();
    let document: DocumentData;
    for (let attempt = 1; ; attempt += 1) {
      const reference = draw();
      document = toRequestDocument({ ...request, reference }, stamp, stamp);
      // The reservation first: an emulator that applies a batch's writes in turn then refuses a
      // taken reference before it writes anything else.
      const batch = db.batch().create(references.doc(reference), reservation(request.id));
      write(batch, document);
      try {
        await batch.commit();
        break;
      } catch (error) {
        if (!isAlreadyExists(error)) throw error;
        if ((await requests.doc(request.id).get()).exists) {
          throw new StoreConflictError(`A request with id ${request.id} exists.`);
        }
        if (attempt >= REFERENCE_ATTEMPTS) throw error;
      }
    }
    await completeQueryFields(db, requests.doc(request.id), document);
    const stored = await read(request.id);
    if (!stored) throw new Error(`Request ${request.id} vanished right after it was created.`);
    return stored;
  };

  return {
    create(request) {
      return created(request, (batch, document) => batch.create(requests.doc(request.id), document));
    },

    createWithSubmitterInfo(request, info) {
      return created(request, (batch, document) =>
        batch
          // The request before the submitter: an emulator that applies a batch's writes in turn
          // then still refuses a taken id before it touches the submitter document.
          .create(requests.doc(request.id), document)
          .set(submitterInfo.doc(request.id), toSubmitterInfoDocument(storedSubmitterInfo(info, now()))),
      );
    },

    get: read,

    async getByReference(reference) {
      const id = await reservedFor(db, reference);
      const request = id === null ? null : await read(id);
      return request?.reference === reference ? request : null;
    },

    list(options) {
      return run(newestFirst(requests, options));
    },

    listByAssignee(staffId, options) {
      return run(newestFirst(requests.where('assignedTo', '==', staffId), options));
    },

    async listMergedInto(id, limit) {
      // An equality on one field needs no composite index; the few found are ordered here.
      const bounded = Math.max(0, Math.floor(limit));
      if (bounded === 0) return [];
      const found = await run(requests.where('mergedInto', '==', id).limit(bounded));
      return found.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    },

    listCreatedBetween(from, to) {
      const inWindow = requests
        .where('createdAt', '>=', Timestamp.fromDate(from))
        .where('createdAt', '<=', Timestamp.fromDate(to));
      return run(newestFirst(inWindow));
    },

    async counts() {
      const countOf = async (query: Query) => (await query.count().get()).data().count;
      const [byStatusCounts, activeEmergencies] = await Promise.all([
        Promise.all(STATUSES.map((status) => countOf(requests.where('status', '==', status)))),
        countOf(requests.where('priority', '==', 'Emergency').where('status', 'in', ['New', 'In Progress'])),
      ]);
      const byStatus = Object.fromEntries(STATUSES.map((status, i) => [status, byStatusCounts[i]])) as Record<
        Status,
        number
      >;
      return { byStatus, activeEmergencies };
    },

    page(query) {
      return pageWithCallers(db, requests, query, queryPage(requests, query));
    },

    count(filter) {
      return countWithCallers(db, requests, filter, countRequests(requests, filter));
    },

    stats(query) {
      return queryStats(requests, query);
    },

    async update(id, change) {
      return (await queue(id, () => applyIf(id, change, always)))?.request ?? null;
    },

    updateIf(id, change, condition) {
      return queue(id, () => applyIf(id, change, condition));
    },

    nearby(query) {
      return nearbyRequests(requests, query);
    },

    addAlsoReported(id) {
      return addAlsoReported(requests, id);
    },

    alsoReported(id) {
      return alsoReportedCount(requests, id);
    },

    async restore(request: ServiceRequest) {
      const document = toRequestDocument(
        request,
        Timestamp.fromDate(new Date(request.createdAt)),
        Timestamp.fromDate(new Date(request.lastUpdatedAt)),
      );
      await db
        .batch()
        .set(requests.doc(request.id), document)
        .set(references.doc(request.reference), reservation(request.id))
        .commit();
    },
  };
}
