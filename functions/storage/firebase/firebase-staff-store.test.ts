/**
 * What the Firebase staff store does beyond the shared contract (firebase.contract.test.ts):
 * no login is left without a profile, deleting revokes the login's tokens, and restored logins
 * carry their scrypt hashes into Firebase Auth. Needs the Auth emulator; skipped without it.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '#domain/requests/constants.ts';
import { cheapHash } from '../../testing/fixtures/staff.ts';
import { emulatorIdToken } from '../../testing/helpers/auth-emulator.ts';
import { firebaseTestOptions, hasAuthEmulator } from '../../testing/helpers/firebase-test-stores.ts';
import { StoreConflictError, type StaffStore } from '../ports.ts';
import type { StaffTransfer } from '../transfer-ports.ts';
import { openFirebaseApp, type FirebaseHandles } from './firebase-app.ts';
import { createFirebaseIdentity } from './firebase-identity.ts';
import { createFirebaseStaffStore } from './firebase-staff-store.ts';

const newStaff = (email: string) => ({
  name: 'Sam Lee',
  email,
  department: 'Public Works',
  role: 'worker' as const,
  password: 'long enough password',
});

/** A profile as a data export holds it, for restore. */
const exportedProfile = (id: string, name: string, role: Role) => ({
  id,
  name,
  email: `${name.toLowerCase()}@example.org`,
  department: 'Parks',
  role,
});

describe.skipIf(!hasAuthEmulator)('Firebase staff store (Auth emulator)', () => {
  let handles: FirebaseHandles;
  let projectId: string;
  let staff: StaffStore & StaffTransfer;

  beforeEach(() => {
    const options = firebaseTestOptions();
    projectId = options.projectId;
    handles = openFirebaseApp(options);
    staff = createFirebaseStaffStore({ db: handles.db, auth: handles.auth, now: () => new Date() });
  });
  afterEach(() => handles.close());

  it('keeps the login in Firebase Auth (with the name) and the profile in users/{uid}', async () => {
    const profile = await staff.create(newStaff('Sam@Example.org'));
    const user = await handles.auth.getUser(profile.id);
    expect(user).toMatchObject({ email: 'sam@example.org', displayName: 'Sam Lee' });
    const doc = await handles.db.collection('users').doc(profile.id).get();
    expect(doc.data()).toMatchObject(profile);
    expect(doc.get('createdAt')).toBeDefined();
    // The Auth emulator checks the password it was given.
    await expect(emulatorIdToken(projectId, 'sam@example.org', 'long enough password')).resolves.toMatch(/\./);
    await expect(emulatorIdToken(projectId, 'sam@example.org', 'wrong password')).rejects.toThrow();
  });

  it('removes the new login again when the profile cannot be written', async () => {
    const failingBatch = {
      set: () => failingBatch,
      create: () => failingBatch,
      commit: () => Promise.reject(new Error('Firestore is down')),
    };
    const failingDb = {
      collection: () => ({ doc: () => ({}) }),
      batch: () => failingBatch,
    } as unknown as Firestore;
    const broken = createFirebaseStaffStore({ db: failingDb, auth: handles.auth, now: () => new Date() });
    await expect(broken.create(newStaff('orphan@example.org'))).rejects.toThrow('Firestore is down');
    await expect(handles.auth.getUserByEmail('orphan@example.org')).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
  });

  it('turns an e-mail Firebase Auth already has into StoreConflictError', async () => {
    await handles.auth.createUser({ email: 'taken@example.org' });
    await expect(staff.create(newStaff('TAKEN@example.org'))).rejects.toBeInstanceOf(StoreConflictError);
  });

  it('revokes the login on delete, so an ID token issued before stops working at once', async () => {
    const identity = createFirebaseIdentity({ auth: handles.auth, clientConfig: firebaseTestOptions().clientConfig });
    const profile = await staff.create(newStaff('leaving@example.org'));
    const idToken = await emulatorIdToken(projectId, 'leaving@example.org', 'long enough password');
    expect(await identity.verifyIdToken(idToken)).toMatchObject({ uid: profile.id });
    expect(await staff.delete(profile.id)).toBe(true);
    expect(await identity.verifyIdToken(idToken)).toBeNull();
    expect(await staff.delete(profile.id)).toBe(false);
  });

  it('deletes a login whose profile is gone, and a profile whose login is gone', async () => {
    const a = await staff.create(newStaff('a@example.org'));
    const b = await staff.create(newStaff('b@example.org'));
    await handles.db.collection('users').doc(a.id).delete();
    await handles.auth.deleteUser(b.id);
    expect(await staff.delete(a.id)).toBe(true);
    expect(await staff.delete(b.id)).toBe(true);
    expect(await staff.findLogin('a@example.org')).toBeNull();
    expect(await staff.getProfile(b.id)).toBeNull();
  });

  it('restores a login with its scrypt hash under the profile id', async () => {
    const profile = { ...exportedProfile('restored-1', 'Rae', 'admin'), active: true, mustChangePassword: false };
    await staff.restore(profile, await cheapHash('kept password'));
    const user = await handles.auth.getUser('restored-1');
    expect(user).toMatchObject({ uid: 'restored-1', email: 'rae@example.org', displayName: 'Rae' });
    // The emulator stores an imported hash but cannot check a password against a STANDARD_SCRYPT
    // one (it only knows its own fake hashing), so signing in with the kept password is tested
    // against production Firebase Auth only. What can be tested: the login exists, with a hash.
    expect(user.passwordHash).toBeTruthy();
    expect(await staff.getProfile('restored-1')).toEqual(profile);
  });

  it('refuses a password hash it did not write', async () => {
    const profile = exportedProfile('restored-2', 'Ray', 'worker');
    await expect(staff.restore(profile, 'bcrypt$2b$10$abc')).rejects.toThrow(/not one this server wrote/);
    expect(await staff.getProfile('restored-2')).toBeNull();
  });
});
