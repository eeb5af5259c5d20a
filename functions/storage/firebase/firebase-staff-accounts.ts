/**
 * The Firebase StaffStore's account changes. Role, department and the active flag live on the
 * `users` document, changed in a transaction that also counts the active admins (the last-admin
 * guard); a deactivated login is disabled in Firebase Auth and its refresh tokens revoked, so
 * neither the browser's Firebase sign-in nor an ID token it already holds works. Passwords go to
 * Firebase Auth (updateUser); reset links are `staff_password_resets/{sha256 of the token}`
 * (read and restored whole by the data transfer).
 * Each change commits its audit entries in its Firestore transaction; a new password reaches
 * Firebase Auth only once that has committed (with the profile's flag and, for a reset link, the
 * link's end), so no password changes without its entry.
 */
import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { ACCOUNT_MESSAGES } from '#domain/requests/staff-account-input.ts';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import type { NewAuditEntry } from '#domain/requests/staff-audit.ts';
import { LastAdminError, type AuditEntries } from '../ports.ts';
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
  /** Adds audit entries to a transaction (firestore-staff-audit-log.ts). */
  writeAudit: (tx: Transaction, entries: readonly NewAuditEntry[]) => unknown;
}

const RESETS = 'staff_password_resets';

/** @example const changes = firebaseAccountChanges({ db, auth, now, toProfile, ifExists, writeAudit }); */
export function firebaseAccountChanges({ db, auth, now, toProfile, ifExists, writeAudit }: Options): AccountChanges {
  const users = db.collection('users');
  const resets = db.collection(RESETS);
  const adminGuard = db.collection('staff_guard').doc('admins');

  /** An account's reset links, read in a transaction before it writes (Firestore's rule). */
  const linksOf = (tx: Transaction, userId: string) => tx.get(resets.where('userId', '==', userId));

  /**
   * In a transaction, for a new password: the profile's flag, the end of the account's reset links
   * (a link being used among them) and the audit entries.
   */
  const passwordWrites = async (tx: Transaction, id: string, temporary: boolean, audit: AuditEntries | undefined) => {
    const profile = users.doc(id);
    const [found, links] = [await tx.get(profile), await linksOf(tx, id)];
    if (found.exists) tx.update(profile, { mustChangePassword: temporary });
    for (const link of links.docs) tx.delete(link.ref);
    if (audit) writeAudit(tx, audit());
  };

  /** Whether Firebase Auth has the login: checked first, so an unknown one writes nothing. */
  const hasLogin = (id: string) => ifExists(() => auth.getUser(id));
  const setAuthPassword = (id: string, password: string) => ifExists(() => auth.updateUser(id, { password }));

  /** The reset document of a live token, or null. */
  const liveReset = async (token: string, at: Date) => {
    const snapshot = await resets.doc(hashToken(token)).get();
    const data = snapshot.data();
    if (!data || (data.expiresAt as Timestamp).toMillis() <= at.getTime()) return null;
    return data.userId as string;
  };

  return {
    async update(id, change, audit) {
      if (!id || id.includes('/')) return null;
      const result = await db.runTransaction(async (tx) => {
        const snapshot = await tx.get(users.doc(id));
        if (!snapshot.exists) return null;
        const before = toProfile(snapshot.id, snapshot.data()!);
        const after = changedProfile(before, change);
        // A deactivated account's reset links end with it.
        const links = after.active ? null : await linksOf(tx, id);
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
        for (const link of links?.docs ?? []) tx.delete(link.ref);
        if (audit) writeAudit(tx, audit(before, after));
        return { before, after };
      });
      if (result && result.before.active !== result.after.active) {
        await ifExists(() => auth.updateUser(id, { disabled: !result.after.active }));
        // Revoking makes ID tokens already issued fail verifyIdToken(token, true).
        if (!result.after.active) await ifExists(() => auth.revokeRefreshTokens(id));
      }
      return result;
    },

    async setPassword(id, password, { temporary }, audit) {
      if (!id || id.includes('/') || !(await hasLogin(id))) return false;
      await db.runTransaction((tx) => passwordWrites(tx, id, temporary, audit));
      return setAuthPassword(id, password);
    },

    async createResetToken(id, expiresAt, audit) {
      const token = newResetToken();
      // The account's earlier links end, the new one starts and the entry is written at once.
      await db.runTransaction(async (tx) => {
        const links = await linksOf(tx, id);
        for (const link of links.docs) tx.delete(link.ref);
        tx.set(resets.doc(hashToken(token)), {
          userId: id,
          createdAt: Timestamp.fromDate(now()),
          expiresAt: Timestamp.fromDate(expiresAt),
        });
        if (audit) writeAudit(tx, audit());
      });
      return token;
    },

    findResetToken(token, at) {
      return liveReset(token, at);
    },

    async useResetToken(token, password, at, audit) {
      const candidate = await liveReset(token, at);
      if (!candidate || !(await hasLogin(candidate))) return null;
      const ref = resets.doc(hashToken(token));
      // Taken in a transaction with the password's writes, so two uses at once cannot both set one.
      const userId = await db.runTransaction(async (tx) => {
        const data = (await tx.get(ref)).data();
        if (!data || (data.expiresAt as Timestamp).toMillis() <= at.getTime() || data.userId !== candidate) return null;
        await passwordWrites(tx, candidate, false, audit);
        return candidate;
      });
      if (!userId) return null;
      return (await setAuthPassword(userId, password)) ? userId : null;
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
