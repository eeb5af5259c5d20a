/**
 * The ChangeLog contract (docs/api.md#live-changes): after a cursor, each changed request once at
 * its latest state, oldest change first, created or updated, at most `limit` at a time with
 * `more`, and nothing missed or repeated from page to page.
 */
import { describe, expect, it } from 'vitest';
import type { ChangeLog, ChangePage } from '../../../storage/ports.ts';
import { newRequest, withStores, type MakeStores } from './fixtures.ts';

const summary = (page: ChangePage) =>
  page.kind === 'page' ? page.events.map((event) => [event.request.id, event.type, event.request.status]) : page.kind;

/** Reads every page after `cursor`, `limit` at a time; the ids in order and the cursor at the end. */
async function readAll(log: ChangeLog, cursor: string, limit: number) {
  const ids: string[] = [];
  let pages = 0;
  for (;;) {
    const page = await log.changedSince(cursor, limit);
    if (page.kind !== 'page') throw new Error(`expected a page, got ${page.kind}`);
    pages += 1;
    expect(page.events.length).toBeLessThanOrEqual(limit);
    ids.push(...page.events.map((event) => event.request.id));
    cursor = page.cursor;
    if (!page.more) return { ids, cursor, pages };
  }
}

export function runChangeLogContract(name: string, makeStores: MakeStores): void {
  describe(`ChangeLog contract: ${name}`, () => {
    const stores = withStores(makeStores);

    it('answers the cursor it was given, and no events, while nothing changes', async () => {
      const log = stores().changeLog;
      const empty = await log.current();
      expect(await log.changedSince(empty, 10)).toEqual({ kind: 'page', cursor: empty, events: [], more: false });
      await stores().requests.create(newRequest());
      const now = await log.current();
      expect(now).not.toBe(empty);
      expect(await log.changedSince(now, 10)).toEqual({ kind: 'page', cursor: now, events: [], more: false });
    });

    it('gives each changed request once, at its latest state, in the order of its last change', async () => {
      const log = stores().changeLog;
      const start = await log.current();
      const first = await stores().requests.create(newRequest({ status: 'New' }));
      const second = await stores().requests.create(newRequest({ status: 'New' }));
      await stores().requests.update(first.id, { set: { status: 'In Progress' } });
      const page = await log.changedSince(start, 10);
      expect(summary(page)).toEqual([
        [second.id, 'created', 'New'],
        [first.id, 'updated', 'In Progress'],
      ]);
      expect(page).toMatchObject({ more: false });

      // From the answer's cursor: only what changed after it.
      const after = page.kind === 'page' ? page.cursor : '';
      await stores().requests.update(second.id, { set: { status: 'Closed' } });
      expect(summary(await log.changedSince(after, 10))).toEqual([[second.id, 'updated', 'Closed']]);
    });

    it('pages `limit` at a time, missing and repeating nothing', async () => {
      const log = stores().changeLog;
      const start = await log.current();
      const created: string[] = [];
      for (let index = 0; index < 5; index++)
        created.push((await stores().requests.create(newRequest({ status: 'New' }))).id);
      const first = await log.changedSince(start, 2);
      expect(first).toMatchObject({ kind: 'page', more: true });
      expect(summary(first)).toEqual(created.slice(0, 2).map((id) => [id, 'created', 'New']));

      const all = await readAll(log, start, 2);
      expect(all).toMatchObject({ ids: created, pages: 3 });
      expect(await log.changedSince(all.cursor, 2)).toEqual({
        kind: 'page',
        cursor: all.cursor,
        events: [],
        more: false,
      });
      const exact = await readAll(log, start, 5);
      expect(exact).toMatchObject({ ids: created, pages: 1 });
    });

    it('refuses cursors it never gave out', async () => {
      const log = stores().changeLog;
      for (const cursor of ['nonsense', 'AAAA', '1_2', '']) {
        expect(await log.changedSince(cursor, 10), cursor).toEqual({ kind: 'invalid' });
      }
    });
  });
}
