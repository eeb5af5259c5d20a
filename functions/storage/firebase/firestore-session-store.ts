/**
 * SessionStore on Firestore: `sessions/{id}`, one document per sign-in with userId, createdAt,
 * renewedAt, expiresAt and the SHA-256 of its current token and of the one the last renewal
 * retired (session-tokens.ts); tokens themselves are never stored, so a database reader cannot
 * sign in as anyone. Expired sessions are hidden by get(); a Firestore TTL policy on expiresAt
 * deletes them for good (docs/deploy-firebase.md). A renewal runs in a transaction, so two
 * instances renewing the same token at once give one new token, not two.
 */
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import type { Session, SessionRecord, SessionStore } from '../ports.ts';
import {
  hashToken,
  isKnownToken,
  isSessionId,
  newSessionToken,
  sessionEndSignal,
  sessionIdOf,
  tokenStanding,
  type StoredTokens,
} from '../session-tokens.ts';
import { toIso } from './request-document.ts';

const SESSIONS = 'sessions';

/** Firestore writes at most 500 documents in one batch. */
const BATCH_SIZE = 500;

function record(id: string, data: DocumentData): SessionRecord {
  return {
    id,
    userId: data.userId as string,
    createdAt: toIso(data.createdAt),
    renewedAt: toIso(data.renewedAt),
    expiresAt: toIso(data.expiresAt),
  };
}

function stored(data: DocumentData): StoredTokens {
  const until = data.previousValidUntil as Timestamp | null | undefined;
  return {
    tokenHash: data.tokenHash as string,
    previousTokenHash: (data.previousTokenHash as string | null | undefined) ?? null,
    previousValidUntil: until ? until.toMillis() : null,
  };
}

export function createFirestoreSessionStore(db: Firestore, now: () => Date): SessionStore {
  const sessions = db.collection(SESSIONS);
  const signal = sessionEndSignal();

  /** The live document's data (ended and expired sessions have none; old-shape ones no token hash). */
  const live = (data: DocumentData | undefined): DocumentData | null =>
    data && typeof data.tokenHash === 'string' && Date.parse(toIso(data.expiresAt)) > now().getTime() ? data : null;

  return {
    async create(userId, expiresAt) {
      const { id, token } = newSessionToken();
      const at = now();
      await sessions.doc(id).create({
        userId,
        tokenHash: hashToken(token),
        previousTokenHash: null,
        previousValidUntil: null,
        createdAt: Timestamp.fromDate(at),
        renewedAt: Timestamp.fromDate(at),
        expiresAt: Timestamp.fromDate(expiresAt),
      });
      const iso = at.toISOString();
      return { id, token, userId, createdAt: iso, renewedAt: iso, expiresAt: expiresAt.toISOString(), current: true };
    },

    async get(token) {
      const id = sessionIdOf(token);
      if (!id) return null;
      const data = live((await sessions.doc(id).get()).data());
      const standing = data ? tokenStanding(stored(data), token, now().getTime()) : null;
      if (!data || !standing) return null;
      return { ...record(id, data), token, current: standing === 'current' } satisfies Session;
    },

    async getById(id) {
      if (!isSessionId(id)) return null;
      const data = live((await sessions.doc(id).get()).data());
      return data ? record(id, data) : null;
    },

    async renew(token, graceUntil) {
      const id = sessionIdOf(token);
      if (!id) return null;
      const ref = sessions.doc(id);
      return db.runTransaction(async (transaction) => {
        const data = live((await transaction.get(ref)).data());
        if (!data || tokenStanding(stored(data), token, now().getTime()) !== 'current') return null;
        const next = newSessionToken(id);
        const at = now();
        transaction.update(ref, {
          previousTokenHash: data.tokenHash as string,
          previousValidUntil: Timestamp.fromDate(graceUntil),
          tokenHash: hashToken(next.token),
          renewedAt: Timestamp.fromDate(at),
        });
        return {
          ...record(id, data),
          renewedAt: at.toISOString(),
          token: next.token,
          current: true,
        } satisfies Session;
      });
    },

    async delete(token) {
      const id = sessionIdOf(token);
      if (!id) return;
      const data = (await sessions.doc(id).get()).data();
      if (!data || typeof data.tokenHash !== 'string' || !isKnownToken(stored(data), token)) return;
      await sessions.doc(id).delete();
      signal.emit({ sessionId: id });
    },

    async deleteAllForUser(userId) {
      const found = await sessions.where('userId', '==', userId).get();
      for (let i = 0; i < found.docs.length; i += BATCH_SIZE) {
        const batch = db.batch();
        for (const doc of found.docs.slice(i, i + BATCH_SIZE)) batch.delete(doc.ref);
        await batch.commit();
      }
      signal.emit({ userId });
    },

    onEnd: signal.onEnd,
  };
}
