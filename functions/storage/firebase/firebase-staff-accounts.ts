/**
 * The Firebase StaffStore's account changes. Role, department and the active flag live on the
 * `users` document, changed in a transaction that also counts the active admins (the last-admin
 * guard); a deactivated login is disabled in Firebase Auth and its refresh tokens revoked, so
 * neither the browser's Firebase sign-in nor an ID token it already holds works. Passwords go to
 * Firebase Auth (updateUser); reset links are `staff_password_resets/{sha256 of the token}`
 * (read and restored whole by the data transfer).
 */
import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { ACCOUNT_MESSAGES } from '#domain/requests/staff-account-input.ts';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import { LastAdminError } from '../ports.ts';
import { hashToken } from '../session-tokens.ts';
import { changedProfile, isActiveAdmin, newResetToken, type AccountChanges } from '../staff-accounts.ts';
import { toIso } from './request-document.ts';

interface Options {
  db: Firestore;
  auth: Auth;
  now: () => Date;
  toProfile: (id: string, data: FirebaseFirestore.DocumentData) => StaffProfile;
  /** Runs an Auth call whose "no such user" answer is not an error; true when the user existed. */
  ifExists: (call: () => Promise<unknown>) => Promise<boolean>;
}

const RESETS = 'staff_password_resets';

/** @example const changes = firebaseAccountChanges({ db, auth, now, toProfile, ifExists }); */
export function firebaseAccountChanges({ db, auth, now, toProfile, ifExists }: Options): AccountChanges {
  const users = db.collection('users');
  const resets = db.collection(RESETS);
  const adminGuard = db.collection('staff_guard').doc('admins');

  const endResets = async (userId: string) => {
    const found = await resets.where('userId', '==', userId).get();
    if (found.empty) return;
    const batch = db.batch();
    for (const doc of found.docs) batch.delete(doc.ref);
    await batch.commit();
  };

  const writePassword = async (id: string, password: string, temporary: boolean) => {
    if (!(await ifExists(() => auth.updateUser(id, { password })))) return false;
    const profile = users.doc(id);
    if ((await profile.get()).exists) await profile.update({ mustChangePassword: temporary });
    await endResets(id);
    return true;
  };

  /** The reset document of a live token, or null. */
  const liveReset = async (token: string, at: Date) => {
    const snapshot = await resets.doc(hashToken(token)).get();
    const data = snapshot.data();
    if (!data || (data.expiresAt as Timestamp).toMillis() <= at.getTime()) return null;
    return data.userId as string;
  };

  return {
    async update(id, change) {
      if (!id || id.includes('/')) return null;
      const result = await db.runTransaction(async (tx) => {
        const snapshot = await tx.get(users.doc(id));
        if (!snapshot.exists) return null;
        const before = toProfile(snapshot.id, snapshot.data()!);
        const after = changedProfile(before, change);
        const losesAdmin = isActiveAdmin(before) && !isActiveAdmin(after);
        if (losesAdmin) {
          // Every change that takes an active admin away also reads and writes this one document, so
          // two at once contend on it and one retries, seeing the other's result, whatever locking
          // the admins query gets.
          await tx.get(adminGuard);
          const admins = await tx.get(users.where('role', '==', 'admin'));
          const active = admins.docs.filter((doc) => doc.data().active !== false).length;
          if (active <= 1) throw new LastAdminError(ACCOUNT_MESSAGES.lastAdmin);
          tx.set(adminGuard, { changedAt: Timestamp.fromDate(now()) });
        }
        tx.update(users.doc(id), { role: after.role, department: after.department, active: after.active });
        return { before, after };
      });
      if (result && result.before.active !== result.after.active) {
        await ifExists(() => auth.updateUser(id, { disabled: !result.after.active }));
        // Revoking makes ID tokens already issued fail verifyIdToken(token, true).
        if (!result.after.active) {
          await ifExists(() => auth.revokeRefreshTokens(id));
          await endResets(id);
        }
      }
      return result;
    },

    setPassword(id, password, { temporary }) {
      if (!id || id.includes('/')) return Promise.resolve(false);
      return writePassword(id, password, temporary);
    },

    async createResetToken(id, expiresAt) {
      const token = newResetToken();
      await endResets(id);
      await resets.doc(hashToken(token)).set({
        userId: id,
        createdAt: Timestamp.fromDate(now()),
        expiresAt: Timestamp.fromDate(expiresAt),
      });
      return token;
    },

    findResetToken(token, at) {
      return liveReset(token, at);
    },

    async useResetToken(token, password, at) {
      const ref = resets.doc(hashToken(token));
      // Taken in a transaction, so two uses at once cannot both set a password.
      const userId = await db.runTransaction(async (tx) => {
        const data = (await tx.get(ref)).data();
        if (!data || (data.expiresAt as Timestamp).toMillis() <= at.getTime()) return null;
        tx.delete(ref);
        return data.userId as string;
      });
      if (!userId) return null;
      return (await writePassword(userId, password, false)) ? userId : null;
    },

    async listResetLinks() {
      // At most one per account: a small collection.
      const found = await resets.get();
      return found.docs.map((doc) => {
        const data = doc.data();
        return {
          tokenHash: doc.id,
          userId: data.userId as string,
          createdAt: toIso(data.createdAt),
          expiresAt: toIso(data.expiresAt),
        };
      });
    },

    async restoreResetLink({ tokenHash, userId, createdAt, expiresAt }) {
      const others = await resets.where('userId', '==', userId).get();
      const batch = db.batch();
      for (const doc of others.docs) if (doc.id !== tokenHash) batch.delete(doc.ref);
      batch.set(resets.doc(tokenHash), {
        userId,
        createdAt: Timestamp.fromDate(new Date(createdAt)),
        expiresAt: Timestamp.fromDate(new Date(expiresAt)),
      });
      await batch.commit();
    },
  };
}
