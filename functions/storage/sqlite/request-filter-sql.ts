/**
 * A RequestFilter as SQL conditions on the requests table (and on request_counts, which has the
 * same filterable columns). The reference rule is matchesFilter (#domain/requests/request-query.ts).
 */
import type { SQLInputValue } from 'node:sqlite';
import { PRIORITIES, STATUSES } from '#domain/requests/constants.ts';
import { priorityRank, type RequestFilter } from '#domain/requests/request-query.ts';

export interface Sql {
  sql: string;
  params: SQLInputValue[];
}

/** Whether no request can pass: an empty list matches nothing. */
export function matchesNothing(filter: RequestFilter): boolean {
  return [filter.statuses, filter.priorities, filter.categories, filter.departments, filter.languages].some(
    (list) => list?.length === 0,
  );
}

export const equals = (column: string, value: SQLInputValue): Sql =>
  value === null ? { sql: `${column} IS NULL`, params: [] } : { sql: `${column} = ?`, params: [value] };

export const inList = (column: string, values: readonly SQLInputValue[]): Sql => ({
  sql: `${column} IN (${values.map(() => '?').join(', ')})`,
  params: [...values],
});

/** Conditions joined with AND ('1' for none). */
export const allOf = (conditions: readonly Sql[]): Sql => ({
  sql: conditions.length === 0 ? '1' : conditions.map((condition) => condition.sql).join(' AND '),
  params: conditions.flatMap((condition) => condition.params),
});

/** Department '' also matches requests without one (matchesFilter compares `?? ''`). */
export const departmentValues = (departments: readonly string[]): (string | null)[] =>
  departments.includes('') ? [...new Set(departments), null] : [...new Set(departments)];

/** A column equal to one of the values, null included (IS NULL). */
export function oneOf(column: string, values: readonly (string | null)[]): Sql {
  const present = values.filter((value) => value !== null);
  const parts = [
    ...(present.length > 0 ? [inList(column, present)] : []),
    ...(values.includes(null) ? [equals(column, null)] : []),
  ];
  if (parts.length === 1) return parts[0]!;
  return { sql: `(${parts.map((part) => part.sql).join(' OR ')})`, params: parts.flatMap((part) => part.params) };
}

/** The statuses a filter allows, each once, all of them when it names none. */
export const statusesOf = (filter: RequestFilter) => [...new Set(filter.statuses ?? STATUSES)];
/** The priority ranks a filter allows, each once, all of them when it names none. */
export const ranksOf = (filter: RequestFilter) => [...new Set(filter.priorities ?? PRIORITIES)].map(priorityRank);

/**
 * The conditions on the columns request_counts also has: statuses, priorities, categories,
 * departments and assignee. Statuses and ranks are always listed (all of them when the filter
 * names none), so an index that starts with them is searched rather than scanned.
 * @example allOf(equalityConditions({ assignedTo: null })).sql // 'status IN (?, ?, ?, ?) AND ... AND assigned_to IS NULL'
 */
export function equalityConditions(filter: RequestFilter): Sql[] {
  const conditions = [inList('status', statusesOf(filter)), inList('priority_rank', ranksOf(filter))];
  if (filter.categories) conditions.push(inList('category', filter.categories));
  if (filter.departments) conditions.push(oneOf('assigned_department', departmentValues(filter.departments)));
  if (filter.assignedTo !== undefined) conditions.push(equals('assigned_to', filter.assignedTo));
  return conditions;
}

/**
 * The conditions request_counts and the full-text index do not hold, checked on each row or its
 * index entry: the languages (a family of list indexes of their own, migration 14), then created
 * from and before, due before, and the review flag (a family of its own, migration 20).
 */
export function rowConditions(filter: RequestFilter): Sql[] {
  const conditions: Sql[] = [];
  if (filter.languages) conditions.push(inList('language', [...new Set(filter.languages)]));
  if (filter.createdFrom) conditions.push({ sql: 'created_at >= ?', params: [filter.createdFrom.getTime()] });
  if (filter.createdBefore) conditions.push({ sql: 'created_at < ?', params: [filter.createdBefore.getTime()] });
  if (filter.dueBefore) conditions.push({ sql: 'due_at < ?', params: [filter.dueBefore.getTime()] });
  // An equality, never IS: it is what lets the review family's partial indexes (migration 20) serve.
  if (filter.review === 'pending') conditions.push(equals('review_pending', 1));
  return conditions;
}

/**
 * How many requests pass the equality part of a filter, from request_counts: exact for a filter
 * without ranges or words, an upper bound otherwise.
 * @example cubeCountSql({ statuses: ['New'] }).sql // 'SELECT coalesce(sum(n), 0) AS n FROM request_counts WHERE ...'
 */
export function cubeCountSql(filter: RequestFilter): Sql {
  const where = allOf(equalityConditions(filter));
  return { sql: `SELECT coalesce(sum(n), 0) AS n FROM request_counts WHERE ${where.sql}`, params: where.params };
}
