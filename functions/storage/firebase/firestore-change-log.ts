/**
 * The Firebase ChangeLog: requests ordered by lastUpdatedAt (a commit timestamp) then document id,
 * read after a cursor of both. Every instance reads the same Firestore, so a change made through
 * one instance is in the next read of any other. A read costs one document read per request
 * returned, and one when none is (Firestore's minimum per query); the automatic single-field index
 * of lastUpdatedAt serves it (firestore-indexes.test.ts). A request changed several times since
 * the cursor comes once, at its latest state, as the memory log gives it.
 */
import { FieldPath, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import type { ChangeLog, RequestEvent } from '../ports.ts';
import { fromRequestDocument, REQUESTS } from './request-document.ts';

const CURSOR = /^(\d{1,12})\.(\d{1,9})\/([A-Za-z0-9_-]{0,100})$/;

const encode = (at: Timestamp, id: string) =>
  Buffer.from(`${String(at.seconds)}.${String(at.nanoseconds)}/${id}`).toString('base64url');

function decode(cursor: string): { at: Timestamp; id: string } | null {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match || encode(new Timestamp(Number(match[1]), Number(match[2])), match[3] ?? '') !== cursor) return null;
  return { at: new Timestamp(Number(match[1]), Number(match[2])), id: match[3] ?? '' };
}

/**
 * A request document as a change: "created" while it has never been updated (both times are
 * commit timestamps, equal only for the write that created it).
 * @example requestEvent(doc.id, doc.data()).type // 'created'
 */
export function requestEvent(id: string, data: DocumentData): RequestEvent {
  return {
    type: (data.createdAt as Timestamp).isEqual(data.lastUpdatedAt as Timestamp) ? 'created' : 'updated',
    request: fromRequestDocument(id, data),
  };
}

/**
 * @example const page = await createFirestoreChangeLog(db).changedSince(cursor, 100);
 */
export function createFirestoreChangeLog(db: Firestore): ChangeLog {
  const requests = db.collection(REQUESTS);
  return {
    async current() {
      const newest = await requests
        .orderBy('lastUpdatedAt', 'desc')
        .orderBy(FieldPath.documentId(), 'desc')
        .limit(1)
        .get();
      const doc = newest.docs[0];
      return doc ? encode(doc.get('lastUpdatedAt') as Timestamp, doc.id) : encode(new Timestamp(0, 0), '');
    },
    async changedSince(cursor, limit) {
      const after = decode(cursor);
      if (!after) return { kind: 'invalid' };
      const ordered = requests.orderBy('lastUpdatedAt').orderBy(FieldPath.documentId());
      const snapshot = await (after.id ? ordered.startAfter(after.at, after.id) : ordered.startAfter(after.at))
        .limit(limit + 1)
        .get();
      const docs = snapshot.docs.slice(0, limit);
      const last = docs.at(-1);
      return {
        kind: 'page',
        cursor: last ? encode(last.get('lastUpdatedAt') as Timestamp, last.id) : cursor,
        events: docs.map((doc) => requestEvent(doc.id, doc.data())),
        more: snapshot.docs.length > limit,
      };
    },
  };
}
