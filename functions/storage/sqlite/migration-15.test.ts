/**
 * Migration 15 on a database from before it: every stored request reads with no machine
 * translation, and one can be stored and read back after it.
 */
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { sampleRequest } from '#domain/testing/service-request.ts';
import { insertOldRow } from '../../testing/helpers/old-schema-row.ts';
import { migrate } from './database.ts';
import { MIGRATIONS } from './migrations.ts';
import { fromRow, READ_COLUMNS, toRow } from './request-row.ts';

describe('migration 15', () => {
  it('adds the description translation column, null for requests already stored', () => {
    const db = new DatabaseSync(':memory:');
    migrate(
      db,
      MIGRATIONS.filter((migration) => migration.version < 15),
    );
    const request = { ...sampleRequest(), language: 'ko', description: '가로등이 꺼졌어요' };
    insertOldRow(db, request);

    migrate(db);
    const read = () =>
      fromRow(db.prepare(`SELECT ${READ_COLUMNS} FROM requests`).get() as Parameters<typeof fromRow>[0]);
    expect(read()).toEqual({ ...request, descriptionTranslation: null, mergedInto: null, mergeRecord: null });
    const translation = { text: 'The streetlight is out', language: 'en', translatedAt: '2026-01-02T03:04:05.006Z' };
    db.prepare('UPDATE requests SET description_translation = ?').run(
      toRow({ ...request, descriptionTranslation: translation }).description_translation,
    );
    expect(read().descriptionTranslation).toEqual(translation);
  });
});
