/**
 * RequestStore.page and count on SQLite: chooses how to answer and runs the SQL of
 * request-query-sql.ts.
 *
 * - Without search words: a count comes from request_counts (or its family's index when the
 *   filter has a language or a date range); a page walks its arms.
 * - With search words (request-search-sql.ts): the full-text query, which holds every condition
 *   but the languages and dates, gives the hits; those narrow them into the found set, by reading each hit's
 *   row or by walking the filter's index and probing the hits, whichever reads less. A page of the found set reads each found
 *   row and sorts them when they are few, else walks every request in the sort's order and
 *   probes the set until the page is full (about limit x total / found index entries). A row
 *   read costs about five index entries. The found set is kept until the next search or write,
 *   so a page and its count search once.
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { RequestFilter, RequestPageQuery } from '#domain/requests/request-query.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { cubeCountSql, matchesNothing, rowConditions, type Sql } from './request-filter-sql.ts';
import { countSql, foundSql, pageSql } from './request-query-sql.ts';
import { fromRow, READ_COLUMNS, type RequestRow } from './request-row.ts';
import { driveSql, walkSql } from './request-sort-walk-sql.ts';
import { HITS_TABLE, searchedWords, searchIndex, type SearchQuery } from './request-search-sql.ts';

/** How much cheaper an index entry is than a row read, roughly. */
const ENTRY_COST = 1 / 5;
/** Prepared statements kept by SQL text (the shapes of the filters in use). */
const CACHED_STATEMENTS = 200;
/** The hits that pass the rest of the filter. */
const FOUND_TABLE = 'temp.request_found';

interface ListReader<T> {
  page(query: RequestPageQuery): T[];
  count(filter: RequestFilter): number;
}

/** What a page reads of each request: its columns (a comma-and-space list) and what they make. */
export interface RowShape<T> {
  columns: string;
  map(row: never): T;
}

/** The whole request. */
const WHOLE: RowShape<ServiceRequest> = { columns: READ_COLUMNS, map: (row: RequestRow) => fromRow(row) };

/** Whether a filter has conditions the full-text index does not hold: languages and dates. */
const beyondWords = (filter: RequestFilter) => rowConditions(filter).length > 0;

/**
 * `entryCost` is what an index entry costs against a row read; tests set 0 or Infinity to take
 * one way or the other at every choice.
 * @example listReader(db).page({ filter: {}, sort: 'created', direction: 'desc', limit: 50 })
 */
export function listReader(db: DatabaseSync, entryCost = ENTRY_COST): ListReader<ServiceRequest> {
  return shapedListReader(db, WHOLE, entryCost);
}

/**
 * The same pages with only the columns `shape` names, made into what it makes (the CSV export's
 * fields, request-export-row.ts).
 * @example shapedListReader(db, EXPORT_SHAPE).page({ filter: {}, sort: 'created', direction: 'desc', limit: 250 })
 */
export function shapedListReader<T>(db: DatabaseSync, shape: RowShape<T>, entryCost = ENTRY_COST): ListReader<T> {
  const statements = new Map<string, StatementSync>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= CACHED_STATEMENTS) statements.delete(statements.keys().next().value!);
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const countOf = ({ sql, params }: Sql) => (prepared(sql).get(...params) as { n: number }).n;
  const rowsOf = ({ sql, params }: Sql) => (prepared(sql).all(...params) as never[]).map((row) => shape.map(row));
  const search = searchIndex(db);
  db.exec(`CREATE TEMP TABLE IF NOT EXISTS request_found (r INTEGER PRIMARY KEY)`);
  const clearFound = db.prepare(`DELETE FROM ${FOUND_TABLE}`);
  const total = db.prepare('SELECT coalesce(sum(n), 0) AS n FROM request_counts');
  let last: { key: string; version: string; table: string; count: number } | null = null;

  /** The table of the requests that pass the whole filter, search included, and how many. */
  const find = (filter: RequestFilter, match: SearchQuery) => {
    const key = JSON.stringify([match.key, filter]);
    if (last?.key === key && last.version === search.version()) return last;
    const hits = search.fill(match);
    let found = { table: HITS_TABLE, count: hits };
    if (hits > 0 && beyondWords(filter)) {
      clearFound.run();
      const inIndex = countOf(cubeCountSql(filter));
      const { sql, params } = foundSql(filter, HITS_TABLE, FOUND_TABLE, hits <= inIndex * entryCost ? 'hits' : 'index');
      found = { table: FOUND_TABLE, count: Number(prepared(sql).run(...params).changes) };
    }
    last = { key, version: search.version(), ...found };
    return found;
  };

  return {
    page(query) {
      checkCursor(query);
      const filter = query.filter;
      if (matchesNothing(filter)) return [];
      const words = searchedWords(filter.words);
      if (words === 'none') return [];
      if (words === null) return rowsOf(pageSql(query, shape.columns));
      const match = search.query(words, filter);
      if (match === null) return [];
      const found = find(filter, match);
      if (found.count === 0) return [];
      const walked = (query.limit * (total.get() as { n: number }).n) / found.count;
      return rowsOf(
        found.count <= walked * entryCost
          ? driveSql(query, found.table, shape.columns)
          : walkSql(query, found.table, shape.columns),
      );
    },

    count(filter) {
      if (matchesNothing(filter)) return 0;
      const words = searchedWords(filter.words);
      if (words === 'none') return 0;
      if (words === null)
        return rowConditions(filter).length > 0 ? countOf(countSql(filter)) : countOf(cubeCountSql(filter));
      const match = search.query(words, filter);
      if (match === null) return 0;
      return beyondWords(filter) ? find(filter, match).count : search.count(match);
    },
  };
}

/** A cursor holds the sort's key: one instant, or the priority rank and an instant. */
function checkCursor(query: RequestPageQuery): void {
  const length = query.sort === 'priority' ? 2 : 1;
  if (query.after && (query.after.key.length !== length || !query.after.key.every(Number.isFinite))) {
    throw new RangeError(`A ${query.sort} cursor holds ${length} number(s).`);
  }
}
