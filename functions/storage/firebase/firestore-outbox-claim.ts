/**
 * Claiming an outbox message on Firestore (Outbox.claim): one transaction pushes the message's
 * nextAttemptAt to the end of the lease, so the due query skips it until then, and creates the
 * claim's own document, `outbox_claims/<message id>-<claim number>`. Firestore's transactions
 * already let only one of two racing claims commit; the create adds a guard that holds wherever
 * they do not isolate (the in-process test emulator): two claims that read the same claim number
 * cannot both create its document. Claim documents expire by the TTL policy on `expiresAt`
 * (firestore.indexes.json), long after any race they guard against.
 */
import { randomBytes } from 'node:crypto';
import { Timestamp, type CollectionReference, type DocumentData, type Firestore } from 'firebase-admin/firestore';

export const OUTBOX_CLAIMS = 'outbox_claims';
/** A claim document outlives its lease by far; a day keeps it for support to read. */
const CLAIM_KEPT_MS = 24 * 60 * 60_000;
/** gRPC ALREADY_EXISTS: another sender created the same claim first. */
const ALREADY_EXISTS = 6;

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : Number.POSITIVE_INFINITY);

interface ClaimContext<T> {
  db: Firestore;
  outbox: CollectionReference;
  at: Date;
  toMessage: (id: string, data: DocumentData) => T;
}

/**
 * Claims message `id` for `leaseMs`, or answers null when it is not a due pending message.
 * @example await claimOutboxMessage({ db, outbox, at: new Date(), toMessage }, id, 120_000)
 */
export async function claimOutboxMessage<T>(context: ClaimContext<T>, id: string, leaseMs: number): Promise<T | null> {
  const { db, outbox, at, toMessage } = context;
  const ref = outbox.doc(id);
  // The attempt's id: a transaction retried after a commit whose answer was lost finds its own claim.
  const attemptId = randomBytes(8).toString('hex');
  try {
    return await db.runTransaction(async (transaction) => {
      const data = (await transaction.get(ref)).data();
      if (data && data.claimId === attemptId) return toMessage(id, data);
      if (data?.status !== 'pending' || millis(data.nextAttemptAt) > at.getTime()) return null;
      const claims = typeof data.claims === 'number' ? data.claims : 0;
      const until = Timestamp.fromMillis(at.getTime() + leaseMs);
      // The create goes first: where it fails, the commit writes nothing.
      transaction.create(db.collection(OUTBOX_CLAIMS).doc(`${id}-${claims}`), {
        attemptId,
        claimedAt: Timestamp.fromDate(at),
        until,
        expiresAt: Timestamp.fromMillis(at.getTime() + CLAIM_KEPT_MS),
      });
      const change = { claims: claims + 1, claimId: attemptId, nextAttemptAt: until };
      transaction.update(ref, change);
      return toMessage(id, { ...data, ...change });
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return null;
    throw error;
  }
}
