/**
 * Writes of request rows together with their search words, which live in their own table
 * (request_words, keyed by the request row's rowid). Callers run these inside a transaction, so a
 * row and its words are always committed together.
 */
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { ROW_COLUMNS, searchText, toRow, type RequestRow } from './request-row.ts';

/** The columns a change may set: all but the key and the creation time. */
const CHANGEABLE = ROW_COLUMNS.filter((name) => name !== 'id' && name !== 'created_at');
const placeholders = ROW_COLUMNS.map((name) => `:${name}`).join(', ');
const columns = ROW_COLUMNS.join(', ');
const assignments = (names: readonly string[], from: (name: string) => string) =>
  names.map((name) => `${name} = ${from(name)}`).join(', ');

interface RequestWriter {
  /** A new row; throws SQLite's UNIQUE error for a taken id. */
  insert(request: ServiceRequest): void;
  /** The row as given over any row with the same id (data import). */
  upsert(request: ServiceRequest): void;
  /**
   * The columns in which `next` differs from `current` (the row as read in the same transaction),
   * and the search words only when they differ; false when there is no such row. SQLite rewrites
   * an index only when the UPDATE sets one of its columns, and a status change or a note touches
   * few of them (setting every column rewrote every index).
   */
  change(current: ServiceRequest, next: ServiceRequest): boolean;
}

/** Statements kept by the columns they set (a handful of shapes: status, assignment, notes...). */
const CACHED_CHANGES = 100;

/** @example requestWriter(db).insert(request) // inside transaction(db, ...) */
export function requestWriter(db: DatabaseSync): RequestWriter {
  const insert = db.prepare(`INSERT INTO requests (${columns}) VALUES (${placeholders}) RETURNING rowid`);
  // An upsert, not INSERT OR REPLACE, whose delete would cascade to the submitter info.
  const upsert = db.prepare(
    `INSERT INTO requests (${columns}) VALUES (${placeholders}) ON CONFLICT (id) DO UPDATE SET ${assignments(
      ROW_COLUMNS.filter((name) => name !== 'id'),
      (name) => `excluded.${name}`,
    )} RETURNING rowid`,
  );
  const byId = db.prepare('SELECT rowid FROM requests WHERE id = ?');
  const putWords = db.prepare('INSERT OR REPLACE INTO request_words (rowid, words) VALUES (?, ?)');
  const changes = new Map<string, StatementSync>();
  const changeOf = (names: readonly string[]) => {
    const key = names.join(',');
    let statement = changes.get(key);
    if (!statement) {
      if (changes.size >= CACHED_CHANGES) changes.delete(changes.keys().next().value!);
      statement = db.prepare(
        `UPDATE requests SET ${assignments(names, (name) => `:${name}`)} WHERE id = :id RETURNING rowid`,
      );
      changes.set(key, statement);
    }
    return statement;
  };

  const written = (row: unknown, request: ServiceRequest) => {
    const { rowid } = row as { rowid: number };
    putWords.run(rowid, searchText(request));
  };
  const params = (request: ServiceRequest): RequestRow => toRow(request);

  return {
    insert(request) {
      written(insert.get({ ...params(request) }), request);
    },
    upsert(request) {
      written(upsert.get({ ...params(request) }), request);
    },
    change(current, next) {
      const before = toRow(current);
      const after = toRow(next);
      const names = CHANGEABLE.filter((name) => before[name] !== after[name]);
      const words = searchText(next);
      const wordsChanged = words !== searchText(current);
      if (names.length === 0 && !wordsChanged) return byId.get(next.id) !== undefined;
      const values: Record<string, SQLInputValue> = { id: next.id };
      for (const name of names) values[name] = after[name];
      const result = names.length > 0 ? changeOf(names).get(values) : byId.get(next.id);
      if (result === undefined) return false;
      if (wordsChanged) putWords.run((result as { rowid: number }).rowid, words);
      return true;
    },
  };
}
