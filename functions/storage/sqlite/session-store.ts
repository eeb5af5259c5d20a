/** SessionStore on SQLite. The cookie carries a random token; the table keeps only its SHA-256. */
import { createHash, randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { Session, SessionStore } from '../ports.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

interface SessionRow {
  user_id: string;
  created_at: number;
  expires_at: number;
}

export function createSqliteSessionStore(db: DatabaseSync, now: () => Date): SessionStore {
  const insert = db.prepare('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
  const select = db.prepare('SELECT user_id, created_at, expires_at FROM sessions WHERE token_hash = ?');
  const remove = db.prepare('DELETE FROM sessions WHERE token_hash = ?');
  const removeForUser = db.prepare('DELETE FROM sessions WHERE user_id = ?');
  const removeExpired = db.prepare('DELETE FROM sessions WHERE expires_at <= ?');

  return {
    create(userId, expiresAt) {
      const token = randomBytes(32).toString('base64url');
      const createdAt = now();
      // Expired rows are cleared as new sessions start, so the table never grows without bound.
      removeExpired.run(createdAt.getTime());
      insert.run(hashToken(token), userId, createdAt.getTime(), expiresAt.getTime());
      return Promise.resolve({
        token,
        userId,
        createdAt: createdAt.toISOString(),
        expiresAt: expiresAt.toISOString(),
      } satisfies Session);
    },

    get(token) {
      const row = select.get(hashToken(token)) as SessionRow | undefined;
      if (!row || row.expires_at <= now().getTime()) return Promise.resolve(null);
      return Promise.resolve({
        token,
        userId: row.user_id,
        createdAt: new Date(row.created_at).toISOString(),
        expiresAt: new Date(row.expires_at).toISOString(),
      });
    },

    delete(token) {
      remove.run(hashToken(token));
      return Promise.resolve();
    },

    deleteAllForUser(userId) {
      removeForUser.run(userId);
      return Promise.resolve();
    },
  };
}
