import { describe, expect, it } from 'vitest';
import type { RequestFilter } from '#domain/requests/request-query.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { createMemoryChangeFeed } from '../storage/memory-change-feed.ts';
import { COUNT_MAX_AGE_MS, filterKey, sharedCount, type FilterCountDeps } from './filter-counts.ts';

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

const NEW: RequestFilter = { statuses: ['New'] };

describe('sharedCount', () => {
  it('counts a filter once for every caller until a request changes', async () => {
    const { deps, asked } = countingDeps();
    expect([await sharedCount(deps, NEW), await sharedCount(deps, { statuses: ['New'] })]).toEqual([1, 1]);
    expect(await sharedCount(deps, { statuses: ['Closed'] })).toBe(2);
    deps.stores.changes.publish({ type: 'updated', request: {} as ServiceRequest });
    expect(await sharedCount(deps, NEW)).toBe(3);
    expect(asked()).toBe(3);
  });

  it(`counts again after ${String(COUNT_MAX_AGE_MS)} ms without a change`, async () => {
    const { deps, advance } = countingDeps();
    expect(await sharedCount(deps, NEW)).toBe(1);
    advance(COUNT_MAX_AGE_MS - 1);
    expect(await sharedCount(deps, NEW)).toBe(1);
    advance(1);
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
