/**
 * Migration 20 on a database from before it: every stored request reads with no work completed
 * and nothing awaiting review, and a flagged one is found by the review family's partial index.
 */
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { sampleRequest } from '#domain/testing/service-request.ts';
import { insertOldRow } from '../../testing/helpers/old-schema-row.ts';
import { migrate } from './database.ts';
import { MIGRATIONS } from './migrations.ts';
import { countSql } from './request-query-sql.ts';
import { fromRow, READ_COLUMNS, toRow } from './request-row.ts';

describe('migration 20', () => {
  it('adds the work columns, empty for requests already stored, and counts the flagged in its index', () => {
    const db = new DatabaseSync(':memory:');
    migrate(
      db,
      MIGRATIONS.filter((migration) => migration.version < 20),
    );
    const request = sampleRequest();
    insertOldRow(db, request);

    migrate(db);
    const read = () =>
      fromRow(db.prepare(`SELECT ${READ_COLUMNS} FROM requests`).get() as Parameters<typeof fromRow>[0]);
    expect(read()).toEqual({ ...request, workCompleted: null, reviewPending: false });
    const count = () => {
      const { sql, params } = countSql({ review: 'pending' });
      return (db.prepare(sql).get(...params) as { n: number }).n;
    };
    expect(count()).toBe(0);
    const work = { timestamp: '2026-01-02T03:04:05.006Z', user: 'Sam', userId: 'u1', note: 'Done', photo: null };
    const flagged = toRow({ ...request, workCompleted: work, reviewPending: true });
    db.prepare('UPDATE requests SET work_completed = ?, review_pending = ?').run(
      flagged.work_completed,
      flagged.review_pending,
    );
    expect(read()).toMatchObject({ workCompleted: work, reviewPending: true });
    expect(count()).toBe(1);
  });
});
