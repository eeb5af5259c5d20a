/**
 * The workload statistics read index entries only (migration 16): one range per pair for opened
 * and resolved, the open requests past due for overdue, never the table. Plans depend on the
 * schema, not the data (the store never runs ANALYZE), so an empty database shows a full one's.
 */
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { WORKLOAD_SQL } from './request-workload-sql.ts';

const db = openDatabase(':memory:');
const plan = (sql: string, params: (string | number | null)[]) =>
  (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((step) => step.detail);

describe('workload plans', () => {
  it.each([
    [
      'opened: a range of one pair',
      WORKLOAD_SQL.opened,
      'SEARCH requests USING COVERING INDEX requests_work_opened (assigned_department=? AND assigned_to=? AND created_at>? AND created_at<?)',
    ],
    [
      'resolved: a range of one pair, with the times',
      WORKLOAD_SQL.finished,
      'SEARCH requests USING COVERING INDEX requests_work_finished (assigned_department=? AND assigned_to=? AND finished_at>? AND finished_at<?)',
    ],
  ])('%s', (_name, sql, expected) => {
    expect(plan(sql, ['Parks', null, 1, 2])).toEqual([expected]);
  });

  it('overdue: the open requests due before now, grouped', () => {
    expect(plan(WORKLOAD_SQL.overdue, [1])).toEqual([
      'SEARCH requests USING COVERING INDEX requests_work_overdue (status=? AND due_at<?)',
      'USE TEMP B-TREE FOR GROUP BY',
    ]);
  });

  it.each([WORKLOAD_SQL.pairs, WORKLOAD_SQL.open])('reads the counts table, not the requests: %s', (sql) => {
    expect(plan(sql, []).join(' ')).not.toMatch(/\brequests\b/);
  });
});
