/** SubmitterInfoStore on SQLite: its own table, keyed by the request id, never joined into requests. */
import type { DatabaseSync } from 'node:sqlite';
import type { NewSubmitterInfo, SubmitterInfo } from '#domain/requests/request-schemas.ts';
import { storedSubmitterInfo, type SubmitterInfoStore } from '../ports.ts';
import { transaction } from './database.ts';
import { submitterWordsWriter } from './submitter-words.ts';
import type { SubmitterInfoTransfer } from '../transfer-ports.ts';

interface SubmitterRow {
  name: string;
  email: string;
  phone: string;
  address: string;
  wants_text_alerts: number;
  created_at: number;
}

/**
 * The statements that write (or replace) one submitter row and its search words, run
 * synchronously so the request store can run them inside the transaction that creates the request.
 * @example submitterInfoWriter(db)(request.id, storedSubmitterInfo(info, new Date()));
 */
export function submitterInfoWriter(db: DatabaseSync): (requestId: string, info: SubmitterInfo) => void {
  const upsert = db.prepare(
    `INSERT INTO submitter_info (request_id, name, email, phone, address, wants_text_alerts, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (request_id) DO UPDATE SET name = excluded.name, email = excluded.email, phone = excluded.phone,
       address = excluded.address, wants_text_alerts = excluded.wants_text_alerts, created_at = excluded.created_at`,
  );
  const writeWords = submitterWordsWriter(db);
  return (requestId, info) => {
    upsert.run(
      requestId,
      info.name,
      info.email,
      info.phone,
      info.address,
      info.wantsTextAlerts ? 1 : 0,
      Date.parse(info.createdAt),
    );
    writeWords(requestId, info);
  };
}

export function createSqliteSubmitterInfoStore(
  db: DatabaseSync,
  now: () => Date,
): SubmitterInfoStore & SubmitterInfoTransfer {
  const write = submitterInfoWriter(db);
  const select = db.prepare(
    'SELECT name, email, phone, address, wants_text_alerts, created_at FROM submitter_info WHERE request_id = ?',
  );
  const run = (requestId: string, info: SubmitterInfo) => {
    try {
      transaction(db, () => {
        write(requestId, info);
      });
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    return Promise.resolve();
  };

  return {
    put(requestId, info: NewSubmitterInfo) {
      const stored = storedSubmitterInfo(info, now());
      return run(requestId, stored).then(() => stored);
    },

    restore: run,

    get(requestId) {
      const row = select.get(requestId) as SubmitterRow | undefined;
      if (!row) return Promise.resolve(null);
      return Promise.resolve({
        name: row.name,
        email: row.email,
        phone: row.phone,
        address: row.address,
        wantsTextAlerts: row.wants_text_alerts === 1,
        createdAt: new Date(row.created_at).toISOString(),
      });
    },
  };
}
