/**
 * The workload part of RequestStore.stats on SQLite (#domain/requests/workload-stats.ts). Each
 * figure is one GROUP BY over one range of an index (migration 16) or over request_counts, by
 * (department, assignee) pairs, folded here into per-department and per-assignee rows; there are
 * as many pairs as departments times staff, however many requests. The percentiles of the time
 * to resolve are ranked in SQL by a window over the requests finished in the period (the only
 * rows it reads, from the covering index), and only the two ranked values per group come back.
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { OPEN_STATUSES } from '#domain/requests/constants.ts';
import { percentileIndex } from '#domain/requests/percentile.ts';
import type { StatsQuery } from '#domain/requests/request-stats.ts';
import {
  statsPeriod,
  storeWorkload,
  type StoreWorkload,
  type WorkloadFigures,
} from '#domain/requests/workload-stats.ts';

const OPEN = OPEN_STATUSES.map((status) => `'${status}'`).join(', ');
/** No department is stored as null or ''; both are unassigned. */
const DEPARTMENT = "nullif(assigned_department, '')";

type Counted = 'open' | 'overdue' | 'opened';
type Found = Map<string | null, Partial<WorkloadFigures>>;
interface PairRow {
  department: string | null;
  assignee: string | null;
  n: number;
}

function add(found: Found, key: string | null, figure: Counted, n: number) {
  const figures = found.get(key) ?? {};
  figures[figure] = (figures[figure] ?? 0) + n;
  found.set(key, figures);
}

/** The window ranking one dimension's times to resolve: each group's size and each value's rank. */
function rankedTimes(db: DatabaseSync, column: string): StatementSync {
  return db.prepare(
    `SELECT key, n, rank, ms FROM (
       SELECT ${column} AS key, resolve_ms AS ms, count(*) OVER (PARTITION BY ${column}) AS n,
              row_number() OVER (PARTITION BY ${column} ORDER BY resolve_ms) AS rank
       FROM requests INDEXED BY requests_work_finished
       WHERE finished_at >= ? AND finished_at < ? AND resolve_ms IS NOT NULL
     ) WHERE rank = (n + 1) / 2 OR rank = (9 * n + 9) / 10`,
  );
}

/** Resolved counts and nearest-rank times of one dimension, picked from the ranked rows. */
function readTimes(statement: StatementSync, start: number, end: number, found: Found) {
  for (const row of statement.all(start, end) as { key: string | null; n: number; rank: number; ms: number }[]) {
    const figures = found.get(row.key) ?? {};
    figures.resolved = row.n;
    // The SQL keeps ranks ceil(n/2) and ceil(9n/10); percentileIndex says which is which.
    if (row.rank === percentileIndex(row.n, 0.5) + 1) figures.medianMs = row.ms;
    if (row.rank === percentileIndex(row.n, 0.9) + 1) figures.p90Ms = row.ms;
    found.set(row.key, figures);
  }
}

/**
 * The workload reader of a database.
 * @example const workload = workloadReader(db); workload({ months: lastMonths(now, 12), now, assignees: ['u1'] })
 */
export function workloadReader(db: DatabaseSync): (query: StatsQuery) => StoreWorkload {
  const pairs = `${DEPARTMENT} AS department, assigned_to AS assignee`;
  const open = db.prepare(`SELECT ${pairs}, sum(n) AS n FROM request_counts WHERE status IN (${OPEN}) GROUP BY 1, 2`);
  const overdue = db.prepare(
    `SELECT ${pairs}, count(*) AS n FROM requests INDEXED BY requests_work_overdue
     WHERE status IN (${OPEN}) AND due_at < ? GROUP BY 1, 2`,
  );
  const opened = db.prepare(
    `SELECT ${pairs}, count(*) AS n FROM requests INDEXED BY requests_work_opened
     WHERE created_at >= ? AND created_at < ? GROUP BY 1, 2`,
  );
  const departmentTimes = rankedTimes(db, DEPARTMENT);
  const assigneeTimes = rankedTimes(db, 'assigned_to');

  return (query) => {
    const byDepartment: Found = new Map();
    const byAssignee: Found = new Map();
    const fold = (figure: Counted, rows: PairRow[]) => {
      for (const row of rows) {
        add(byDepartment, row.department, figure, row.n);
        add(byAssignee, row.assignee, figure, row.n);
      }
    };
    fold('open', open.all() as unknown as PairRow[]);
    fold('overdue', overdue.all(query.now.getTime()) as unknown as PairRow[]);
    const period = statsPeriod(query.months);
    if (period) {
      const [start, end] = [period.start.getTime(), period.end.getTime()];
      fold('opened', opened.all(start, end) as unknown as PairRow[]);
      readTimes(departmentTimes, start, end, byDepartment);
      readTimes(assigneeTimes, start, end, byAssignee);
    }
    return storeWorkload(byDepartment, byAssignee, query.assignees);
  };
}
