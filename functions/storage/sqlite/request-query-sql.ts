/**
 * The SQL of RequestStore.page and count on SQLite, shaped so that the indexes of migration 4
 * answer them (migrations.ts says which indexes and why). The reference rules are matchesFilter
 * and compareInSort (#domain/requests/request-query.ts); this only finds the same rows fast.
 *
 * A page is the merge of "arms": one ordered, limited walk per combination of the equality values
 * of an index family (a dimension such as the assignee, then status, then priority rank), each
 * from the cursor on and at most `limit` rows. The merge keeps the first `limit` in the page's
 * order and reads only those rows. A page without any filter walks the sort's own index instead,
 * and a search finds its rows first (request-list-reader.ts), then pages them with walkSql or
 * driveSql (request-sort-walk-sql.ts).
 */
import type { RequestFilter, RequestPageQuery } from '#domain/requests/request-query.ts';
import {
  allOf,
  departmentValues,
  equals,
  equalityConditions,
  inList,
  oneOf,
  rowConditions,
  ranksOf,
  statusesOf,
  type Sql,
} from './request-filter-sql.ts';
import { READ_COLUMNS } from './request-row.ts';
import { directionOf, qualify, SORT_COLUMN, sortWalkSql } from './request-sort-walk-sql.ts';

/** A dimension with more values than this is checked row by row instead of one arm per value. */
const MAX_DIMENSION_VALUES = 4;

/** The leading column of an index family and the values its arms take (null: IS NULL). */
interface Dimension {
  column: 'review_pending' | 'assigned_to' | 'category' | 'assigned_department' | 'language';
  values: (string | number | null)[];
}

/** The family a filter is walked in: the most selective dimension it names. */
function dimensionOf(filter: RequestFilter): Dimension | null {
  // The few requests awaiting review, in partial indexes: the narrowest walk whatever else is named.
  if (filter.review === 'pending') return { column: 'review_pending', values: [1] };
  if (filter.assignedTo !== undefined) return { column: 'assigned_to', values: [filter.assignedTo] };
  const categories = [...new Set(filter.categories)];
  if (filter.categories && categories.length <= MAX_DIMENSION_VALUES) return { column: 'category', values: categories };
  if (filter.departments && departmentValues(filter.departments).length <= MAX_DIMENSION_VALUES) {
    return { column: 'assigned_department', values: departmentValues(filter.departments) };
  }
  const languages = [...new Set(filter.languages)];
  if (filter.languages && languages.length <= MAX_DIMENSION_VALUES) return { column: 'language', values: languages };
  return null;
}

/** The conditions of a filter that its dimension's arms do not already hold (status and rank never). */
function otherConditions(filter: RequestFilter, dimension: Dimension | null): Sql[] {
  const conditions: Sql[] = [];
  if (filter.assignedTo !== undefined && dimension?.column !== 'assigned_to') {
    conditions.push(equals('assigned_to', filter.assignedTo));
  }
  if (filter.categories && dimension?.column !== 'category') conditions.push(inList('category', filter.categories));
  if (filter.departments && dimension?.column !== 'assigned_department') {
    conditions.push(oneOf('assigned_department', departmentValues(filter.departments)));
  }
  const held = { language: { languages: undefined }, review_pending: { review: undefined } } as const;
  const column = dimension?.column;
  conditions.push(
    ...rowConditions(column === 'language' || column === 'review_pending' ? { ...filter, ...held[column] } : filter),
  );
  return conditions;
}

const FAMILY = {
  review_pending: 'review',
  assigned_to: 'assignee',
  category: 'category',
  assigned_department: 'department',
  language: 'language',
} as const;

/**
 * The index of a filter's family for a sort column: its arms walk it in order. Counts use the
 * created one, which holds due_at too.
 */
function familyIndex(
  filter: RequestFilter,
  column: 'created_at' | 'last_updated_at' | 'due_at' = 'created_at',
): string {
  const dimension = dimensionOf(filter);
  const sort = { created_at: 'created', last_updated_at: 'updated', due_at: 'due' }[column];
  return `requests_${dimension ? FAMILY[dimension.column] : 'list'}_${sort}`;
}

/**
 * How many requests pass a filter without words, counted in its family's index (a filter with a
 * date range; without one request_counts answers).
 * @example countSql({ statuses: ['New'], dueBefore: now }).sql // 'SELECT count(*) AS n FROM requests INDEXED BY ...'
 */
export function countSql(filter: RequestFilter): Sql {
  const where = allOf([...equalityConditions(filter), ...rowConditions(filter)]);
  return {
    sql: `SELECT count(*) AS n FROM requests INDEXED BY ${familyIndex(filter)} WHERE ${where.sql}`,
    params: where.params,
  };
}

/**
 * Selects into `into` the rows of `hits` (a table of rowids) that pass the filter: by reading
 * each hit's row, or by walking the filter's index and probing the hits.
 * @example foundSql({ assignedTo: 'u1' }, 'temp.request_hits', 'temp.request_found', 'index')
 */
export function foundSql(filter: RequestFilter, hits: string, into: string, by: 'hits' | 'index'): Sql {
  const where = allOf([...equalityConditions(filter), ...rowConditions(filter)]);
  const select =
    by === 'hits'
      ? `SELECT hits.r FROM ${hits} AS hits CROSS JOIN requests ON requests.rowid = hits.r WHERE ${where.sql}`
      : `SELECT rowid FROM requests INDEXED BY ${familyIndex(filter)} WHERE ${where.sql} AND rowid IN ${hits}`;
  return { sql: `INSERT INTO ${into} (r) ${select}`, params: where.params };
}

/** The ranks an arm may take after the cursor (priority sort: none before the cursor's rank). */
function armRanks(query: RequestPageQuery): number[] {
  const ranks = ranksOf(query.filter);
  if (query.sort !== 'priority' || !query.after) return ranks;
  const cursorRank = query.after.key[0]!;
  return ranks.filter((rank) => (query.direction === 'desc' ? rank <= cursorRank : rank >= cursorRank));
}

/** The keyset condition of one arm: its rows after the cursor, in the walked column and id. */
function armKeyset(query: RequestPageQuery, rank: number): Sql | null {
  const after = query.after;
  if (!after) return null;
  const operator = query.direction === 'desc' ? '<' : '>';
  const column = SORT_COLUMN[query.sort];
  if (query.sort !== 'priority')
    return { sql: `(${column}, id) ${operator} (?, ?)`, params: [after.key[0]!, after.id] };
  // The arm's rank is fixed: past the cursor's rank every row of it follows the cursor.
  if (rank !== after.key[0]) return null;
  return { sql: `(${column}, id) ${operator} (?, ?)`, params: [after.key[1]!, after.id] };
}

/** Whether a filter names nothing at all: every request passes, in the sort's own index. */
const unfiltered = (filter: RequestFilter) =>
  Object.values({ ...filter, searchSubmitters: undefined }).every((value) => value === undefined);

/**
 * One page walked in arms, merged, then the rows of the first `limit` of them, in order; `columns`
 * are the ones read (a comma-and-space list). Without a filter, one walk of the sort's index.
 * @example pageSql({ filter: { statuses: ['New'] }, sort: 'created', direction: 'desc', limit: 50 })
 */
export function pageSql(query: RequestPageQuery, columns = READ_COLUMNS): Sql {
  if (unfiltered(query.filter)) return sortWalkSql(query, columns);
  const { filter, limit } = query;
  const direction = directionOf(query);
  const column = SORT_COLUMN[query.sort];
  const dimension = dimensionOf(filter);
  const others = otherConditions(filter, dimension);
  // Named, so SQLite walks it in order even where a range on another index looks cheaper.
  const index = familyIndex(filter, column);
  const arms: Sql[] = [];
  for (const value of dimension?.values ?? [undefined]) {
    for (const status of statusesOf(filter)) {
      for (const rank of armRanks(query)) {
        const keyset = armKeyset(query, rank);
        const where = allOf([
          ...(value === undefined ? [] : [equals(dimension!.column, value)]),
          equals('status', status),
          equals('priority_rank', rank),
          ...others,
          ...(keyset ? [keyset] : []),
        ]);
        arms.push({
          sql:
            `SELECT * FROM (SELECT rowid AS r, priority_rank AS p, ${column} AS k, id AS i FROM requests INDEXED BY ${index} ` +
            `WHERE ${where.sql} ORDER BY ${column} ${direction}, id ${direction} LIMIT ?)`,
          params: [...where.params, limit],
        });
      }
    }
  }
  if (arms.length === 0) return { sql: `SELECT ${columns} FROM requests WHERE 0`, params: [] };
  const order = `${query.sort === 'priority' ? `p ${direction}, ` : ''}k ${direction}, i ${direction}`;
  return {
    sql:
      `WITH page AS (${arms.map((arm) => arm.sql).join(' UNION ALL ')} ORDER BY ${order} LIMIT ?) ` +
      `SELECT ${qualify(columns)} FROM page CROSS JOIN requests ON requests.rowid = page.r ORDER BY ${order}`,
    params: [...arms.flatMap((arm) => arm.params), limit],
  };
}
