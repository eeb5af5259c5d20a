/**
 * The SQLite FollowStore's side of the data transfer: its three tables read a page at a time in
 * key order (each key is the table's primary key, so a page is one index range), and restored
 * in one transaction per batch, as given.
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { FollowRecord, FollowRecordKind } from '../follow-ports.ts';
import { pruneAfter } from '../follow-tokens.ts';
import { transaction } from './database.ts';
import { SUBSCRIPTION_COLUMNS, followRecordOf, msOf } from './follow-rows.ts';
import type { FollowTransfer } from '../transfer-ports.ts';

/** @example const transfer = sqliteFollowTransfer(db); await transfer.pageRecords('followToken', null, 500); */
export function sqliteFollowTransfer(db: DatabaseSync): FollowTransfer {
  const pages: Record<FollowRecordKind, StatementSync> = {
    subscription: db.prepare(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM request_subscriptions WHERE id > ? ORDER BY id LIMIT ?`,
    ),
    followToken: db.prepare(
      `SELECT hash, kind, request_id, subscription_id, created_at, expires_at FROM follow_tokens
       WHERE hash > ? ORDER BY hash LIMIT ?`,
    ),
    submitterStop: db.prepare(
      'SELECT request_id, created_at FROM submitter_stops WHERE request_id > ? ORDER BY request_id LIMIT ?',
    ),
  };
  const putSubscription = db.prepare(
    `INSERT INTO request_subscriptions (${SUBSCRIPTION_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET request_id = excluded.request_id, email = excluded.email,
       status = excluded.status, created_at = excluded.created_at, confirmed_at = excluded.confirmed_at,
       ended_at = excluded.ended_at, language = excluded.language`,
  );
  const putToken = db.prepare(
    `INSERT OR REPLACE INTO follow_tokens (hash, kind, request_id, subscription_id, created_at, expires_at, prune_after)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const putStop = db.prepare(
    `INSERT INTO submitter_stops (request_id, created_at) VALUES (?, ?)
     ON CONFLICT (request_id) DO UPDATE SET created_at = excluded.created_at`,
  );

  const put = (record: FollowRecord) => {
    switch (record.kind) {
      case 'subscription': {
        const { id, requestId, email, status, createdAt, confirmedAt, endedAt, language } = record.subscription;
        putSubscription.run(
          id,
          requestId,
          email,
          status,
          Date.parse(createdAt),
          msOf(confirmedAt),
          msOf(endedAt),
          language,
        );
        return;
      }
      case 'followToken': {
        const { kind, requestId, subscriptionId, createdAt, expiresAt } = record.token;
        // A stop token counts as carried at the import, so a move never starts its year over early.
        const prunable = pruneAfter(kind, expiresAt, new Date());
        putToken.run(record.hash, kind, requestId, subscriptionId, Date.parse(createdAt), msOf(expiresAt), prunable);
        return;
      }
      case 'submitterStop':
        putStop.run(record.requestId, Date.parse(record.createdAt));
    }
  };

  return {
    pageRecords(kind, after, limit) {
      const rows = pages[kind].all(after ?? '', limit) as Record<string, unknown>[];
      return Promise.resolve(rows.map((row) => followRecordOf(kind, row)));
    },

    restore(records) {
      if (records.length > 0)
        transaction(db, () => {
          for (const record of records) put(record);
        });
      return Promise.resolve();
    },
  };
}
