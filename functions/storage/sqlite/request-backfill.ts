/**
 * Migration 4's step: fills the columns and search words it adds for the requests already stored,
 * from each row by the same code that writes new rows (request-row.ts). Requests stored before
 * due dates existed get the due date their category's target gives from their submission
 * (content/311-service-levels.json), as if they had been submitted today with those rules.
 */
import type { DatabaseSync } from 'node:sqlite';
import { dueAt, type ServiceLevels } from '#domain/requests/service-levels.ts';
import { loadServiceLevels } from '../../config/service-levels.ts';
import { legacyReference, newReference } from '#domain/requests/reference.ts';
import { setUniqueReference } from './unique-reference.ts';
import { fromRow, searchText, toRow, V4_READ_COLUMNS, V5_READ_COLUMNS, type RequestRow } from './request-row.ts';

/** Rows read at a time, so a large table is never held in memory. */
const CHUNK = 2_000;

type StoredRow = Omit<
  RequestRow,
  'reference' | 'due_at' | 'priority_rank' | 'finished_at' | 'resolve_ms' | 'hidden_description' | 'hidden_photo'
> & {
  rowid: number;
  due_at: number | null;
};

/**
 * Sets due_at (where it is null), finished_at and resolve_ms of every row and
 * writes its search words. Runs inside the migration's transaction; the service levels are read
 * only when there is a row to fill.
 * @example backfillRequestColumns(db) // after ALTER TABLE ... ADD COLUMN due_at ...
 */
export function backfillRequestColumns(db: DatabaseSync, levels?: ServiceLevels): number {
  // The columns of version 4: the reference column comes with migration 5, whose step gives
  // each row its reference and writes its words once more, and later migrations add theirs.
  const select = db.prepare(`SELECT rowid, ${V4_READ_COLUMNS} FROM requests WHERE rowid > ? ORDER BY rowid LIMIT ?`);
  // Not priority_rank, which the migration's SQL set before counting the requests by it.
  const update = db.prepare(
    'UPDATE requests SET due_at = :due_at, finished_at = :finished_at, resolve_ms = :resolve_ms WHERE rowid = :rowid',
  );
  const words = db.prepare('INSERT OR REPLACE INTO request_words (rowid, words) VALUES (?, ?)');
  let rules = levels;
  const rulesNow = () => (rules ??= loadServiceLevels());
  let after = 0;
  let filled = 0;
  for (;;) {
    const rows = select.all(after, CHUNK) as unknown as StoredRow[];
    if (rows.length === 0) return filled;
    for (const row of rows) {
      const dueMs = row.due_at ?? dueAt(new Date(row.created_at), row.category, rulesNow()).getTime();
      const request = fromRow({ ...row, reference: legacyReference(row.id), due_at: dueMs });
      const { due_at, finished_at, resolve_ms } = toRow(request);
      update.run({ due_at, finished_at, resolve_ms, rowid: row.rowid });
      words.run(row.rowid, searchText(request));
      filled += 1;
    }
    after = rows.at(-1)!.rowid;
  }
}

/**
 * Migration 5's step: gives every stored request a reference (reference.ts), the one derived from
 * its id where that is free, a fresh one where not, and writes its search words again, now with
 * the reference among them. The unique index is in place, so a clash throws and draws again.
 * @example backfillReferences(db) // after ALTER TABLE requests ADD COLUMN reference ...
 */
export function backfillReferences(db: DatabaseSync, draw: () => string = newReference): number {
  const select = db.prepare(`SELECT rowid, id FROM requests WHERE rowid > ? ORDER BY rowid LIMIT ?`);
  // The columns of version 5: later migrations' are not there yet.
  const read = db.prepare(`SELECT ${V5_READ_COLUMNS} FROM requests WHERE rowid = ?`);
  const update = db.prepare('UPDATE requests SET reference = ? WHERE rowid = ?');
  const words = db.prepare('INSERT OR REPLACE INTO request_words (rowid, words) VALUES (?, ?)');
  let after = 0;
  let filled = 0;
  for (;;) {
    const rows = select.all(after, CHUNK) as unknown as { rowid: number; id: string }[];
    if (rows.length === 0) return filled;
    for (const { rowid, id } of rows) {
      setUniqueReference(legacyReference(id), draw, (reference) => update.run(reference, rowid));
      words.run(rowid, searchText(fromRow(read.get(rowid) as unknown as RequestRow)));
      filled += 1;
    }
    after = rows.at(-1)!.rowid;
  }
}
