/**
 * Counts of the list's filters, shared by every member on one store (the saved views' sidebar,
 * docs/product.md#311-saved-views): a department's shared views, read by each of its members every
 * few seconds, are counted once until a request changes. A kept count is dropped at the store's
 * next change (any event of its change feed) and after COUNT_MAX_AGE_MS in any case: time alone
 * makes requests overdue, and a change made through another server may reach this one late.
 */
import type { RequestFilter } from '#domain/requests/request-query.ts';
import type { ChangeFeed, RequestStore } from '../storage/ports.ts';

/** The longest a count is kept without a change: the sidebar's own refresh. */
export const COUNT_MAX_AGE_MS = 10_000;
/** Counts kept at most per store; past it the oldest goes. */
const MAX_KEPT = 1_000;

interface Kept {
  at: number;
  count: Promise<number>;
}

/** One per store, emptied by its change feed. */
const caches = new WeakMap<object, Map<string, Kept>>();

function cacheOf(store: object, changes: ChangeFeed): Map<string, Kept> {
  let cache = caches.get(store);
  if (!cache) {
    const kept = new Map<string, Kept>();
    changes.subscribe(() => {
      kept.clear();
    });
    caches.set(store, kept);
    cache = kept;
  }
  return cache;
}

/**
 * The filter's key: the same filter read at another instant is the same count, but for the
 * overdue cut-off, which moves with the clock and is bounded by the age instead.
 * @example filterKey({ statuses: ['New'], dueBefore: new Date() }) // '{"statuses":["New"],"dueBefore":"now"}'
 */
export function filterKey(filter: RequestFilter): string {
  return JSON.stringify(filter, (key, value: unknown) => (key === 'dueBefore' ? 'now' : value));
}

export interface FilterCountDeps {
  stores: { requests: Pick<RequestStore, 'count'>; changes: ChangeFeed };
  clock: () => Date;
}

/**
 * The store's count of `filter`, kept for the next caller with the same filter until the store
 * changes. A failed count is not kept.
 * @example await sharedCount(deps, { statuses: ['New'] }) // 42
 */
export function sharedCount(deps: FilterCountDeps, filter: RequestFilter): Promise<number> {
  const cache = cacheOf(deps.stores.requests, deps.stores.changes);
  const key = filterKey(filter);
  const now = deps.clock().getTime();
  const kept = cache.get(key);
  if (kept && now - kept.at < COUNT_MAX_AGE_MS && now >= kept.at) return kept.count;
  if (cache.size >= MAX_KEPT) cache.delete(cache.keys().next().value!);
  const fresh: Kept = { at: now, count: deps.stores.requests.count(filter) };
  cache.set(key, fresh);
  fresh.count.catch(() => {
    if (cache.get(key) === fresh) cache.delete(key);
  });
  return fresh.count;
}
