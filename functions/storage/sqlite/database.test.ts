import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, schemaVersion, transaction } from './database.ts';
import { MIGRATIONS } from './migrations.ts';

const root = mkdtempSync(join(tmpdir(), 'sqlite-db-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});
let n = 0;
const file = () => join(root, `db-${n++}`, '311.sqlite');

describe('openDatabase', () => {
  it('creates the folder and sets WAL, FULL sync, foreign keys and a busy timeout', () => {
    const db = openDatabase(file());
    const pragma = (name: string) => Object.values(db.prepare(`PRAGMA ${name}`).get() ?? {})[0];
    expect(pragma('journal_mode')).toBe('wal');
    expect(pragma('synchronous')).toBe(2);
    expect(pragma('foreign_keys')).toBe(1);
    expect(pragma('busy_timeout')).toBe(5000);
    db.close();
  });

  it('migrates a new file to the latest version, once', () => {
    const path = file();
    const db = openDatabase(path);
    expect(schemaVersion(db)).toBe(MIGRATIONS.at(-1)!.version);
    db.close();
    const again = openDatabase(path);
    expect(again.prepare('SELECT count(*) AS n FROM schema_version').get()).toEqual({ n: MIGRATIONS.length });
    again.close();
  });

  it('indexes the listed queries', () => {
    const db = openDatabase(file());
    const plan = (sql: string) =>
      (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((r) => r.detail).join(' | ');
    expect(plan('SELECT * FROM requests ORDER BY created_at DESC, id DESC LIMIT 50')).toMatch(/requests_newest/);
    expect(plan("SELECT * FROM requests WHERE assigned_to = 'x' ORDER BY created_at DESC, id DESC LIMIT 5")).toMatch(
      /requests_by_assignee/,
    );
    db.close();
  });

  it('refuses a database made by newer code', () => {
    const path = file();
    openDatabase(path).close();
    const raw = new DatabaseSync(path);
    raw.prepare('INSERT INTO schema_version (version, applied_at) VALUES (999, 0)').run();
    raw.close();
    expect(() => openDatabase(path)).toThrow(/schema version 999, newer than this code/);
  });
});

describe('migrate', () => {
  it('applies only the migrations a database lacks, in order', () => {
    const db = new DatabaseSync(':memory:');
    const steps = [
      { version: 1, description: 'a', sql: 'CREATE TABLE a (x INTEGER)' },
      { version: 2, description: 'b', sql: 'CREATE TABLE b (x INTEGER)' },
    ];
    expect(migrate(db, steps.slice(0, 1))).toBe(1);
    expect(migrate(db, steps)).toBe(2);
    expect(migrate(db, steps)).toBe(2);
    db.close();
  });

  it('leaves a failed migration unapplied', () => {
    const db = new DatabaseSync(':memory:');
    const steps = [{ version: 1, description: 'broken', sql: 'CREATE TABLE a (x INTEGER); NOT SQL' }];
    expect(() => migrate(db, steps)).toThrow();
    expect(schemaVersion(db)).toBe(0);
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'a'").get()).toEqual({ n: 0 });
    db.close();
  });
});

describe('transaction', () => {
  it('rolls back everything when the function throws', () => {
    const db = new DatabaseSync(':memory:');
    db.exec('CREATE TABLE t (x INTEGER)');
    expect(() =>
      transaction(db, () => {
        db.exec('INSERT INTO t VALUES (1)');
        throw new Error('stop');
      }),
    ).toThrow('stop');
    expect(db.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 0 });
    expect(db.isTransaction).toBe(false);
    db.close();
  });
});
