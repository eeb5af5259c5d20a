import { describe, expect, it } from 'vitest';
import { sampleRequest } from '#domain/testing/service-request.ts';
import { createMemoryChangeFeed } from './memory-change-feed.ts';
import { createMemoryChangeLog } from './memory-change-log.ts';
import type { ChangeLog } from './ports.ts';

const setup = (capacity: number) => {
  const feed = createMemoryChangeFeed();
  const log = createMemoryChangeLog(feed, capacity);
  const change = (id: string, type: 'created' | 'updated' = 'created') => {
    feed.publish({ type, request: sampleRequest({ id }) });
  };
  return { log, change };
};

const ids = async (log: ChangeLog, cursor: string, limit = 10) => {
  const page = await log.changedSince(cursor, limit);
  return page.kind === 'page' ? page.events.map((event) => event.request.id) : page.kind;
};

describe('createMemoryChangeLog', () => {
  it('keeps the last `capacity` events and resets a cursor that fell out of them', async () => {
    const { log, change } = setup(3);
    const start = await log.current();
    change('a');
    const afterA = await log.current();
    change('b');
    change('c');
    expect(await ids(log, start)).toEqual(['a', 'b', 'c']);
    change('d');
    expect(await log.changedSince(start, 10)).toEqual({ kind: 'reset', cursor: await log.current() });
    expect(await ids(log, afterA)).toEqual(['b', 'c', 'd']);
  });

  it('keeps working past many evictions (the buffer is compacted)', async () => {
    const { log, change } = setup(2);
    for (let n = 0; n < 25; n++) change(`r${String(n)}`);
    const before = await log.current();
    change('x');
    change('y');
    expect(await ids(log, before)).toEqual(['x', 'y']);
  });

  it("resets another process's cursor and refuses one from its future", async () => {
    const { log } = setup(3);
    const other = setup(3).log;
    expect(await log.changedSince(await other.current(), 10)).toMatchObject({ kind: 'reset' });
    const future = (await log.current()).replace(/_\d+$/, '_99');
    expect(await log.changedSince(future, 10)).toEqual({ kind: 'invalid' });
  });

  it('counts a request changed twice once, at its latest change, for the limit too', async () => {
    const { log, change } = setup(10);
    const start = await log.current();
    change('a');
    change('b');
    change('a', 'updated');
    change('c');
    const page = await log.changedSince(start, 2);
    expect(page).toMatchObject({ kind: 'page', more: true });
    expect(page.kind === 'page' && page.events.map((event) => [event.request.id, event.type])).toEqual([
      ['b', 'created'],
      ['a', 'updated'],
    ]);
    expect(await ids(log, page.kind === 'page' ? page.cursor : '')).toEqual(['c']);
  });
});
