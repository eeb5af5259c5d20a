import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestFilter } from '#domain/requests/request-query.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { createMemoryChangeFeed } from '../storage/memory-change-feed.ts';
import {
  COUNT_MAX_AGE_MS,
  COUNT_MAX_STALE_MS,
  RECOUNT_DELAY_MS,
  filterKey,
  sharedCount,
  type FilterCountDeps,
} from './filter-counts.ts';

/** A store whose count is the number of times it was asked, so a kept count shows as a repeat. */
function countingDeps(start = Date.UTC(2026, 11, 3, 12)) {
  let now = start;
  let asked = 0;
  let fail = false;
  const deps: FilterCountDeps = {
    stores: {
      requests: {
        count: () => {
          asked++;
          return fail ? Promise.reject(new Error('busy')) : Promise.resolve(asked);
        },
      },
      changes: createMemoryChangeFeed(),
    },
    clock: () => new Date(now),
  };
  return {
    deps,
    asked: () => asked,
    advance: (ms: number) => (now += ms),
    failNext: (value: boolean) => (fail = value),
  };
}

/** Lets fake time pass in small steps, so each count's turn of the event loop comes. */
async function passTime(ms: number) {
  for (let passed = 0; passed <= ms + 100; passed += 50) await vi.advanceTimersByTimeAsync(50);
}

const NEW: RequestFilter = { statuses: ['New'] };

describe('sharedCount', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts a filter once for every caller, and again in the background after a change', async () => {
    const { deps, asked } = countingDeps();
    expect(await Promise.all([sharedCount(deps, NEW), sharedCount(deps, { statuses: ['New'] })])).toEqual([1, 1]);
    expect(await sharedCount(deps, { statuses: ['Closed'] })).toBe(2);
    deps.stores.changes.publish({ type: 'updated', request: {} as ServiceRequest });
    // Answered at once from what was kept, while both are counted again.
    expect(await sharedCount(deps, NEW)).toBe(1);
    expect(asked()).toBe(2);
    await passTime(RECOUNT_DELAY_MS);
    expect(asked()).toBe(4);
    expect([await sharedCount(deps, NEW), await sharedCount(deps, { statuses: ['Closed'] })]).toEqual([3, 4]);
    expect(asked()).toBe(4);
  });

  it('makes one recount of a burst of changes', async () => {
    const { deps, asked } = countingDeps();
    await sharedCount(deps, NEW);
    for (let n = 0; n < 20; n++) deps.stores.changes.publish({ type: 'updated', request: {} as ServiceRequest });
    await passTime(RECOUNT_DELAY_MS * 4);
    expect(asked()).toBe(2);
  });

  it(`counts again in the background after ${String(COUNT_MAX_AGE_MS)} ms without a change`, async () => {
    const { deps, advance, asked } = countingDeps();
    expect(await sharedCount(deps, NEW)).toBe(1);
    advance(COUNT_MAX_AGE_MS - 1);
    expect(await sharedCount(deps, NEW)).toBe(1);
    await passTime(RECOUNT_DELAY_MS);
    expect(asked()).toBe(1);
    advance(1);
    expect(await sharedCount(deps, NEW)).toBe(1);
    await passTime(100);
    expect(await sharedCount(deps, NEW)).toBe(2);
  });

  it(`waits for a new count once the kept one is ${String(COUNT_MAX_STALE_MS)} ms old`, async () => {
    const { deps, advance, failNext } = countingDeps();
    expect(await sharedCount(deps, NEW)).toBe(1);
    failNext(true);
    deps.stores.changes.publish({ type: 'updated', request: {} as ServiceRequest });
    await passTime(RECOUNT_DELAY_MS);
    // The recount failed: the last count is still answered, until it is too old.
    expect(await sharedCount(deps, NEW)).toBe(1);
    advance(COUNT_MAX_STALE_MS);
    await expect(sharedCount(deps, NEW)).rejects.toThrow('busy');
    failNext(false);
    expect(await sharedCount(deps, NEW)).toBe(4);
  });

  it('keeps a count begun before a change as stale', async () => {
    const { deps, asked } = countingDeps();
    const first = sharedCount(deps, NEW);
    deps.stores.changes.publish({ type: 'updated', request: {} as ServiceRequest });
    expect(await first).toBe(1);
    await passTime(RECOUNT_DELAY_MS);
    expect(asked()).toBe(2);
    expect(await sharedCount(deps, NEW)).toBe(2);
  });

  it('shares an overdue count read at another instant, and keeps no failed count', async () => {
    const { deps, advance, failNext } = countingDeps();
    const overdue = (): RequestFilter => ({ statuses: ['New'], dueBefore: deps.clock() });
    expect(await sharedCount(deps, overdue())).toBe(1);
    advance(1_000);
    expect(await sharedCount(deps, overdue())).toBe(1);
    failNext(true);
    await expect(sharedCount(deps, { categories: ['Pothole'] })).rejects.toThrow('busy');
    failNext(false);
    expect(await sharedCount(deps, { categories: ['Pothole'] })).toBe(3);
  });

  it('keys a filter by its conditions, the overdue instant aside', () => {
    expect(filterKey({ statuses: ['New'], dueBefore: new Date(0) })).toBe(
      filterKey({ statuses: ['New'], dueBefore: new Date(5_000) }),
    );
    expect(filterKey({ statuses: ['New'] })).not.toBe(filterKey({ statuses: ['Closed'] }));
  });
});
