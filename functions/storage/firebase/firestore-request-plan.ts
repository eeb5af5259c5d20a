/**
 * How a RequestFilter (matchesFilter, the reference rule) becomes a Firestore query, and what is
 * left to check in this process. Firestore's limits decide the split:
 * - A query's `in` filters, expanded to disjunctive normal form, may give at most 30 disjunctions,
 *   and one `in` at most 30 values (16 categories x 4 statuses would be 64). A list naming every
 *   value of its field is no filter at all and is dropped; while the lists still exceed the limit,
 *   the largest goes to the process. Departments and languages are open sets: their lists stay filters.
 * - One `array-contains` per query: the longest search word (the most selective, usually) is looked
 *   up in `searchWords`; the other words are checked here against the same field.
 * - A range on a time field goes to Firestore only where the query is ordered by that field (or,
 *   for a count, has no order), because the indexes put the sort fields right after the equality
 *   fields (firestore-indexes.ts); other ranges are checked here.
 * Everything checked here is exact (the same rule on the stored fields); callers read on in batches
 * until they have enough, within a bound (firestore-request-page.ts, firestore-request-count.ts).
 */
import type { DocumentData, Query } from 'firebase-admin/firestore';
import { PRIORITIES, STATUSES } from '#domain/requests/constants.ts';
import { categoryNames } from '#domain/township/township.ts';
import type { RequestFilter } from '#domain/requests/request-query.ts';
import { firstInstantOf, msOf } from './firestore-times.ts';

/** Firestore's bound on a query's disjunctions (and on one `in` list's values). */
export const MAX_DISJUNCTIONS = 30;

export type RangeField = 'createdAt' | 'dueAt';

interface ListCondition {
  field: string;
  /** A boolean only for reviewPending, the one flag a list filters on. */
  values: readonly (string | null | boolean)[];
}

interface RangeCondition {
  field: RangeField;
  /** At or after this millisecond. */
  fromMs?: number | undefined;
  /** Before this millisecond. */
  beforeMs?: number | undefined;
}

interface Residual {
  lists: ListCondition[];
  ranges: RangeCondition[];
  /** Each must be one of the document's searchWords. */
  words: string[];
}

interface FilterPlan {
  /** Nothing can pass (a filter list is empty). */
  none: boolean;
  /** `==` (one value, null included) or `in` conditions for Firestore. */
  lists: ListCondition[];
  /** The search word Firestore looks up with array-contains. */
  contains: string | null;
  range: RangeCondition | null;
  /** What is checked in this process; null when Firestore does it all. */
  residual: Residual | null;
}

/** Built when asked: the categories are the township profile's. */
const listFilters = () =>
  [
    { key: 'statuses', field: 'status', every: STATUSES },
    { key: 'priorities', field: 'priority', every: PRIORITIES },
    { key: 'categories', field: 'category', every: categoryNames() },
    { key: 'departments', field: 'departmentKey', every: null },
    { key: 'languages', field: 'language', every: null },
  ] as const;

function filterLists(filter: RequestFilter): ListCondition[] | null {
  const lists: ListCondition[] = [];
  for (const { key, field, every } of listFilters()) {
    const given = filter[key];
    if (!given) continue;
    const values = [...new Set<string>(given)];
    if (values.length === 0) return null;
    if (every && every.every((value) => values.includes(value))) continue; // Every value: no filter.
    lists.push({ field, values });
  }
  if (filter.assignedTo !== undefined) lists.push({ field: 'assignedTo', values: [filter.assignedTo] });
  if (filter.review === 'pending') lists.push({ field: 'reviewPending', values: [true] });
  return lists;
}

/** Moves the largest lists to the process until Firestore takes the rest. */
function withinDisjunctionLimit(lists: ListCondition[]): { store: ListCondition[]; process: ListCondition[] } {
  const store = [...lists].sort((a, b) => a.values.length - b.values.length);
  const process: ListCondition[] = [];
  const disjunctions = () => store.reduce((product, list) => product * list.values.length, 1);
  while (store.length && disjunctions() > MAX_DISJUNCTIONS) process.push(store.pop()!);
  return { store, process };
}

function ranges(filter: RequestFilter): RangeCondition[] {
  const found: RangeCondition[] = [];
  if (filter.createdFrom || filter.createdBefore) {
    found.push({
      field: 'createdAt',
      fromMs: filter.createdFrom?.getTime(),
      beforeMs: filter.createdBefore?.getTime(),
    });
  }
  if (filter.dueBefore) found.push({ field: 'dueAt', beforeMs: filter.dueBefore.getTime() });
  return found;
}

/**
 * Splits a filter between Firestore and the process. `rangeField` is the one time field Firestore
 * may take a range on (the field the query is ordered by first), or null.
 * @example planFilter({ statuses: ['New'], words: ['main', 'st'] }, null) // contains 'main', 'st' checked here
 */
export function planFilter(filter: RequestFilter, rangeField: RangeField | null): FilterPlan {
  const lists = filterLists(filter);
  if (!lists) return { none: true, lists: [], contains: null, range: null, residual: null };
  const { store, process } = withinDisjunctionLimit(lists);
  const words = [...new Set(filter.words ?? [])].sort((a, b) => b.length - a.length);
  const allRanges = ranges(filter);
  const range = allRanges.find((condition) => condition.field === rangeField) ?? null;
  const residual: Residual = {
    lists: process,
    ranges: allRanges.filter((condition) => condition !== range),
    words: words.slice(1),
  };
  const hasResidual = residual.lists.length + residual.ranges.length + residual.words.length > 0;
  return { none: false, lists: store, contains: words[0] ?? null, range, residual: hasResidual ? residual : null };
}

/** The plan's Firestore conditions on a query. */
export function applyPlan(query: Query, plan: FilterPlan): Query {
  let constrained = query;
  for (const { field, values } of plan.lists) {
    constrained =
      values.length === 1 ? constrained.where(field, '==', values[0]) : constrained.where(field, 'in', values);
  }
  if (plan.contains !== null) constrained = constrained.where('searchWords', 'array-contains', plan.contains);
  const range = plan.range;
  if (range?.fromMs !== undefined) constrained = constrained.where(range.field, '>=', firstInstantOf(range.fromMs));
  if (range?.beforeMs !== undefined) constrained = constrained.where(range.field, '<', firstInstantOf(range.beforeMs));
  return constrained;
}

function inRange(data: DocumentData, { field, fromMs, beforeMs }: RangeCondition): boolean {
  if (!data[field]) return false; // Firestore leaves out documents without the field, too.
  const ms = msOf(data[field] as Parameters<typeof msOf>[0]);
  return (fromMs === undefined || ms >= fromMs) && (beforeMs === undefined || ms < beforeMs);
}

/** Whether a stored document passes what the process checks. */
export function passesResidual(data: DocumentData, residual: Residual): boolean {
  const words = (data.searchWords ?? []) as string[];
  return (
    residual.lists.every(({ field, values }) => values.includes((data[field] ?? null) as string | null | boolean)) &&
    residual.ranges.every((condition) => inRange(data, condition)) &&
    residual.words.every((word) => words.includes(word))
  );
}

/** The stored fields passesResidual reads, for queries that select only them. */
export function residualFields(residual: Residual): string[] {
  const fields = [...residual.lists.map((list) => list.field), ...residual.ranges.map((range) => range.field)];
  if (residual.words.length) fields.push('searchWords');
  return [...new Set(fields)];
}
