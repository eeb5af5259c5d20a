/**
 * The SQLite StaffStore's account changes: an admin's update (with the last-admin guard inside
 * the write transaction), new passwords, and one-time reset links kept as SHA-256 hashes (read
 * and restored whole by the data transfer). Each writes its audit entries in its own transaction.
 */
import type { DatabaseSync } from 'node:sqlite';
import { ACCOUNT_MESSAGES } from '#domain/requests/staff-account-input.ts';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import { changedProfile, isActiveAdmin, newResetToken, type AccountChanges } from '../staff-accounts.ts';
import type { NewAuditEntry } from '#domain/requests/staff-audit.ts';
import { LastAdminError, type AuditEntries, type StaffAccountChange } from '../ports.ts';
import { hashToken } from '../session-tokens.ts';
import { attempt, transaction } from './database.ts';

export const PROFILE_COLUMNS = 'id, name, email, department, role, active, must_change_password';

export type ProfileRow = Omit<StaffProfile, 'active' | 'mustChangePassword'> & {
  active: number;
  must_change_password: number;
};

/** @example toProfile(row).active // true */
export function toProfile(row: ProfileRow): StaffProfile {
  const { active, must_change_password: mustChange, ...profile } = row;
  return { ...profile, active: active === 1, mustChangePassword: mustChange === 1 };
}

interface ResetRow {
  token_hash: string;
  user_id: string;
  created_at: number;
  expires_at: number;
}

/** @example const changes = sqliteAccountChanges(db, () => new Date(), hashPassword, sqliteAuditWriter(db, now)); */
export function sqliteAccountChanges(
  db: DatabaseSync,
  now: () => Date,
  hashPassword: (password: string) => Promise<string>,
  writeAudit: (entries: readonly NewAuditEntry[]) => unknown,
): AccountChanges {
  const selectProfile = db.prepare(`SELECT ${PROFILE_COLUMNS} FROM staff_profiles WHERE id = ?`);
  const countActiveAdmins = db.prepare("SELECT count(*) AS n FROM staff_profiles WHERE role = 'admin' AND active = 1");
  const updateProfile = db.prepare('UPDATE staff_profiles SET role = ?, department = ?, active = ? WHERE id = ?');
  const updateHash = db.prepare('UPDATE staff_logins SET password_hash = ? WHERE user_id = ?');
  const updateMustChange = db.prepare('UPDATE staff_profiles SET must_change_password = ? WHERE id = ?');
  const deleteResets = db.prepare('DELETE FROM staff_password_resets WHERE user_id = ?');
  const insertReset = db.prepare(
    'INSERT INTO staff_password_resets (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  const selectReset = db.prepare(
    'SELECT user_id AS userId FROM staff_password_resets WHERE token_hash = ? AND expires_at > ?',
  );
  const takeReset = db.prepare('DELETE FROM staff_password_resets WHERE token_hash = ? AND expires_at > ?');
  const selectResets = db.prepare('SELECT token_hash, user_id, created_at, expires_at FROM staff_password_resets');
  const putReset = db.prepare(
    'INSERT OR REPLACE INTO staff_password_resets (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );

  const profileOf = (id: string) => {
    const row = selectProfile.get(id) as ProfileRow | undefined;
    return row ? toProfile(row) : null;
  };
  const liveReset = (token: string, at: Date) =>
    (selectReset.get(hashToken(token), at.getTime()) as { userId: string } | undefined)?.userId ?? null;

  /** Writes a hash computed beforehand; false when the login is gone. */
  const writePassword = (id: string, passwordHash: string, temporary: boolean) => {
    if (Number(updateHash.run(passwordHash, id).changes) === 0) return false;
    updateMustChange.run(Number(temporary), id);
    deleteResets.run(id);
    return true;
  };

  const applyChange = (
    id: string,
    change: StaffAccountChange,
    audit: AuditEntries<[before: StaffProfile, after: StaffProfile]> | undefined,
  ) =>
    transaction(db, () => {
      const before = profileOf(id);
      if (!before) return null;
      const after = changedProfile(before, change);
      if (isActiveAdmin(before) && !isActiveAdmin(after)) {
        const { n } = countActiveAdmins.get() as { n: number };
        if (n <= 1) throw new LastAdminError(ACCOUNT_MESSAGES.lastAdmin);
      }
      updateProfile.run(after.role, after.department, Number(after.active), id);
      if (!after.active) deleteResets.run(id);
      if (audit) writeAudit(audit(before, after));
      return { before, after };
    });

  return {
    update(id, change, audit) {
      // A promise either way: the guard's refusal must reject, not throw at the caller.
      return attempt(() => applyChange(id, change, audit));
    },

    async setPassword(id, password, { temporary }, audit) {
      const passwordHash = await hashPassword(password);
      return transaction(db, () => {
        if (!writePassword(id, passwordHash, temporary)) return false;
        if (audit) writeAudit(audit());
        return true;
      });
    },

    createResetToken(id, expiresAt, audit) {
      const token = newResetToken();
      return attempt(() =>
        transaction(db, () => {
          deleteResets.run(id);
          insertReset.run(hashToken(token), id, now().getTime(), expiresAt.getTime());
          if (audit) writeAudit(audit());
          return token;
        }),
      );
    },

    findResetToken(token, at) {
      return Promise.resolve(liveReset(token, at));
    },

    async useResetToken(token, password, at, audit) {
      const userId = liveReset(token, at);
      // Hashing costs: an unknown token is refused before it.
      if (!userId) return null;
      const passwordHash = await hashPassword(password);
      return transaction(db, () => {
        if (Number(takeReset.run(hashToken(token), at.getTime()).changes) === 0) return null;
        if (!writePassword(userId, passwordHash, false)) return null;
        if (audit) writeAudit(audit());
        return userId;
      });
    },

    listResetLinks() {
      return Promise.resolve(
        (selectResets.all() as unknown as ResetRow[]).map((row) => ({
          tokenHash: row.token_hash,
          userId: row.user_id,
          createdAt: new Date(row.created_at).toISOString(),
          expiresAt: new Date(row.expires_at).toISOString(),
        })),
      );
    },

    restoreResetLink({ tokenHash, userId, createdAt, expiresAt }) {
      transaction(db, () => {
        deleteResets.run(userId);
        putReset.run(tokenHash, userId, Date.parse(createdAt), Date.parse(expiresAt));
      });
      return Promise.resolve();
    },
  };
}
