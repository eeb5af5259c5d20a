/**
 * Migration 19 on a database from before it: every stored request reads as not merged, and a
 * merge can be stored, listed by its original and read back after it.
 */
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { sampleRequest } from '#domain/testing/service-request.ts';
import { migrate } from './database.ts';
import { insertOldRow } from '../../testing/helpers/old-schema-row.ts';
import { MIGRATIONS } from './migrations.ts';
import { fromRow, READ_COLUMNS, toRow } from './request-row.ts';

describe('migration 19', () => {
  it('adds the merge columns, null for requests already stored, and the index of an original’s duplicates', () => {
    const db = new DatabaseSync(':memory:');
    migrate(
      db,
      MIGRATIONS.filter((migration) => migration.version < 19),
    );
    const request = sampleRequest();
    insertOldRow(db, request);

    migrate(db);
    const read = () =>
      fromRow(db.prepare(`SELECT ${READ_COLUMNS} FROM requests`).get() as Parameters<typeof fromRow>[0]);
    expect(read()).toEqual(request);
    const mergeRecord = {
      intoReference: 'K7QM3XPA',
      previousStatus: 'New' as const,
      addedFollowIds: ['s1'],
      mergedAt: '2026-01-02T03:04:05.000Z',
    };
    const merged = toRow({ ...request, mergedInto: 'q3ZrT0bW8sLkP1mXa9Yc', mergeRecord });
    db.prepare('UPDATE requests SET merged_into = ?, merge_record = ?').run(merged.merged_into, merged.merge_record);
    expect(read()).toMatchObject({ mergedInto: 'q3ZrT0bW8sLkP1mXa9Yc', mergeRecord });
    const plan = db
      .prepare(`EXPLAIN QUERY PLAN SELECT id FROM requests WHERE merged_into = ? ORDER BY created_at, id LIMIT 51`)
      .all('q3ZrT0bW8sLkP1mXa9Yc') as { detail: string }[];
    expect(plan.map((step) => step.detail).join(' ')).toContain('requests_merged_into');
    expect(() => db.prepare("UPDATE requests SET merge_record = 'not json'").run()).toThrow();
  });
});
