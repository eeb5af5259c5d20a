/**
 * Migration 7 on a database of requests stored before it: the moderation columns are added empty,
 * so every request reads with nothing hidden, and a mark can then be stored.
 */
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { sampleRequest } from '#domain/testing/service-request.ts';
import { insertOldRow } from '../../testing/helpers/old-schema-row.ts';
import { migrate } from './database.ts';
import { MIGRATIONS } from './migrations.ts';
import { fromRow, READ_COLUMNS, V4_READ_COLUMNS } from './request-row.ts';

describe('migration 7', () => {
  it('adds the moderation columns, null for requests already stored', () => {
    const db = new DatabaseSync(':memory:');
    migrate(
      db,
      MIGRATIONS.filter((migration) => migration.version < 7),
    );
    insertOldRow(db, sampleRequest());
    const before = db.prepare(`SELECT ${V4_READ_COLUMNS} FROM requests`).get() as Parameters<typeof fromRow>[0];
    expect(fromRow(before)).toMatchObject({ hiddenDescription: null, hiddenPhoto: null });

    migrate(db);
    const after = db.prepare(`SELECT ${READ_COLUMNS} FROM requests`).get() as Parameters<typeof fromRow>[0];
    expect(fromRow(after)).toEqual(sampleRequest());
    expect(() => db.prepare("UPDATE requests SET hidden_photo = 'not json'").run()).toThrow(/CHECK constraint/);
  });
});
