/**
 * SessionStore on SQLite: one row per session (sign-in) keeping the hashes of its current token
 * and of the one the last renewal retired (session-tokens.ts). Node's SQLite calls are
 * synchronous, so a renewal's read and write cannot interleave with another request's.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Session, SessionRecord, SessionStore } from '../ports.ts';
import {
  hashToken,
  isKnownToken,
  newSessionToken,
  sessionEndSignal,
  sessionIdOf,
  tokenStanding,
} from '../session-tokens.ts';

interface SessionRow {
  id: string;
  user_id: string;
  token_hash: string;
  previous_token_hash: string | null;
  previous_valid_until: number | null;
  created_at: number;
  renewed_at: number;
  expires_at: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

function record(row: SessionRow): SessionRecord {
  return {
    id: row.id,
    userId: row.user_id,
    createdAt: iso(row.created_at),
    renewedAt: iso(row.renewed_at),
    expiresAt: iso(row.expires_at),
  };
}

const stored = (row: SessionRow) => ({
  tokenHash: row.token_hash,
  previousTokenHash: row.previous_token_hash,
  previousValidUntil: row.previous_valid_until,
});

export function createSqliteSessionStore(db: DatabaseSync, now: () => Date): SessionStore {
  const insert = db.prepare(
    'INSERT INTO sessions (id, user_id, token_hash, created_at, renewed_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const select = db.prepare('SELECT * FROM sessions WHERE id = ?');
  const rotate = db.prepare(
    `UPDATE sessions SET previous_token_hash = token_hash, previous_valid_until = ?, token_hash = ?, renewed_at = ?
     WHERE id = ? AND token_hash = ?`,
  );
  const remove = db.prepare('DELETE FROM sessions WHERE id = ?');
  const removeForUser = db.prepare('DELETE FROM sessions WHERE user_id = ?');
  const removeExpired = db.prepare('DELETE FROM sessions WHERE expires_at <= ?');
  const signal = sessionEndSignal();

  /** The live row a token names (ended and expired sessions have none). */
  const liveRow = (id: string | null): SessionRow | null => {
    if (!id) return null;
    const row = select.get(id) as SessionRow | undefined;
    return row && row.expires_at > now().getTime() ? row : null;
  };

  return {
    create(userId, expiresAt) {
      const { id, token } = newSessionToken();
      const at = now().getTime();
      // Expired rows are cleared as new sessions start, so the table never grows without bound.
      removeExpired.run(at);
      insert.run(id, userId, hashToken(token), at, at, expiresAt.getTime());
      return Promise.resolve({
        id,
        token,
        userId,
        createdAt: iso(at),
        renewedAt: iso(at),
        expiresAt: expiresAt.toISOString(),
        current: true,
      } satisfies Session);
    },

    get(token) {
      const row = liveRow(sessionIdOf(token));
      const standing = row ? tokenStanding(stored(row), token, now().getTime()) : null;
      if (!row || !standing) return Promise.resolve(null);
      return Promise.resolve({ ...record(row), token, current: standing === 'current' });
    },

    getById(id) {
      const row = liveRow(id);
      return Promise.resolve(row ? record(row) : null);
    },

    renew(token, graceUntil) {
      const row = liveRow(sessionIdOf(token));
      if (!row || tokenStanding(stored(row), token, now().getTime()) !== 'current') return Promise.resolve(null);
      const next = newSessionToken(row.id);
      const at = now().getTime();
      const changed = rotate.run(graceUntil.getTime(), hashToken(next.token), at, row.id, row.token_hash).changes;
      if (changed !== 1) return Promise.resolve(null);
      return Promise.resolve({ ...record({ ...row, renewed_at: at }), token: next.token, current: true });
    },

    delete(token) {
      const id = sessionIdOf(token);
      const row = id ? (select.get(id) as SessionRow | undefined) : undefined;
      if (row && isKnownToken(stored(row), token)) {
        remove.run(row.id);
        signal.emit({ sessionId: row.id });
      }
      return Promise.resolve();
    },

    deleteAllForUser(userId) {
      removeForUser.run(userId);
      signal.emit({ userId });
      return Promise.resolve();
    },

    onEnd: signal.onEnd,
  };
}
