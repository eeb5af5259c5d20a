/**
 * StaffStore on SQLite: logins and profiles in two tables, created and deleted together, each
 * change in one transaction with its audit entries (staff-audit-log.ts); an admin's changes and
 * reset links in staff-account-sql.ts.
 */
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import { StoreConflictError, type NewStaff, type StaffLogin, type StaffStore } from '../ports.ts';
import { newStaffProfile, staffEmail } from '../staff-accounts.ts';
import { attempt, transaction } from './database.ts';
import { PROFILE_COLUMNS, sqliteAccountChanges, toProfile, type ProfileRow } from './staff-account-sql.ts';
import { sqliteAuditWriter } from './staff-audit-log.ts';
import type { StaffTransfer } from '../transfer-ports.ts';

/**
 * Kept in place of a hash for a restored login whose export had none (it came from Firebase
 * Auth): the column is NOT NULL, and this value can never verify (auth/password.ts parses it as
 * malformed), so the account cannot sign in until it is given a new password. Read back as null.
 */
const NO_PASSWORD = '!no-password';

/** 120 random bits in 20 URL-safe characters, like a Firebase Auth uid in spirit. */
const newUserId = () => randomBytes(15).toString('base64url');

/**
 * @param hashPassword the scrypt hasher (auth/password.ts); tests pass a cheaper cost.
 */
export function createSqliteStaffStore(
  db: DatabaseSync,
  now: () => Date,
  hashPassword: (password: string) => Promise<string>,
): StaffStore & StaffTransfer {
  const insertLogin = db.prepare(
    'INSERT INTO staff_logins (user_id, email, password_hash, created_at) VALUES (?, ?, ?, ?)',
  );
  const insertProfile = db.prepare(
    `INSERT INTO staff_profiles (id, name, email, department, role, created_at, must_change_password)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const selectProfile = db.prepare(`SELECT ${PROFILE_COLUMNS} FROM staff_profiles WHERE id = ?`);
  const selectProfiles = db.prepare(`SELECT ${PROFILE_COLUMNS} FROM staff_profiles ORDER BY name COLLATE NOCASE, id`);
  const deleteLogin = db.prepare('DELETE FROM staff_logins WHERE user_id = ?');
  const deleteProfile = db.prepare('DELETE FROM staff_profiles WHERE id = ?');
  const deleteResets = db.prepare('DELETE FROM staff_password_resets WHERE user_id = ?');
  const upsertLogin = db.prepare(
    `INSERT INTO staff_logins (user_id, email, password_hash, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET email = excluded.email, password_hash = excluded.password_hash`,
  );
  const upsertProfile = db.prepare(
    `INSERT INTO staff_profiles (id, name, email, department, role, created_at, active, must_change_password)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, email = excluded.email, department = excluded.department,
       role = excluded.role, active = excluded.active, must_change_password = excluded.must_change_password`,
  );
  const writeAudit = sqliteAuditWriter(db, now);
  const selectLogin = db.prepare(
    'SELECT user_id AS userId, email, password_hash AS passwordHash FROM staff_logins WHERE email = ? COLLATE NOCASE',
  );

  return {
    ...sqliteAccountChanges(db, now, hashPassword, writeAudit),

    async create(staff: NewStaff, audit) {
      const passwordHash = await hashPassword(staff.password);
      const profile = newStaffProfile(newUserId(), staff);
      const { id, email } = profile;
      try {
        transaction(db, () => {
          const at = now().getTime();
          insertLogin.run(id, email, passwordHash, at);
          insertProfile.run(
            id,
            profile.name,
            email,
            profile.department,
            profile.role,
            at,
            Number(profile.mustChangePassword),
          );
          if (audit) writeAudit(audit(profile));
        });
      } catch (error) {
        if (error instanceof Error && /UNIQUE constraint failed: staff_logins\.email/.test(error.message)) {
          throw new StoreConflictError(`A staff account with the e-mail ${email} exists.`);
        }
        throw error;
      }
      return profile;
    },

    getProfile(id) {
      const row = selectProfile.get(id) as ProfileRow | undefined;
      return Promise.resolve(row ? toProfile(row) : null);
    },

    listProfiles() {
      return Promise.resolve((selectProfiles.all() as unknown as ProfileRow[]).map(toProfile));
    },

    delete(id, audit) {
      return attempt(() =>
        transaction(db, () => {
          deleteResets.run(id);
          const logins = Number(deleteLogin.run(id).changes);
          const profiles = Number(deleteProfile.run(id).changes);
          const removed = logins + profiles > 0;
          if (removed && audit) writeAudit(audit());
          return removed;
        }),
      );
    },

    findLogin(email) {
      const login = selectLogin.get(email.trim()) as StaffLogin | undefined;
      if (!login) return Promise.resolve(null);
      return Promise.resolve(login.passwordHash === NO_PASSWORD ? { ...login, passwordHash: null } : login);
    },

    restore(profile: StaffProfile, passwordHash: string | null) {
      const email = staffEmail(profile.email);
      try {
        transaction(db, () => {
          const at = now().getTime();
          upsertLogin.run(profile.id, email, passwordHash ?? NO_PASSWORD, at);
          upsertProfile.run(
            profile.id,
            profile.name,
            profile.email,
            profile.department,
            profile.role,
            at,
            Number(profile.active ?? true),
            Number(profile.mustChangePassword ?? false),
          );
        });
      } catch (error) {
        if (error instanceof Error && /UNIQUE constraint failed: staff_logins\.email/.test(error.message)) {
          return Promise.reject(
            new StoreConflictError(`Another staff account (not ${profile.id}) has the e-mail ${email}.`),
          );
        }
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      return Promise.resolve();
    },
  };
}
