/** Outbox on SQLite: notifications wait in a table until a sender marks them sent or failed. */
import type { DatabaseSync } from 'node:sqlite';
import type { NewOutboxMessage, Outbox, OutboxMessage } from '../ports.ts';

interface OutboxRow {
  id: number;
  channel: OutboxMessage['channel'];
  recipient: string;
  subject: string | null;
  body: string;
  request_id: string | null;
  status: OutboxMessage['status'];
  attempts: number;
  last_error: string | null;
  created_at: number;
  next_attempt_at: number;
  sent_at: number | null;
}

const COLUMNS =
  'id, channel, recipient, subject, body, request_id, status, attempts, last_error, created_at, next_attempt_at, sent_at';

function fromRow(row: OutboxRow): OutboxMessage {
  return {
    id: String(row.id),
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    requestId: row.request_id,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: new Date(row.created_at).toISOString(),
    nextAttemptAt: new Date(row.next_attempt_at).toISOString(),
    sentAt: row.sent_at === null ? null : new Date(row.sent_at).toISOString(),
  };
}

/** Outbox ids are decimal strings; anything else is no message. */
const rowId = (id: string) => (/^\d{1,15}$/.test(id) ? Number(id) : -1);

export function createSqliteOutbox(db: DatabaseSync, now: () => Date): Outbox {
  const insert = db.prepare(
    `INSERT INTO outbox (channel, recipient, subject, body, request_id, status, attempts, created_at, next_attempt_at)
     VALUES (?, ?, ?, ?, ?, 'pending', 0, ?, ?) RETURNING ${COLUMNS}`,
  );
  const select = db.prepare(`SELECT ${COLUMNS} FROM outbox WHERE id = ?`);
  const due = db.prepare(
    `SELECT ${COLUMNS} FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY id LIMIT ?`,
  );
  const sent = db.prepare(
    "UPDATE outbox SET status = 'sent', sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?",
  );
  const failed = db.prepare(
    'UPDATE outbox SET status = ?, attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?',
  );

  return {
    enqueue(message: NewOutboxMessage) {
      const at = now().getTime();
      const row = insert.get(
        message.channel,
        message.to,
        message.subject ?? null,
        message.body,
        message.requestId ?? null,
        at,
        at,
      ) as unknown as OutboxRow;
      return Promise.resolve(fromRow(row));
    },

    get(id) {
      const row = select.get(rowId(id)) as OutboxRow | undefined;
      return Promise.resolve(row ? fromRow(row) : null);
    },

    listPending(at, options) {
      const limit = options?.limit === undefined ? -1 : Math.max(0, Math.floor(options.limit));
      return Promise.resolve((due.all(at.getTime(), limit) as unknown as OutboxRow[]).map(fromRow));
    },

    markSent(id) {
      sent.run(now().getTime(), rowId(id));
      return Promise.resolve();
    },

    markFailed(id, error, retryAt) {
      const next = retryAt ?? now();
      failed.run(retryAt ? 'pending' : 'failed', error, next.getTime(), rowId(id));
      return Promise.resolve();
    },
  };
}
