/**
 * Outbox on SQLite: notifications wait in a table until a sender marks them sent or failed; the
 * same UPDATE removes the tokens of their links (outbox-redaction.ts).
 */
import type { DatabaseSync } from 'node:sqlite';
import { REDACT_SQL_FUNCTION, redactLinkTokens } from '../outbox-redaction.ts';
import type { NewOutboxMessage, Outbox, OutboxMessage } from '../ports.ts';

interface OutboxRow {
  id: number;
  channel: OutboxMessage['channel'];
  recipient: string;
  subject: string | null;
  body: string;
  list_unsubscribe: string | null;
  request_id: string | null;
  status: OutboxMessage['status'];
  attempts: number;
  last_error: string | null;
  created_at: number;
  next_attempt_at: number;
  sent_at: number | null;
}

const COLUMNS =
  'id, channel, recipient, subject, body, list_unsubscribe, request_id, status, attempts, last_error, created_at, next_attempt_at, sent_at';

function fromRow(row: OutboxRow): OutboxMessage {
  return {
    id: String(row.id),
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    unsubscribeUrl: row.list_unsubscribe,
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

/**
 * Makes redactLinkTokens callable from SQL on this connection (migration 11 and the adapter).
 * @example registerRedaction(db); db.exec("UPDATE outbox SET body = redact_link_tokens(body)")
 */
export function registerRedaction(db: DatabaseSync): void {
  db.function(REDACT_SQL_FUNCTION, { deterministic: true }, (text) =>
    typeof text === 'string' ? redactLinkTokens(text) : text,
  );
}

/** What leaving the queue does to a row: its links' tokens go (the retry keeps them). */
const FINISHED = `body = ${REDACT_SQL_FUNCTION}(body), list_unsubscribe = NULL`;

export function createSqliteOutbox(db: DatabaseSync, now: () => Date): Outbox {
  registerRedaction(db);
  const insert = db.prepare(
    `INSERT INTO outbox (channel, recipient, subject, body, list_unsubscribe, request_id, status, attempts, created_at, next_attempt_at, recipient_key)
     VALUES (?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?, ?) RETURNING ${COLUMNS}`,
  );
  const forRecipient = db.prepare('SELECT count(*) AS n FROM outbox WHERE recipient_key = ? AND created_at >= ?');
  const select = db.prepare(`SELECT ${COLUMNS} FROM outbox WHERE id = ?`);
  const due = db.prepare(
    `SELECT ${COLUMNS} FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY id LIMIT ?`,
  );
  // One statement, so two claims of one message cannot both match.
  const claim = db.prepare(
    `UPDATE outbox SET next_attempt_at = ? WHERE id = ? AND status = 'pending' AND next_attempt_at <= ? RETURNING ${COLUMNS}`,
  );
  const sent = db.prepare(
    `UPDATE outbox SET status = 'sent', sent_at = ?, attempts = attempts + 1, last_error = NULL, ${FINISHED} WHERE id = ?`,
  );
  const retrying = db.prepare(
    "UPDATE outbox SET status = 'pending', attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?",
  );
  const failed = db.prepare(
    `UPDATE outbox SET status = 'failed', attempts = attempts + 1, last_error = ?, next_attempt_at = ?, ${FINISHED} WHERE id = ?`,
  );

  return {
    enqueue(message: NewOutboxMessage) {
      const at = now().getTime();
      const row = insert.get(
        message.channel,
        message.to,
        message.subject ?? null,
        message.body,
        message.unsubscribeUrl ?? null,
        message.requestId ?? null,
        at,
        at,
        message.recipientKey ?? null,
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

    claim(id, at, leaseMs) {
      const row = claim.get(at.getTime() + leaseMs, rowId(id), at.getTime()) as OutboxRow | undefined;
      return Promise.resolve(row ? fromRow(row) : null);
    },

    markSent(id) {
      sent.run(now().getTime(), rowId(id));
      return Promise.resolve();
    },

    markFailed(id, error, retryAt) {
      (retryAt ? retrying : failed).run(error, (retryAt ?? now()).getTime(), rowId(id));
      return Promise.resolve();
    },

    countForRecipient(recipientKey, since) {
      return Promise.resolve((forRecipient.get(recipientKey, since.getTime()) as { n: number }).n);
    },
  };
}
