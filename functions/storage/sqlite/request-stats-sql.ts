/**
 * RequestStore.stats on SQLite (#domain/requests/request-stats.ts): every figure comes from
 * request_counts or is a count or a position in an index of migration 4, never a pass over the
 * requests. The workload rows: request-workload-sql.ts.
 */
import type { DatabaseSync } from 'node:sqlite';
import { FINISHED_STATUSES, OPEN_STATUSES, type Category } from '#domain/requests/constants.ts';
import { categoryNames } from '#domain/township/township.ts';
import { percentileIndex, type StatsQuery, type StoreStats } from '#domain/requests/request-stats.ts';
import { workloadReader } from './request-workload-sql.ts';

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
const OPEN = quoted(OPEN_STATUSES);
const FINISHED = quoted(FINISHED_STATUSES);

/**
 * The statistics reader of a database.
 * @example const stats = statsReader(db); stats({ months: lastMonths(now, 12), now })
 */
export function statsReader(db: DatabaseSync): (query: StatsQuery) => StoreStats {
  const byCategory = db.prepare(
    `SELECT category, sum(n * (status IN (${OPEN}))) AS open, sum(n * (status IN (${FINISHED}))) AS closed
     FROM request_counts GROUP BY category`,
  );
  const opened = db.prepare('SELECT count(*) AS n FROM requests WHERE created_at >= ? AND created_at < ?');
  const closed = db.prepare(
    'SELECT count(*) AS n FROM requests WHERE finished_at IS NOT NULL AND finished_at >= ? AND finished_at < ?',
  );
  // A request has a resolve time exactly when its status is a finished one.
  const finishedCount = db.prepare(`SELECT coalesce(sum(n), 0) AS n FROM request_counts WHERE status IN (${FINISHED})`);
  const position = (direction: 'ASC' | 'DESC') =>
    db.prepare(
      `SELECT resolve_ms AS ms FROM requests WHERE resolve_ms IS NOT NULL ORDER BY resolve_ms ${direction} LIMIT 1 OFFSET ?`,
    );
  const fromShortest = position('ASC');
  const fromLongest = position('DESC');
  const open = db.prepare(`SELECT coalesce(sum(n), 0) AS n FROM request_counts WHERE status IN (${OPEN})`);
  const overdue = db.prepare(`SELECT count(*) AS n FROM requests WHERE status IN (${OPEN}) AND due_at < ?`);
  const workload = workloadReader(db);

  const count = (statement: ReturnType<DatabaseSync['prepare']>, ...params: number[]) =>
    (statement.get(...params) as { n: number }).n;
  /** The value at the nearest rank, counted from whichever end of the index is closer. */
  const resolveMs = (total: number, fraction: number) => {
    if (total === 0) return null;
    const index = percentileIndex(total, fraction);
    const row = index < total / 2 ? fromShortest.get(index) : fromLongest.get(total - 1 - index);
    return (row as { ms: number }).ms;
  };

  return (query) => {
    const categories = new Map<string, { open: number; closed: number }>();
    for (const row of byCategory.all() as { category: string; open: number; closed: number }[]) {
      categories.set(row.category, { open: row.open, closed: row.closed });
    }
    const finished = count(finishedCount);
    return {
      byCategory: categoryNames().map((category: Category) => ({
        category,
        open: categories.get(category)?.open ?? 0,
        closed: categories.get(category)?.closed ?? 0,
      })),
      byMonth: query.months.map((month) => ({
        label: month.label,
        opened: count(opened, month.start.getTime(), month.end.getTime()),
        closed: count(closed, month.start.getTime(), month.end.getTime()),
      })),
      resolveTime: { count: finished, medianMs: resolveMs(finished, 0.5), p90Ms: resolveMs(finished, 0.9) },
      open: count(open),
      overdue: count(overdue, query.now.getTime()),
      workload: workload(query),
    };
  };
}
