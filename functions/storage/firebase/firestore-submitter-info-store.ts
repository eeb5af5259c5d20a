/**
 * SubmitterInfoStore on Firestore: `request_submitter_info`, document id = request id, never read
 * by any query of `requests`. createdAt comes from the store's clock (as in the SQLite store), so
 * put() answers without a second read; it is kept as a Timestamp. searchWords, the prefixes of the
 * caller's words, is what staff search by caller looks up (firestore-caller-search.ts); it is never
 * read back.
 */
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import type { SubmitterInfo } from '#domain/requests/request-schemas.ts';
import { wordPrefixes } from '#domain/requests/search-words.ts';
import { submitterText } from '#domain/requests/submitter-search.ts';
import { storedSubmitterInfo, submitterFields, type SubmitterInfoStore } from '../ports.ts';
import { toIso } from './request-document.ts';
import type { SubmitterInfoTransfer } from '../transfer-ports.ts';

export const SUBMITTER_INFO = 'request_submitter_info';

/**
 * The stored document of one submitter's info, for this store and for the batch that writes it
 * with its request (firestore-request-store.ts).
 * @example batch.set(db.collection(SUBMITTER_INFO).doc(id), toSubmitterInfoDocument(info));
 */
export function toSubmitterInfoDocument(info: SubmitterInfo) {
  return {
    ...submitterFields(info),
    createdAt: Timestamp.fromDate(new Date(info.createdAt)),
    searchWords: wordPrefixes(submitterText(info)),
  };
}

/** The info a stored document holds (its searchWords left out). */
export function fromSubmitterInfoDocument(data: DocumentData): SubmitterInfo {
  return {
    name: data.name as string,
    email: data.email as string,
    phone: data.phone as string,
    address: data.address as string,
    wantsTextAlerts: data.wantsTextAlerts === true,
    createdAt: toIso(data.createdAt),
  };
}

export function createFirestoreSubmitterInfoStore(
  db: Firestore,
  now: () => Date,
): SubmitterInfoStore & SubmitterInfoTransfer {
  const collection = db.collection(SUBMITTER_INFO);

  const write = async (requestId: string, info: SubmitterInfo) => {
    await collection.doc(requestId).set(toSubmitterInfoDocument(info));
  };

  return {
    async put(requestId, info) {
      const stored = storedSubmitterInfo(info, now());
      await write(requestId, stored);
      return stored;
    },

    async get(requestId) {
      const data = (await collection.doc(requestId).get()).data();
      return data ? fromSubmitterInfoDocument(data) : null;
    },

    restore: write,
  };
}
