/**
 * The search words of each request's submitter (#domain/requests/submitter-search.ts) in their own
 * full-text table, submitter_words (migration 12), keyed by the request row's rowid as
 * request_words is. Only a staff search that may see submitters reads it (request-search-sql.ts);
 * the request's own index never holds a caller's name, e-mail or phone.
 */
import type { DatabaseSync } from 'node:sqlite';
import { submitterText, type SubmitterSearchable } from '#domain/requests/submitter-search.ts';

/** Rows read at a time by the backfill, so a large table is never held in memory. */
const CHUNK = 2_000;

/**
 * Writes (or replaces) a submitter's words; run in the transaction that writes the submitter row.
 * @example submitterWordsWriter(db)(request.id, info)
 */
export function submitterWordsWriter(db: DatabaseSync): (requestId: string, info: SubmitterSearchable) => void {
  const put = db.prepare(
    'INSERT OR REPLACE INTO submitter_words (rowid, words) SELECT rowid, ? FROM requests WHERE id = ?',
  );
  return (requestId, info) => {
    put.run(submitterText(info), requestId);
  };
}

/**
 * Migration 12's step: the words of every submitter already stored.
 * @example backfillSubmitterWords(db) // 1200
 */
export function backfillSubmitterWords(db: DatabaseSync): number {
  const select = db.prepare(
    `SELECT r.rowid AS rowid, s.name, s.email, s.phone FROM requests r JOIN submitter_info s ON s.request_id = r.id
     WHERE r.rowid > ? ORDER BY r.rowid LIMIT ?`,
  );
  const put = db.prepare('INSERT OR REPLACE INTO submitter_words (rowid, words) VALUES (?, ?)');
  let after = 0;
  let filled = 0;
  for (;;) {
    const rows = select.all(after, CHUNK) as unknown as (SubmitterSearchable & { rowid: number })[];
    if (rows.length === 0) return filled;
    for (const row of rows) put.run(row.rowid, submitterText(row));
    filled += rows.length;
    after = rows.at(-1)!.rowid;
  }
}
