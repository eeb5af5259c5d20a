/**
 * Workload statistics (docs/product.md#311-staff-portal, Statistics): per department and per
 * assignee, what is open now and overdue, what was opened and resolved in the screen's period,
 * and the time to resolve of the requests resolved in it. The rules every store follows, so
 * SQLite and Firestore give the same rows.
 */
import { departmentNames } from '../township/township.ts';
import { percentileIndex } from './percentile.ts';

export interface WorkloadFigures {
  /** New or In Progress now. */
  open: number;
  /** Open and due before now (isOverdue). */
  overdue: number;
  /** Created in the period. */
  opened: number;
  /** Finished (Resolved or Closed) in the period, by finishedAt. */
  resolved: number;
  /** Nearest-rank median and 90th percentile of the resolved ones' times to resolve; null when none. */
  medianMs: number | null;
  p90Ms: number | null;
}

export interface WorkloadRow extends WorkloadFigures {
  /** The department's name or the assignee's staff id; null for requests without one. */
  key: string | null;
}

export interface StoreWorkload {
  /** Every department of the township profile, in its order, then null (unassigned). */
  byDepartment: WorkloadRow[];
  /** The asked assignees that have any figure, in the asked order, then null (unassigned). */
  byAssignee: WorkloadRow[];
}

/**
 * The span the workload's "opened" and "resolved" count: from the first asked month's start to
 * the last one's end; null when no month is asked.
 * @example statsPeriod(lastMonths(now, 12))?.start // the first instant of the month 11 months ago
 */
export function statsPeriod(months: readonly { start: Date; end: Date }[]): { start: Date; end: Date } | null {
  const first = months[0];
  const last = months.at(-1);
  return first && last ? { start: first.start, end: last.end } : null;
}

/**
 * The count and nearest-rank median and 90th percentile of some times to resolve, in any order.
 * @example resolveSummary([5, 1, 3, 2]) // { resolved: 4, medianMs: 2, p90Ms: 5 }
 * @example resolveSummary([]) // { resolved: 0, medianMs: null, p90Ms: null }
 */
export function resolveSummary(durations: readonly number[]): Pick<WorkloadFigures, 'resolved' | 'medianMs' | 'p90Ms'> {
  const sorted = Float64Array.from(durations).sort();
  const at = (fraction: number) => (sorted.length ? sorted[percentileIndex(sorted.length, fraction)]! : null);
  return { resolved: sorted.length, medianMs: at(0.5), p90Ms: at(0.9) };
}

/**
 * Adds times to resolve to a group's list, in a map of lists (no spread: a list may be long).
 * @example const times = new Map(); addTimes(times, 'Parks', [5, 3]); times.get('Parks') // [5, 3]
 */
export function addTimes(times: Map<string | null, number[]>, key: string | null, values: Iterable<number>): void {
  let list = times.get(key);
  if (!list) times.set(key, (list = []));
  for (const value of values) list.push(value);
}

/**
 * The figures found per group with each group's resolved count and times (resolveSummary).
 * @example withResolveTimes(new Map([['Parks', { open: 1 }]]), new Map([['Parks', [5]]])).get('Parks') // { open: 1, resolved: 1, medianMs: 5, p90Ms: 5 }
 */
export function withResolveTimes(
  found: Map<string | null, Partial<WorkloadFigures>>,
  times: ReadonlyMap<string | null, readonly number[]>,
): Map<string | null, Partial<WorkloadFigures>> {
  for (const [key, values] of times) found.set(key, { ...found.get(key), ...resolveSummary(values) });
  return found;
}

const NO_FIGURES: WorkloadFigures = { open: 0, overdue: 0, opened: 0, resolved: 0, medianMs: null, p90Ms: null };

const isEmpty = (figures: WorkloadFigures) =>
  figures.open === 0 && figures.overdue === 0 && figures.opened === 0 && figures.resolved === 0;

/**
 * One row per key, in the keys' order, from whatever figures were found for each (missing ones
 * are 0, or null for the times). Rows with nothing to show are left out unless `keepEmpty`; the
 * unassigned row (null) is always kept.
 * @example workloadRows(['Parks', null], new Map([['Parks', { open: 2 }]]), true)[0] // { key: 'Parks', open: 2, overdue: 0, … }
 */
export function workloadRows(
  keys: readonly (string | null)[],
  found: ReadonlyMap<string | null, Partial<WorkloadFigures>>,
  keepEmpty: boolean,
): WorkloadRow[] {
  return keys
    .map((key) => ({ key, ...NO_FIGURES, ...found.get(key) }))
    .filter((row) => keepEmpty || row.key === null || !isEmpty(row));
}

/**
 * The rows a store returns, from its figures keyed by department and by assignee: every
 * department of the profile (unknown names left out), the asked assignees with any figure.
 * @example storeWorkload(byDepartment, byAssignee, ['u1', 'u2']).byAssignee.at(-1)?.key // null
 */
export function storeWorkload(
  byDepartment: ReadonlyMap<string | null, Partial<WorkloadFigures>>,
  byAssignee: ReadonlyMap<string | null, Partial<WorkloadFigures>>,
  assignees: readonly string[],
): StoreWorkload {
  return {
    byDepartment: workloadRows([...departmentNames(), null], byDepartment, true),
    byAssignee: workloadRows([...assignees, null], byAssignee, false),
  };
}
