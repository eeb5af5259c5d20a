/**
 * requestWriter's change (request-writer.ts): the row ends as a whole rewrite would leave it, but
 * the UPDATE sets only the columns that differ, so SQLite leaves the indexes of the others alone;
 * the search words follow the description.
 */
import { describe, expect, it } from 'vitest';
import { newRequestId } from '#domain/requests/request-id.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { submittedRequest } from '#domain/testing/service-request.ts';
import { openDatabase, transaction } from './database.ts';
import { fromRow, READ_COLUMNS, type RequestRow } from './request-row.ts';
import { requestWriter } from './request-writer.ts';

const db = openDatabase(':memory:');
const writer = requestWriter(db);
// A trigger per watched column, fired when an UPDATE sets it (whether or not its value changes).
const WATCHED = ['status', 'category', 'description', 'history', 'internal_notes', 'priority_rank', 'due_at'];
db.exec('CREATE TEMP TABLE touched (name TEXT)');
for (const name of WATCHED) {
  db.exec(
    `CREATE TEMP TRIGGER touched_${name} AFTER UPDATE OF ${name} ON main.requests BEGIN INSERT INTO touched VALUES ('${name}'); END`,
  );
}
const touched = () => (db.prepare('SELECT name FROM touched').all() as { name: string }[]).map((row) => row.name);
const read = (id: string) =>
  fromRow(db.prepare(`SELECT ${READ_COLUMNS} FROM requests WHERE id = ?`).get(id) as unknown as RequestRow);
const found = (word: string) =>
  (
    db
      .prepare(
        'SELECT requests.id FROM request_words JOIN requests ON requests.rowid = request_words.rowid WHERE request_words MATCH ?',
      )
      .all(`"${word}"`) as { id: string }[]
  ).map((row) => row.id);

const stored = (overrides: Partial<ServiceRequest> = {}) => {
  const request = submittedRequest({ id: newRequestId(), description: 'Tag on the underpass', ...overrides });
  transaction(db, () => {
    writer.insert(request);
  });
  db.exec('DELETE FROM touched');
  return request;
};

describe('change', () => {
  it('sets only the columns that differ, and leaves the row as the whole change', () => {
    const current = stored();
    const next: ServiceRequest = {
      ...current,
      status: 'In Progress',
      lastUpdatedAt: '2026-12-04T10:00:00.000Z',
      history: [...current.history, { ...current.history[0]!, action: 'Status changed to In Progress' }],
    };
    expect(transaction(db, () => writer.change(current, next))).toBe(true);
    expect(touched().sort()).toEqual(['history', 'status']);
    expect(read(current.id)).toEqual(next);
  });

  it('rewrites the search words when they differ, and keeps them when they do not', () => {
    const current = stored();
    const renamed = { ...current, description: 'Mural on the bridge' };
    transaction(db, () => writer.change(current, renamed));
    expect(touched()).toEqual(['description']);
    expect(found('mural')).toContain(current.id);
    expect(found('underpass')).not.toContain(current.id);
    const moved = { ...renamed, priority: 'Emergency' as const };
    transaction(db, () => writer.change(renamed, moved));
    expect(touched()).toEqual(['description', 'priority_rank']);
    expect(found('mural')).toContain(current.id);
    expect(read(current.id)).toEqual(moved);
  });

  it('is false for a request that is not there', () => {
    const ghost = submittedRequest({ id: newRequestId() });
    expect(transaction(db, () => writer.change(ghost, { ...ghost, status: 'Closed' }))).toBe(false);
    expect(transaction(db, () => writer.change(ghost, ghost))).toBe(false);
  });
});
