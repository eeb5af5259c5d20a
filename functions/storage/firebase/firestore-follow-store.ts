/**
 * FollowStore on Firestore: `request_subscriptions` (document id derived from request and address,
 * follow-tokens.ts), `request_submitter_stops` (document id = request id) and `follow_tokens`
 * (document id = the token's SHA-256, so finding a token is a document read by its hash). The
 * queries (requestId == and status ==; pruneAfter <) are served by Firestore's automatic
 * single-field indexes. Tokens stored before pruneAfter existed have none and are never pruned.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { FollowStore } from '../follow-ports.ts';
import {
  hashFollowToken,
  isWellFormedFollowToken,
  newFollowToken,
  normaliseEmail,
  pruneAfter,
  subscriptionId,
} from '../follow-tokens.ts';
import {
  FOLLOW_TOKENS,
  SUBMITTER_STOPS,
  SUBSCRIPTIONS,
  fromSubscriptionDocument,
  fromTokenDocument,
  isDocumentId,
} from './firestore-follow-documents.ts';
import { timestampOrNull } from './request-document.ts';
import { firestoreFollowTransfer } from './firestore-follow-transfer.ts';
import type { FollowTransfer } from '../transfer-ports.ts';

/** Documents deleted per batch while pruning (Firestore takes up to 500 writes in one). */
const PRUNE_BATCH = 300;

export function createFirestoreFollowStore(db: Firestore, now: () => Date): FollowStore & FollowTransfer {
  const subscriptions = db.collection(SUBSCRIPTIONS);
  const stops = db.collection(SUBMITTER_STOPS);
  const tokens = db.collection(FOLLOW_TOKENS);

  const read = async (id: string) => {
    if (!isDocumentId(id)) return null;
    const snapshot = await subscriptions.doc(id).get();
    const data = snapshot.data();
    return data ? fromSubscriptionDocument(id, data) : null;
  };

  return {
    ...firestoreFollowTransfer(db),

    async issueToken(token) {
      const secret = newFollowToken();
      const at = now();
      const prunable = pruneAfter(token.kind, token.expiresAt, at);
      await tokens.doc(hashFollowToken(secret)).create({
        kind: token.kind,
        requestId: token.requestId,
        subscriptionId: token.subscriptionId,
        createdAt: Timestamp.fromDate(at),
        expiresAt: timestampOrNull(token.expiresAt),
        pruneAfter: prunable === null ? null : Timestamp.fromMillis(prunable),
      });
      return secret;
    },

    async keepStopToken(token, about) {
      const ref = tokens.doc(hashFollowToken(token));
      await db.runTransaction(async (transaction) => {
        const at = Timestamp.fromDate(now());
        if ((await transaction.get(ref)).exists) {
          transaction.update(ref, { pruneAfter: at });
          return;
        }
        transaction.set(ref, {
          kind: 'stop',
          requestId: about.requestId,
          subscriptionId: about.subscriptionId,
          createdAt: at,
          expiresAt: null,
          pruneAfter: at,
        });
      });
    },

    async pruneTokens(before) {
      let deleted = 0;
      for (;;) {
        const found = await tokens.where('pruneAfter', '<', Timestamp.fromDate(before)).limit(PRUNE_BATCH).get();
        if (found.empty) return deleted;
        const batch = db.batch();
        for (const doc of found.docs) batch.delete(doc.ref);
        await batch.commit();
        deleted += found.size;
      }
    },

    async findToken(token) {
      if (!isWellFormedFollowToken(token)) return null;
      const data = (await tokens.doc(hashFollowToken(token)).get()).data();
      return data ? fromTokenDocument(data) : null;
    },

    async subscribe(requestId, email, language = 'en') {
      const id = subscriptionId(requestId, email);
      const ref = subscriptions.doc(id);
      return db.runTransaction(async (transaction) => {
        const data = (await transaction.get(ref)).data();
        if (data && data.status !== 'ended') return fromSubscriptionDocument(id, data);
        const fresh = {
          requestId,
          email: normaliseEmail(email),
          status: 'pending',
          createdAt: Timestamp.fromDate(now()),
          confirmedAt: null,
          endedAt: null,
          language,
        };
        transaction.set(ref, fresh);
        return fromSubscriptionDocument(id, fresh);
      });
    },

    getSubscription: read,

    async setSubscriptionStatus(id, status) {
      if (!isDocumentId(id)) return null;
      const ref = subscriptions.doc(id);
      return db.runTransaction(async (transaction) => {
        const data = (await transaction.get(ref)).data();
        if (!data) return null;
        if (data.status === status) return fromSubscriptionDocument(id, data);
        const at = Timestamp.fromDate(now());
        const change = status === 'active' ? { status, confirmedAt: at, endedAt: null } : { status, endedAt: at };
        transaction.update(ref, change);
        return fromSubscriptionDocument(id, { ...data, ...change });
      });
    },

    async listActive(requestId, limit) {
      const found = await subscriptions
        .where('requestId', '==', requestId)
        .where('status', '==', 'active')
        .limit(limit)
        .get();
      return found.docs.map((doc) => fromSubscriptionDocument(doc.id, doc.data()));
    },

    async countActive(requestId) {
      const counted = await subscriptions
        .where('requestId', '==', requestId)
        .where('status', '==', 'active')
        .count()
        .get();
      return counted.data().count;
    },

    async stopSubmitter(requestId) {
      if (!isDocumentId(requestId)) return;
      // In a transaction, so the first stop's time is the one kept.
      const ref = stops.doc(requestId);
      await db.runTransaction(async (transaction) => {
        if (!(await transaction.get(ref)).exists) transaction.set(ref, { createdAt: Timestamp.fromDate(now()) });
      });
    },

    async submitterStopped(requestId) {
      if (!isDocumentId(requestId)) return false;
      return (await stops.doc(requestId).get()).exists;
    },
  };
}
