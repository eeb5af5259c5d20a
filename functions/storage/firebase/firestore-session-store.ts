/**
 * SessionStore on Firestore: `sessions`, document id = SHA-256 of the token (the token itself is
 * never stored, so a database reader cannot sign in as anyone), fields userId, createdAt and
 * expiresAt. Expired sessions are hidden by get(); a Firestore TTL policy on expiresAt deletes
 * them for good (docs/deploy-firebase.md).
 */
import { createHash, randomBytes } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Session, SessionStore } from '../ports.ts';
import { toIso } from './request-document.ts';

export const SESSIONS = 'sessions';

/** Firestore writes at most 500 documents in one batch. */
const BATCH_SIZE = 500;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createFirestoreSessionStore(db: Firestore, now: () => Date): SessionStore {
  const sessions = db.collection(SESSIONS);

  return {
    async create(userId, expiresAt) {
      const token = randomBytes(32).toString('base64url');
      const createdAt = now();
      await sessions.doc(hashToken(token)).create({
        userId,
        createdAt: Timestamp.fromDate(createdAt),
        expiresAt: Timestamp.fromDate(expiresAt),
      });
      return {
        token,
        userId,
        createdAt: createdAt.toISOString(),
        expiresAt: expiresAt.toISOString(),
      } satisfies Session;
    },

    async get(token) {
      if (!token) return null;
      const data = (await sessions.doc(hashToken(token)).get()).data();
      if (!data) return null;
      const expiresAt = toIso(data.expiresAt);
      if (Date.parse(expiresAt) <= now().getTime()) return null;
      return { token, userId: data.userId as string, createdAt: toIso(data.createdAt), expiresAt };
    },

    async delete(token) {
      if (token) await sessions.doc(hashToken(token)).delete();
    },

    async deleteAllForUser(userId) {
      const found = await sessions.where('userId', '==', userId).get();
      for (let i = 0; i < found.docs.length; i += BATCH_SIZE) {
        const batch = db.batch();
        for (const doc of found.docs.slice(i, i + BATCH_SIZE)) batch.delete(doc.ref);
        await batch.commit();
      }
    },
  };
}
