/**
 * Migration 4 on a database of requests stored before it: due dates from the service levels,
 * the derived columns, the counts and the search words, all from each row.
 */
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { legacyReference } from '#domain/requests/reference.ts';
import { dueAt } from '#domain/requests/service-levels.ts';
import { loadServiceLevels } from '../../config/service-levels.ts';
import { migrate, schemaVersion } from './database.ts';
import { MIGRATIONS } from './migrations.ts';
import { backfillReferences } from './request-backfill.ts';
import { listReader } from './request-list-reader.ts';

const V3_COLUMNS =
  'id, category, description, address, location, image_url, status, priority, assigned_department, assigned_to, created_at, last_updated_at, history, comments, internal_notes, ai_triage, ai_photo_analysis';

/** A request row as version 3 wrote it. */
function v3Row(id: string, fields: { status: string; priority: string; createdAt: string; history: object[] }) {
  return [
    id,
    'Snow Removal',
    'Unplowed street',
    '5 Main St',
    '{"lat":40.3,"lng":-74.6}',
    null,
    fields.status,
    fields.priority,
    null,
    null,
    Date.parse(fields.createdAt),
    Date.parse(fields.createdAt) + 1000,
    JSON.stringify(fields.history),
    '[]',
    '[]',
    null,
    null,
  ];
}

function databaseAtVersion3(): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  migrate(db, MIGRATIONS.slice(0, 3));
  const insert = db.prepare(`INSERT INTO requests (${V3_COLUMNS}) VALUES (${V3_COLUMNS.replace(/\w+/g, '?')})`);
  insert.run(
    ...v3Row('OpenRequest00000001', {
      status: 'New',
      priority: 'High',
      createdAt: '2025-11-26T15:00:00.000Z',
      history: [],
    }),
  );
  insert.run(
    ...v3Row('DoneRequest00000002', {
      status: 'Resolved',
      priority: 'Emergency',
      createdAt: '2025-11-25T15:00:00.000Z',
      history: [
        { timestamp: '2025-11-25T18:00:00.000Z', action: 'Status changed to Resolved', user: 'W', userId: 'w' },
      ],
    }),
  );
  return db;
}

describe('migration 4', () => {
  it('gives stored requests their due date, derived columns, counts and search words', () => {
    const db = databaseAtVersion3();
    expect(migrate(db)).toBe(MIGRATIONS.at(-1)!.version);
    const rows = db
      .prepare('SELECT id, due_at, priority_rank, finished_at, resolve_ms FROM requests ORDER BY id')
      .all() as { id: string; due_at: number }[];
    const levels = loadServiceLevels();
    // Snow Removal, 1 working day: Thanksgiving and the day after are holidays in 2025.
    const due = (createdAt: string) => dueAt(new Date(createdAt), 'Snow Removal', levels).getTime();
    expect(rows).toEqual([
      {
        id: 'DoneRequest00000002',
        due_at: due('2025-11-25T15:00:00.000Z'),
        priority_rank: 4,
        finished_at: Date.parse('2025-11-25T18:00:00.000Z'),
        resolve_ms: 3 * 3_600_000,
      },
      {
        id: 'OpenRequest00000001',
        due_at: due('2025-11-26T15:00:00.000Z'),
        priority_rank: 3,
        finished_at: null,
        resolve_ms: null,
      },
    ]);
    expect(new Date(rows[1]!.due_at).toISOString()).toBe('2025-12-02T04:59:59.000Z');
    const reader = listReader(db);
    expect(reader.count({ statuses: ['New'] })).toBe(1);
    expect(reader.count({ priorities: ['Emergency'], statuses: ['Resolved'] })).toBe(1);
    expect(reader.count({ words: ['unplow', 'main'] })).toBe(2);
    expect(reader.page({ filter: { words: ['done'] }, sort: 'due', direction: 'asc', limit: 5 })).toMatchObject([
      { id: 'DoneRequest00000002', dueAt: new Date(rows[0]!.due_at).toISOString() },
    ]);
  });

  it('leaves the database at version 3 when the step fails', () => {
    const db = databaseAtVersion3();
    const failing = MIGRATIONS.map((migration) =>
      migration.version === 4
        ? {
            ...migration,
            step: () => {
              throw new Error('step failed');
            },
          }
        : migration,
    );
    expect(() => migrate(db, failing)).toThrow('step failed');
    expect(schemaVersion(db)).toBe(3);
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'request_words'").get()).toEqual({ n: 0 });
  });

  it('keeps search words on their requests through VACUUM (they are keyed by rowid)', () => {
    const db = databaseAtVersion3();
    migrate(db);
    // The first row goes, so a VACUUM that numbered rows afresh would move the second.
    db.prepare("DELETE FROM requests WHERE id = 'OpenRequest00000001'").run();
    db.exec('VACUUM');
    const reader = listReader(db);
    expect(reader.page({ filter: { words: ['done'] }, sort: 'created', direction: 'desc', limit: 5 })).toMatchObject([
      { id: 'DoneRequest00000002' },
    ]);
  });
});

describe('migration 5', () => {
  it('gives every stored request its own reference, which the search finds', () => {
    const db = databaseAtVersion3();
    migrate(db);
    const rows = db.prepare('SELECT id, reference FROM requests ORDER BY id').all() as {
      id: string;
      reference: string;
    }[];
    expect(rows.map((row) => row.reference)).toEqual(rows.map((row) => legacyReference(row.id)));
    expect(new Set(rows.map((row) => row.reference)).size).toBe(rows.length);
    const reader = listReader(db);
    const [first] = rows;
    expect(
      reader.page({
        filter: { words: [first!.reference.toLowerCase()] },
        sort: 'created',
        direction: 'desc',
        limit: 5,
      }),
    ).toMatchObject([{ id: first!.id, reference: first!.reference }]);
  });

  it('draws a fresh reference where the derived one is taken', () => {
    const db = databaseAtVersion3();
    migrate(db);
    // In rowid order, the order the step fills them: the first's derived reference is held by the second.
    const [first, second] = db.prepare('SELECT id FROM requests ORDER BY rowid').all() as { id: string }[];
    db.prepare('UPDATE requests SET reference = NULL WHERE id = ?').run(first!.id);
    db.prepare('UPDATE requests SET reference = ? WHERE id = ?').run(legacyReference(first!.id), second!.id);
    const draws = ['FRESH001'];
    expect(backfillReferences(db, () => draws.shift()!)).toBe(2);
    expect(db.prepare('SELECT id, reference FROM requests ORDER BY rowid').all()).toEqual([
      { id: first!.id, reference: 'FRESH001' },
      { id: second!.id, reference: legacyReference(second!.id) },
    ]);
  });
});
