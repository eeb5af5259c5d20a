/**
 * Outbox on Firestore: `outbox`, one document per notification. Document ids start with the
 * enqueue time and a per-process counter, so "oldest first" holds even for messages enqueued in
 * the same millisecond (createdAt alone would tie). Ids that grow with time crowd one key range,
 * which Firestore only minds at hundreds of writes a second, far above a township's notifications.
 * The due query (status == pending, nextAttemptAt <= now, by nextAttemptAt, createdAt) needs the
 * composite index in firestore.indexes.json, as does the count per recipient (recipientKey ==,
 * createdAt >=). Sending or giving up a message removes the tokens of
 * its links in the same transaction (outbox-redaction.ts); a sender claims a message before it
 * sends it (firestore-outbox-claim.ts).
 */
import { randomBytes } from 'node:crypto';
import { FieldPath, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { redactLinkTokens } from '../outbox-redaction.ts';
import { claimOutboxMessage } from './firestore-outbox-claim.ts';
import type { NewOutboxMessage, Outbox, OutboxMessage } from '../ports.ts';
import { toIso } from './request-document.ts';

const OUTBOX = 'outbox';

let sequence = 0;

/**
 * A new message id that sorts after every id this process made before.
 * @example newOutboxId(new Date(0)) // '000000000000' + 4 counter + 8 random characters
 */
function newOutboxId(at: Date): string {
  sequence = (sequence + 1) % 36 ** 4;
  const time = at.getTime().toString(36).padStart(12, '0');
  return `${time}${sequence.toString(36).padStart(4, '0')}${randomBytes(4).toString('hex')}`;
}

/** Anything else cannot be a document id of ours (and a '/' would name another path). */
const isOutboxId = (id: string) => /^[a-z0-9]{1,64}$/.test(id);

function fromDocument(id: string, data: DocumentData): OutboxMessage {
  return {
    id,
    channel: data.channel as OutboxMessage['channel'],
    to: data.to as string,
    subject: (data.subject ?? null) as string | null,
    body: data.body as string,
    unsubscribeUrl: (data.unsubscribeUrl ?? null) as string | null,
    requestId: (data.requestId ?? null) as string | null,
    status: data.status as OutboxMessage['status'],
    attempts: data.attempts as number,
    lastError: (data.lastError ?? null) as string | null,
    createdAt: toIso(data.createdAt),
    nextAttemptAt: toIso(data.nextAttemptAt),
    sentAt: data.sentAt ? toIso(data.sentAt) : null,
  };
}

/** The fields leaving the queue changes: the links' tokens go (a retry keeps them). */
const finished = (data: DocumentData) => ({ body: redactLinkTokens(data.body as string), unsubscribeUrl: null });

export function createFirestoreOutbox(db: Firestore, now: () => Date): Outbox {
  const outbox = db.collection(OUTBOX);

  /** Reads, changes and writes one message in a transaction; an unknown id changes nothing. */
  const change = (id: string, next: (data: DocumentData) => DocumentData) =>
    isOutboxId(id)
      ? db.runTransaction(async (transaction) => {
          const ref = outbox.doc(id);
          const data = (await transaction.get(ref)).data();
          if (data) transaction.update(ref, next(data));
        })
      : Promise.resolve();

  return {
    async enqueue(message: NewOutboxMessage) {
      const at = now();
      const id = newOutboxId(at);
      const data = {
        channel: message.channel,
        to: message.to,
        subject: message.subject ?? null,
        body: message.body,
        unsubscribeUrl: message.unsubscribeUrl ?? null,
        requestId: message.requestId ?? null,
        recipientKey: message.recipientKey ?? null,
        status: 'pending',
        attempts: 0,
        lastError: null,
        createdAt: Timestamp.fromDate(at),
        nextAttemptAt: Timestamp.fromDate(at),
        sentAt: null,
      };
      await outbox.doc(id).create(data);
      return fromDocument(id, data);
    },

    async get(id) {
      if (!isOutboxId(id)) return null;
      const data = (await outbox.doc(id).get()).data();
      return data ? fromDocument(id, data) : null;
    },

    async listPending(at, options) {
      const limit = options?.limit === undefined ? undefined : Math.max(0, Math.floor(options.limit));
      if (limit === 0) return [];
      let query = outbox
        .where('status', '==', 'pending')
        .where('nextAttemptAt', '<=', Timestamp.fromDate(at))
        .orderBy('nextAttemptAt')
        .orderBy('createdAt')
        .orderBy(FieldPath.documentId());
      if (limit !== undefined) query = query.limit(limit);
      return (await query.get()).docs.map((doc) => fromDocument(doc.id, doc.data()));
    },

    claim(id, at, leaseMs) {
      if (!isOutboxId(id)) return Promise.resolve(null);
      return claimOutboxMessage({ db, outbox, at, toMessage: fromDocument }, id, leaseMs);
    },

    markSent(id) {
      return change(id, (data) => ({
        status: 'sent',
        sentAt: Timestamp.fromDate(now()),
        attempts: (data.attempts as number) + 1,
        lastError: null,
        ...finished(data),
      }));
    },

    markFailed(id, error, retryAt) {
      return change(id, (data) => ({
        status: retryAt ? 'pending' : 'failed',
        attempts: (data.attempts as number) + 1,
        lastError: error,
        nextAttemptAt: Timestamp.fromDate(retryAt ?? now()),
        ...(retryAt ? {} : finished(data)),
      }));
    },

    async countForRecipient(recipientKey, since) {
      const counted = await outbox
        .where('recipientKey', '==', recipientKey)
        .where('createdAt', '>=', Timestamp.fromDate(since))
        .count()
        .get();
      return counted.data().count;
    },
  };
}
