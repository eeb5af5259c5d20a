/**
 * Pages walked in a sort's own index (one per sort over every request, migration 4): the whole
 * list without a filter, and the found set of a search (request-list-reader.ts), probed as the
 * walk goes or read whole and sorted when it is small.
 */
import type { RequestPageQuery } from '#domain/requests/request-query.ts';
import { allOf, type Sql } from './request-filter-sql.ts';
import { READ_COLUMNS } from './request-row.ts';

/** The column each sort orders by after its rank (priority: priority_rank, then created). */
export const SORT_COLUMN = {
  created: 'created_at',
  updated: 'last_updated_at',
  due: 'due_at',
  priority: 'created_at',
} as const;

export const directionOf = (query: RequestPageQuery) => (query.direction === 'desc' ? 'DESC' : 'ASC');

/** Columns as `requests.name`, for a select that joins the table. */
export const qualify = (columns: string) =>
  columns
    .split(', ')
    .map((name) => `requests.${name}`)
    .join(', ');

/** The sort's whole key as SQL columns, in order. */
const keyColumns = (query: RequestPageQuery) =>
  query.sort === 'priority' ? ['priority_rank', 'created_at', 'id'] : [SORT_COLUMN[query.sort], 'id'];

/** The index that holds every request in a sort's order. */
const SORT_INDEX = {
  created: 'requests_newest',
  updated: 'requests_updated',
  due: 'requests_due',
  priority: 'requests_priority',
};

/** The cursor's condition on a sort's whole key. */
function keysetAfter(query: RequestPageQuery): Sql[] {
  if (!query.after) return [];
  const columns = keyColumns(query);
  return [
    {
      sql: `(${columns.join(', ')}) ${query.direction === 'desc' ? '<' : '>'} (${columns.map(() => '?').join(', ')})`,
      params: [...query.after.key, query.after.id],
    },
  ];
}

const orderBy = (query: RequestPageQuery, prefix = '') =>
  keyColumns(query)
    .map((column) => `${prefix}${column} ${directionOf(query)}`)
    .join(', ');

/**
 * A page of the requests in `found` (a table of rowids that all pass the filter), read by
 * walking every request in the sort's order and probing `found`: for a search with many hits.
 * @example walkSql({ filter, sort: 'created', direction: 'desc', limit: 50 }, 'temp.request_hits')
 */
export function walkSql(query: RequestPageQuery, found: string, columns = READ_COLUMNS): Sql {
  const where = allOf([{ sql: `rowid IN ${found}`, params: [] }, ...keysetAfter(query)]);
  return {
    sql:
      `SELECT ${columns} FROM requests INDEXED BY ${SORT_INDEX[query.sort]} ` +
      `WHERE ${where.sql} ORDER BY ${orderBy(query)} LIMIT ?`,
    params: [...where.params, query.limit],
  };
}

/**
 * A page of the requests in `found` (a table of rowids that all pass the filter), read by
 * reading each of them and sorting: for a search with few hits.
 * @example driveSql({ filter, sort: 'due', direction: 'asc', limit: 50 }, 'temp.request_found')
 */
export function driveSql(query: RequestPageQuery, found: string, columns = READ_COLUMNS): Sql {
  const where = allOf(keysetAfter(query));
  const keys = keyColumns(query)
    .map((column) => `requests.${column} AS ${column}`)
    .join(', ');
  // Sorted on the keys alone; only the page's rows are read whole.
  return {
    sql:
      `WITH page AS (SELECT requests.rowid AS r, ${keys} FROM ${found} AS found ` +
      `CROSS JOIN requests ON requests.rowid = found.r WHERE ${where.sql} ORDER BY ${orderBy(query)} LIMIT ?) ` +
      `SELECT ${qualify(columns)} FROM page CROSS JOIN requests ON requests.rowid = page.r ORDER BY ${orderBy(query, 'page.')}`,
    params: [...where.params, query.limit],
  };
}

/**
 * A page of every request, walked in the sort's own index from the cursor on: `limit` index
 * entries, where arms per status and priority would read `limit` of each and merge them.
 * @example sortWalkSql({ filter: {}, sort: 'created', direction: 'desc', limit: 250 }, READ_COLUMNS)
 */
export function sortWalkSql(query: RequestPageQuery, columns: string): Sql {
  const where = allOf(keysetAfter(query));
  return {
    sql:
      `SELECT ${columns} FROM requests INDEXED BY ${SORT_INDEX[query.sort]} ` +
      `WHERE ${where.sql} ORDER BY ${orderBy(query)} LIMIT ?`,
    params: [...where.params, query.limit],
  };
}
