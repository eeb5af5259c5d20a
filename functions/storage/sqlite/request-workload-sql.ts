/**
 * The workload part of RequestStore.stats on SQLite (#domain/requests/workload-stats.ts), from
 * the indexes of migration 16, never a row. Open comes from request_counts and overdue from one
 * GROUP BY over the open requests past due. Opened and resolved are counted per (department,
 * assignee) pair that has requests (request_counts lists them: departments times staff, however
 * many requests), each inside one index range that starts with the pair, then folded here into
 * per-department and per-assignee rows.
 *
 * The percentiles need the times themselves: each pair's range gives those of the requests
 * finished in the period as one list, and they are ranked here. What is read and held is bounded
 * by the period (the statistics' twelve months, fixed by services/statistics.ts), one number per
 * request finished in it, not by the collection.
 */
import type { DatabaseSync } from 'node:sqlite';
import { OPEN_STATUSES } from '#domain/requests/constants.ts';
import type { StatsQuery } from '#domain/requests/request-stats.ts';
import {
  addTimes,
  statsPeriod,
  storeWorkload,
  type StoreWorkload,
  type WorkloadFigures,
  withResolveTimes,
} from '#domain/requests/workload-stats.ts';

const OPEN = OPEN_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * The statements, by figure (their plans: request-workload-plan.test.ts).
 * @example db.prepare(WORKLOAD_SQL.opened).get(department, assignee, start, end) // { n: 12 }
 */
export const WORKLOAD_SQL = {
  pairs: 'SELECT DISTINCT assigned_department AS department, assigned_to AS assignee FROM request_counts WHERE n > 0',
  open: `SELECT assigned_department AS department, assigned_to AS assignee, sum(n) AS n
    FROM request_counts WHERE status IN (${OPEN}) GROUP BY 1, 2`,
  overdue: `SELECT assigned_department AS department, assigned_to AS assignee, count(*) AS n
    FROM requests INDEXED BY requests_work_overdue WHERE status IN (${OPEN}) AND due_at < ? GROUP BY 1, 2`,
  opened: `SELECT count(*) AS n FROM requests INDEXED BY requests_work_opened
    WHERE assigned_department IS ? AND assigned_to IS ? AND created_at >= ? AND created_at < ?`,
  finished: `SELECT group_concat(resolve_ms) AS times FROM requests INDEXED BY requests_work_finished
    WHERE assigned_department IS ? AND assigned_to IS ? AND finished_at >= ? AND finished_at < ?
      AND resolve_ms IS NOT NULL`,
} as const;

type Found = Map<string | null, Partial<WorkloadFigures>>;
type Times = Map<string | null, number[]>;
interface Pair {
  department: string | null;
  assignee: string | null;
}

/** No department is stored as null or ''; both are unassigned. */
const departmentOf = (pair: Pair) => pair.department || null;

function add(found: Found, key: string | null, figure: 'open' | 'overdue' | 'opened', n: number) {
  const figures = found.get(key) ?? {};
  figures[figure] = (figures[figure] ?? 0) + n;
  found.set(key, figures);
}

/**
 * The workload reader of a database.
 * @example const workload = workloadReader(db); workload({ months: lastMonths(now, 12), now, assignees: ['u1'] })
 */
export function workloadReader(db: DatabaseSync): (query: StatsQuery) => StoreWorkload {
  const pairs = db.prepare(WORKLOAD_SQL.pairs);
  const open = db.prepare(WORKLOAD_SQL.open);
  const overdue = db.prepare(WORKLOAD_SQL.overdue);
  const opened = db.prepare(WORKLOAD_SQL.opened);
  const finished = db.prepare(WORKLOAD_SQL.finished);

  return (query) => {
    const byDepartment: Found = new Map();
    const byAssignee: Found = new Map();
    const fold = (figure: 'open' | 'overdue' | 'opened', pair: Pair, n: number) => {
      add(byDepartment, departmentOf(pair), figure, n);
      add(byAssignee, pair.assignee, figure, n);
    };
    for (const row of open.all() as unknown as (Pair & { n: number })[]) fold('open', row, row.n);
    for (const row of overdue.all(query.now.getTime()) as unknown as (Pair & { n: number })[]) {
      fold('overdue', row, row.n);
    }
    const departmentTimes: Times = new Map();
    const assigneeTimes: Times = new Map();
    const period = statsPeriod(query.months);
    if (period) {
      const range = [period.start.getTime(), period.end.getTime()] as const;
      for (const pair of pairs.all() as unknown as Pair[]) {
        const params = [pair.department, pair.assignee, ...range] as const;
        fold('opened', pair, (opened.get(...params) as { n: number }).n);
        const { times } = finished.get(...params) as { times: string | null };
        const values = times ? times.split(',').map(Number) : [];
        addTimes(departmentTimes, departmentOf(pair), values);
        addTimes(assigneeTimes, pair.assignee, values);
      }
    }
    return storeWorkload(
      withResolveTimes(byDepartment, departmentTimes),
      withResolveTimes(byAssignee, assigneeTimes),
      query.assignees,
    );
  };
}
