/**
 * The Firestore FollowStore's side of the data transfer: each collection read a page at a time in
 * document id order (the key of each kind, so no index beyond the built-in one), and restored in
 * batched writes, documents as the store itself writes them.
 */
import { FieldPath, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import type { FollowRecord, FollowRecordKind } from '../follow-ports.ts';
import { followRecordKey, pruneAfter } from '../follow-tokens.ts';
import {
  FOLLOW_TOKENS,
  SUBMITTER_STOPS,
  SUBSCRIPTIONS,
  fromSubscriptionDocument,
  fromTokenDocument,
} from './firestore-follow-documents.ts';
import { timestampOrNull, toIso } from './request-document.ts';
import type { FollowTransfer } from '../transfer-ports.ts';

/** Firestore takes at most 500 writes in one batch. */
const BATCH_LIMIT = 500;

const COLLECTION_OF: Record<FollowRecordKind, string> = {
  subscription: SUBSCRIPTIONS,
  followToken: FOLLOW_TOKENS,
  submitterStop: SUBMITTER_STOPS,
};

function toRecord(kind: FollowRecordKind, id: string, data: DocumentData): FollowRecord {
  switch (kind) {
    case 'subscription':
      return { kind, subscription: fromSubscriptionDocument(id, data) };
    case 'followToken':
      return { kind, hash: id, token: fromTokenDocument(data) };
    case 'submitterStop':
      return { kind, requestId: id, createdAt: toIso(data.createdAt) };
  }
}

/** The document a record is kept as, with the fields the store writes. */
function toDocument(record: FollowRecord): DocumentData {
  switch (record.kind) {
    case 'subscription': {
      const { requestId, email, status, createdAt, confirmedAt, endedAt, language } = record.subscription;
      return {
        requestId,
        email,
        status,
        language,
        createdAt: Timestamp.fromDate(new Date(createdAt)),
        confirmedAt: timestampOrNull(confirmedAt),
        endedAt: timestampOrNull(endedAt),
      };
    }
    case 'followToken': {
      const { kind, requestId, subscriptionId, createdAt, expiresAt } = record.token;
      const prunable = pruneAfter(kind, expiresAt, new Date());
      return {
        kind,
        requestId,
        subscriptionId,
        createdAt: Timestamp.fromDate(new Date(createdAt)),
        expiresAt: timestampOrNull(expiresAt),
        // A stop token counts as carried at the import, so a move never starts its year over early.
        pruneAfter: prunable === null ? null : Timestamp.fromMillis(prunable),
      };
    }
    case 'submitterStop':
      return { createdAt: Timestamp.fromDate(new Date(record.createdAt)) };
  }
}

/** @example const transfer = firestoreFollowTransfer(db); await transfer.pageRecords('followToken', null, 500); */
export function firestoreFollowTransfer(db: Firestore): FollowTransfer {
  return {
    async pageRecords(kind, after, limit) {
      let query = db.collection(COLLECTION_OF[kind]).orderBy(FieldPath.documentId());
      if (after !== null) query = query.startAfter(after);
      const found = await query.limit(limit).get();
      return found.docs.map((doc) => toRecord(kind, doc.id, doc.data()));
    },

    async restore(records) {
      for (let start = 0; start < records.length; start += BATCH_LIMIT) {
        const batch = db.batch();
        for (const record of records.slice(start, start + BATCH_LIMIT)) {
          batch.set(db.collection(COLLECTION_OF[record.kind]).doc(followRecordKey(record)), toDocument(record));
        }
        await batch.commit();
      }
    },
  };
}
