/** References on SQLite: the unique index refuses a clash and the store draws again. */
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { newRequest } from '../../testing/contracts/storage/fixtures.ts';
import { createMemoryChangeFeed } from '../memory-change-feed.ts';
import { StoreConflictError } from '../ports.ts';
import { migrate } from './database.ts';
import { createSqliteRequestStore } from './request-store.ts';

function storeDrawing(draws: string[]) {
  const db = new DatabaseSync(':memory:');
  migrate(db);
  const store = createSqliteRequestStore(db, {
    now: () => new Date(),
    feed: createMemoryChangeFeed(),
    drawReference: () => draws.shift() ?? 'LAST0000',
  });
  return { db, store };
}

describe('SQLite request references', () => {
  it('draws again when a new reference is taken, and finds each request by its own', async () => {
    const { store } = storeDrawing(['TAKEN000', 'TAKEN000', 'FREE0000']);
    const first = await store.create(newRequest());
    const second = await store.create(newRequest());
    expect([first.reference, second.reference]).toEqual(['TAKEN000', 'FREE0000']);
    expect((await store.getByReference('TAKEN000'))?.id).toBe(first.id);
    expect((await store.getByReference('FREE0000'))?.id).toBe(second.id);
  });

  it('gives up after five clashes in a row, writing nothing', async () => {
    const { db, store } = storeDrawing(['SAME0000', ...Array<string>(5).fill('SAME0000')]);
    await store.create(newRequest());
    await expect(store.create(newRequest())).rejects.toThrow(/UNIQUE constraint failed: requests\.reference/);
    expect(db.prepare('SELECT count(*) AS n FROM requests').get()).toEqual({ n: 1 });
  });

  it('still tells a taken id from a taken reference', async () => {
    const { store } = storeDrawing([]);
    const first = await store.create(newRequest());
    await expect(store.create(newRequest({ id: first.id }))).rejects.toThrow(StoreConflictError);
  });
});
