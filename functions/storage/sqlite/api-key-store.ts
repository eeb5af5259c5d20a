/** ApiKeyStore on SQLite: table api_keys, keyed by id, with a unique index on the key's hash. */
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { ApiKey, ApiKeyStore } from '../ports.ts';
import { PREFIX_LENGTH, hashApiKey, isWellFormedApiKey, lastUseDue, newApiKeySecret } from '../api-key-secret.ts';
import type { ApiKeyTransfer } from '../transfer-ports.ts';

interface ApiKeyRow {
  id: string;
  label: string;
  prefix: string;
  created_by_id: string;
  created_by_name: string;
  created_at: number;
  revoked_at: number | null;
  last_used_at: number | null;
}

const COLUMNS = 'id, label, prefix, created_by_id, created_by_name, created_at, revoked_at, last_used_at';
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const msOf = (value: string | null) => (value === null ? null : Date.parse(value));

function fromRow(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    label: row.label,
    prefix: row.prefix,
    createdBy: { id: row.created_by_id, name: row.created_by_name },
    createdAt: new Date(row.created_at).toISOString(),
    revokedAt: iso(row.revoked_at),
    lastUsedAt: iso(row.last_used_at),
  };
}

export function createSqliteApiKeyStore(db: DatabaseSync, now: () => Date): ApiKeyStore & ApiKeyTransfer {
  const insert = db.prepare(
    `INSERT INTO api_keys (id, hash, label, prefix, created_by_id, created_by_name, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const selectAll = db.prepare(`SELECT ${COLUMNS} FROM api_keys ORDER BY created_at DESC, rowid DESC`);
  const selectById = db.prepare(`SELECT ${COLUMNS} FROM api_keys WHERE id = ?`);
  const selectByHash = db.prepare(`SELECT ${COLUMNS} FROM api_keys WHERE hash = ?`);
  const revoke = db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL');
  const touch = db.prepare('UPDATE api_keys SET last_used_at = ? WHERE id = ?');
  const selectStored = db.prepare(`SELECT ${COLUMNS}, hash FROM api_keys`);
  const put = db.prepare(`INSERT OR REPLACE INTO api_keys (${COLUMNS}, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);

  return {
    create({ label, createdBy }) {
      const secret = newApiKeySecret();
      const id = randomUUID();
      insert.run(
        id,
        hashApiKey(secret),
        label,
        secret.slice(0, PREFIX_LENGTH),
        createdBy.id,
        createdBy.name,
        now().getTime(),
      );
      return Promise.resolve({ apiKey: fromRow(selectById.get(id) as unknown as ApiKeyRow), secret });
    },

    list() {
      return Promise.resolve((selectAll.all() as unknown as ApiKeyRow[]).map(fromRow));
    },

    revoke(id) {
      revoke.run(now().getTime(), id);
      const row = selectById.get(id) as ApiKeyRow | undefined;
      return Promise.resolve(row ? fromRow(row) : null);
    },

    verify(secret) {
      if (!isWellFormedApiKey(secret)) return Promise.resolve(null);
      const row = selectByHash.get(hashApiKey(secret)) as ApiKeyRow | undefined;
      if (!row || row.revoked_at !== null) return Promise.resolve(null);
      const key = fromRow(row);
      const at = now();
      if (!lastUseDue(key.lastUsedAt, at)) return Promise.resolve(key);
      touch.run(at.getTime(), row.id);
      return Promise.resolve({ ...key, lastUsedAt: at.toISOString() });
    },

    listStored() {
      const rows = selectStored.all() as unknown as (ApiKeyRow & { hash: string })[];
      return Promise.resolve(rows.map((row) => ({ apiKey: fromRow(row), hash: row.hash })));
    },

    restore({ apiKey, hash }) {
      put.run(
        apiKey.id,
        apiKey.label,
        apiKey.prefix,
        apiKey.createdBy.id,
        apiKey.createdBy.name,
        Date.parse(apiKey.createdAt),
        msOf(apiKey.revokedAt),
        msOf(apiKey.lastUsedAt),
        hash,
      );
      return Promise.resolve();
    },
  };
}
