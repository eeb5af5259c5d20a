/**
 * Migration 12 on a database from before it: the submitters already stored get their words in
 * submitter_words, so staff find their requests by caller at once.
 */
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { sampleRequest } from '#domain/testing/service-request.ts';
import { insertOldRow } from '../../testing/helpers/old-schema-row.ts';
import { migrate } from './database.ts';
import { MIGRATIONS } from './migrations.ts';
import { listReader } from './request-list-reader.ts';

describe('migration 12', () => {
  it("indexes the stored submitters' names, e-mails and phones, and nothing of requests without one", () => {
    const db = new DatabaseSync(':memory:');
    migrate(
      db,
      MIGRATIONS.filter((migration) => migration.version < 12),
    );
    const withCaller = { ...sampleRequest(), id: 'ReqAAAAAAAAAAAAAAAAA', reference: 'AAAA2222' };
    const without = { ...sampleRequest(), id: 'ReqBBBBBBBBBBBBBBBBB', reference: 'BBBB3333' };
    // As that version wrote them: without the later columns (the language, migration 14; the machine translation, 15).
    for (const request of [withCaller, without]) {
      insertOldRow(db, request);
    }
    db.prepare(
      `INSERT INTO submitter_info (request_id, name, email, phone, address, wants_text_alerts, created_at)
       VALUES (?, 'Ana Becker', 'ana.becker@example.org', '(609) 555-0199', '9 Private Rd', 0, 0)`,
    ).run(withCaller.id);

    migrate(db);
    const found = (words: string[]) =>
      listReader(db)
        .page({ filter: { words, searchSubmitters: true }, sort: 'created', direction: 'desc', limit: 10 })
        .map((request) => request.id);
    expect(found(['becker'])).toEqual([withCaller.id]);
    expect(found(['example', 'ana'])).toEqual([withCaller.id]);
    expect(found(['5550199'])).toEqual([withCaller.id]);
    expect(db.prepare('SELECT count(*) AS n FROM submitter_words').get()).toEqual({ n: 1 });
  });
});
