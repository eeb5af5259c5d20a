/**
 * StaffStore on Firebase: logins in Firebase Auth (which keeps the passwords, so findLogin's
 * passwordHash is always null), profiles in the Firestore `users` collection under the Auth uid.
 * Auth and Firestore share no transaction, so create writes the login first and removes it again
 * if the profile cannot be written: a login without a profile must not linger. The audit entries
 * of a change are committed with its Firestore half: the new profile, or the profile's removal
 * (its login, unable to sign in without it, is removed next).
 */
import type { Auth, UserImportRecord } from 'firebase-admin/auth';
import { Timestamp, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import { StoreConflictError, type NewStaff, type StaffStore } from '../ports.ts';
import { newStaffProfile, staffEmail } from '../staff-accounts.ts';
import { firebaseAccountChanges } from './firebase-staff-accounts.ts';
import { firestoreAuditWriter } from './firestore-staff-audit-log.ts';
import { parseScryptHash } from './scrypt-import.ts';
import type { StaffTransfer } from '../transfer-ports.ts';

interface FirebaseStaffStoreOptions {
  db: Firestore;
  auth: Auth;
  now: () => Date;
}

/** The Firebase error code of an Admin SDK error ('auth/user-not-found'), or undefined. */
function authErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

const isNotFound = (error: unknown) => authErrorCode(error) === 'auth/user-not-found';

/** Runs an Auth call whose "no such user" answer is not an error; true when the user existed. */
async function ifExists(call: () => Promise<unknown>): Promise<boolean> {
  try {
    await call();
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

function toProfile(id: string, data: FirebaseFirestore.DocumentData): StaffProfile {
  return {
    id,
    name: String(data.name),
    email: String(data.email),
    department: String(data.department),
    role: data.role as StaffProfile['role'],
    // Documents from before accounts could be deactivated have neither field.
    active: data.active !== false,
    mustChangePassword: data.mustChangePassword === true,
  };
}

/**
 * @example const staff = createFirebaseStaffStore({ db: getFirestore(app), auth: getAuth(app), now: () => new Date() });
 */
export function createFirebaseStaffStore({ db, auth, now }: FirebaseStaffStoreOptions): StaffStore & StaffTransfer {
  const users = db.collection('users');
  const resets = db.collection('staff_password_resets');
  const writeAudit = firestoreAuditWriter(db, now);

  /** Writes a profile, and whatever else `also` adds to the same batch, in one commit. */
  const writeProfile = (profile: StaffProfile, also: (batch: WriteBatch) => void = () => {}) => {
    const batch = db.batch().set(users.doc(profile.id), {
      ...profile,
      email: profile.email.toLowerCase(),
      active: profile.active ?? true,
      mustChangePassword: profile.mustChangePassword ?? false,
      createdAt: Timestamp.fromDate(now()),
    });
    also(batch);
    return batch.commit();
  };

  return {
    ...firebaseAccountChanges({ db, auth, now, toProfile, ifExists, writeAudit }),

    async create(staff: NewStaff, audit) {
      const email = staffEmail(staff.email);
      let uid: string;
      try {
        ({ uid } = await auth.createUser({ email, password: staff.password, displayName: staff.name }));
      } catch (error) {
        if (authErrorCode(error) === 'auth/email-already-exists') {
          throw new StoreConflictError(`A staff account with the e-mail ${email} exists.`);
        }
        throw error;
      }
      const profile = newStaffProfile(uid, staff);
      try {
        await writeProfile(profile, (batch) => {
          if (audit) writeAudit(batch, audit(profile));
        });
      } catch (error) {
        await ifExists(() => auth.deleteUser(uid)).catch(() => undefined);
        throw error;
      }
      return profile;
    },

    async getProfile(id) {
      if (!id || id.includes('/')) return null;
      const snapshot = await users.doc(id).get();
      return snapshot.exists ? toProfile(snapshot.id, snapshot.data()!) : null;
    },

    async listProfiles() {
      const snapshot = await users.get();
      const profiles = snapshot.docs.map((doc) => toProfile(doc.id, doc.data()));
      const key = (p: StaffProfile) => p.name.toLowerCase();
      return profiles.sort((a, b) => key(a).localeCompare(key(b)) || a.id.localeCompare(b.id));
    },

    async delete(id, audit) {
      if (!id || id.includes('/')) return false;
      const doc = users.doc(id);
      // The profile, its reset links and the audit entries go in one transaction.
      const hadProfile = await db.runTransaction(async (tx) => {
        const [profile, links] = [await tx.get(doc), await tx.get(resets.where('userId', '==', id))];
        for (const link of links.docs) tx.delete(link.ref);
        if (!profile.exists) return false;
        tx.delete(doc);
        if (audit) writeAudit(tx, audit());
        return true;
      });
      // Revoking first makes any ID token already issued fail verifyIdToken(token, true).
      const hadLogin =
        (await ifExists(() => auth.revokeRefreshTokens(id))) && (await ifExists(() => auth.deleteUser(id)));
      if (!hadProfile && hadLogin && audit) {
        // A login without a profile: its removal is all in Firebase Auth, with nothing in Firestore to join.
        const batch = db.batch();
        writeAudit(batch, audit());
        await batch.commit();
      }
      return hadProfile || hadLogin;
    },

    async findLogin(email) {
      const normalized = staffEmail(email);
      if (!normalized) return null;
      try {
        const user = await auth.getUserByEmail(normalized);
        return { userId: user.uid, email: (user.email ?? normalized).toLowerCase(), passwordHash: null };
      } catch (error) {
        if (isNotFound(error) || authErrorCode(error) === 'auth/invalid-email') return null;
        throw error;
      }
    },

    async restore(profile, passwordHash) {
      const email = staffEmail(profile.email);
      const holder = await auth.getUserByEmail(email).catch((error: unknown) => {
        if (isNotFound(error)) return null;
        throw error;
      });
      if (holder && holder.uid !== profile.id) {
        throw new StoreConflictError(`The e-mail ${email} belongs to another staff account (${holder.uid}).`);
      }
      const parsed = passwordHash === null ? null : parseScryptHash(passwordHash);
      if (passwordHash !== null && !parsed)
        throw new Error(`The password hash of ${email} is not one this server wrote.`);
      // Production's importUsers replaces a user with the same uid, the emulator refuses to:
      // removing it first behaves the same on both.
      await ifExists(() => auth.deleteUser(profile.id));
      const disabled = profile.active === false;
      if (!parsed) {
        await auth.createUser({ uid: profile.id, email, displayName: profile.name, disabled });
      } else {
        const record: UserImportRecord = {
          uid: profile.id,
          email,
          displayName: profile.name,
          passwordHash: parsed.key,
          passwordSalt: parsed.salt,
          disabled,
        };
        const result = await auth.importUsers([record], { hash: parsed.importHash });
        if (result.failureCount > 0) {
          const reason = result.errors[0]?.error.message ?? 'unknown reason';
          throw new Error(`Firebase Auth refused the login of ${email}: ${reason}`);
        }
      }
      await writeProfile({ ...profile, email });
    },
  };
}
