/**
 * StaffStore on Firebase: logins in Firebase Auth (which keeps the passwords, so findLogin's
 * passwordHash is always null), profiles in the Firestore `users` collection under the Auth uid.
 * Auth and Firestore share no transaction, so create writes the login first and removes it again
 * if the profile cannot be written: a login without a profile must not linger.
 */
import type { Auth, UserImportRecord } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import { StoreConflictError, type NewStaff, type StaffStore } from '../ports.ts';
import { firebaseAccountChanges } from './firebase-staff-accounts.ts';
import { parseScryptHash } from './scrypt-import.ts';

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
export function createFirebaseStaffStore({ db, auth, now }: FirebaseStaffStoreOptions): StaffStore {
  const users = db.collection('users');

  const writeProfile = (profile: StaffProfile) =>
    users.doc(profile.id).set({
      ...profile,
      email: profile.email.toLowerCase(),
      active: profile.active ?? true,
      mustChangePassword: profile.mustChangePassword ?? false,
      createdAt: Timestamp.fromDate(now()),
    });

  return {
    ...firebaseAccountChanges({ db, auth, now, toProfile, ifExists }),

    async create(staff: NewStaff) {
      const email = staff.email.trim().toLowerCase();
      let uid: string;
      try {
        ({ uid } = await auth.createUser({ email, password: staff.password, displayName: staff.name }));
      } catch (error) {
        if (authErrorCode(error) === 'auth/email-already-exists') {
          throw new StoreConflictError(`A staff account with the e-mail ${email} exists.`);
        }
        throw error;
      }
      const profile: StaffProfile = {
        id: uid,
        name: staff.name,
        email,
        department: staff.department,
        role: staff.role,
        active: true,
        mustChangePassword: staff.mustChangePassword ?? false,
      };
      try {
        await writeProfile(profile);
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

    async delete(id) {
      if (!id || id.includes('/')) return false;
      const doc = users.doc(id);
      const hadProfile = (await doc.get()).exists;
      await doc.delete();
      const links = await db.collection('staff_password_resets').where('userId', '==', id).get();
      await Promise.all(links.docs.map((link) => link.ref.delete()));
      // Revoking first makes any ID token already issued fail verifyIdToken(token, true).
      const hadLogin =
        (await ifExists(() => auth.revokeRefreshTokens(id))) && (await ifExists(() => auth.deleteUser(id)));
      return hadProfile || hadLogin;
    },

    async findLogin(email) {
      const normalized = email.trim().toLowerCase();
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
      const email = profile.email.trim().toLowerCase();
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
