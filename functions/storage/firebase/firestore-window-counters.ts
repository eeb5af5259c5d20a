/**
 * WindowCounters on Firestore: `rate_limits/{id}`, one document per limit and key holding the
 * key's live window: `count` and `expiresAt`, the window's end (a Timestamp). The id is the
 * SHA-256 of the limit's name and the key, so no address or e-mail is stored in clear and no '/'
 * can appear. Every count is a transaction (1 read + 1 write), so every instance of the API counts
 * on the same documents; within a live window the count goes up by FieldValue.increment, so even
 * a retried or unisolated transaction loses no attempt. A TTL policy on expiresAt deletes ended
 * windows (docs/deploy-firebase.md); until it runs, an ended window reads as none.
 */
import { createHash } from 'node:crypto';
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import type { WindowCount, WindowCounter, WindowCounters } from '../window-counter-ports.ts';

const RATE_LIMITS = 'rate_limits';

interface LiveWindow {
  count: number;
  endsAt: number;
}

/** The key's window if it has not ended at `at`. */
function liveWindow(data: DocumentData | undefined, at: number): LiveWindow | null {
  const expiresAt = data?.expiresAt as Timestamp | undefined;
  if (!data || !expiresAt || expiresAt.toMillis() <= at) return null;
  return { count: Number(data.count) || 0, endsAt: expiresAt.toMillis() };
}

const counted = (window: LiveWindow | null, at: number): WindowCount =>
  window && window.count > 0
    ? { count: window.count, retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - at) / 1000)) }
    : { count: 0, retryAfterSeconds: 0 };

/**
 * @example
 * const counters = createFirestoreWindowCounters(db);
 * const submits = counters.open({ name: 'submit', windowMs: 3_600_000, now: Date.now });
 * await submits.add('submit:203.0.113.9') // { count: 1, retryAfterSeconds: 3600, undo }
 */
export function createFirestoreWindowCounters(db: Firestore): WindowCounters {
  const collection = db.collection(RATE_LIMITS);
  return {
    open({ name, windowMs, now }): WindowCounter {
      const docOf = (key: string) => collection.doc(createHash('sha256').update(`${name}\n${key}`).digest('base64url'));
      const undoIn = (doc: DocumentReference, endsAt: number) =>
        db.runTransaction(async (transaction) => {
          const window = liveWindow((await transaction.get(doc)).data(), now());
          // Only the window it was counted in: a later one holds other attempts.
          if (!window || window.endsAt !== endsAt || window.count <= 0) return;
          if (window.count === 1) transaction.delete(doc);
          else transaction.update(doc, { count: FieldValue.increment(-1) });
        });
      return {
        async get(key) {
          const at = now();
          return counted(liveWindow((await docOf(key).get()).data(), at), at);
        },
        async add(key) {
          const doc = docOf(key);
          const at = now();
          const window = await db.runTransaction(async (transaction) => {
            const live = liveWindow((await transaction.get(doc)).data(), at);
            if (!live) {
              const endsAt = at + windowMs;
              transaction.set(doc, { count: 1, expiresAt: Timestamp.fromMillis(endsAt) });
              return { count: 1, endsAt };
            }
            transaction.update(doc, { count: FieldValue.increment(1) });
            return { count: live.count + 1, endsAt: live.endsAt };
          });
          return { ...counted(window, at), undo: () => undoIn(doc, window.endsAt) };
        },
        async clear(key) {
          await docOf(key).delete();
        },
      };
    },
  };
}
