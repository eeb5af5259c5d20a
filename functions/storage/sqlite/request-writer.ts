/**
 * Writes of request rows together with their search words, which live in their own table
 * (request_words, keyed by the request row's rowid). Callers run these inside a transaction, so a
 * row and its words are always committed together.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { ROW_COLUMNS, searchText, toRow, type RequestRow } from './request-row.ts';

const placeholders = ROW_COLUMNS.map((name) => `:${name}`).join(', ');
const columns = ROW_COLUMNS.join(', ');
const assignments = (names: readonly string[], from: (name: string) => string) =>
  names.map((name) => `${name} = ${from(name)}`).join(', ');

interface RequestWriter {
  /** A new row; throws SQLite's UNIQUE error for a taken id. */
  insert(request: ServiceRequest): void;
  /** The row as given over any row with the same id (data import). */
  upsert(request: ServiceRequest): void;
  /** Every column but id and created_at; false when there is no such row. */
  replace(request: ServiceRequest): boolean;
}

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
  const replace = db.prepare(
    `UPDATE requests SET ${assignments(
      ROW_COLUMNS.filter((name) => name !== 'id' && name !== 'created_at'),
      (name) => `:${name}`,
    )} WHERE id = :id RETURNING rowid`,
  );
  const putWords = db.prepare('INSERT OR REPLACE INTO request_words (rowid, words) VALUES (?, ?)');

  const written = (row: unknown, request: ServiceRequest) => {
    const { rowid } = row as { rowid: number };
    putWords.run(rowid, searchText(request));
  };
  const params = (request: ServiceRequest): Partial<RequestRow> => toRow(request);

  return {
    insert(request) {
      written(insert.get({ ...params(request) }), request);
    },
    upsert(request) {
      written(upsert.get({ ...params(request) }), request);
    },
    replace(request) {
      const row = params(request);
      delete row.created_at;
      const result = replace.get({ ...row });
      if (result === undefined) return false;
      written(result, request);
      return true;
    },
  };
}
