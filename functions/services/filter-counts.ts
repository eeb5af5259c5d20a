/**
 * Counts of the list's filters, shared by every member on one store (the saved views' sidebar,
 * docs/product.md#311-saved-views): a department's shared views, read by each of its members every
 * few seconds, are counted once per change, and nobody waits for a count made again. A kept count
 * goes stale at the store's next change (any event of its change feed) and after
 * COUNT_MAX_AGE_MS in any case (time alone makes requests overdue, and a change made through
 * another server may reach this one late). A stale count is still answered at once while it is
 * counted again in the background, one filter per turn of the event loop, so a sidebar of 50
 * views over a million requests never holds a reader for the 50 counts; the sidebar reads again
 * 10 s after a change (COUNTS_REFRESH_MS), by when the fresh counts are kept. Only a filter's first
 * count, and one kept for longer than COUNT_MAX_STALE_MS (its recounts failing), is waited for.
 */
import type { RequestFilter } from '#domain/requests/request-query.ts';
import type { ChangeFeed, RequestStore } from '../storage/ports.ts';

/** The longest a count is kept without a change before it is counted again: the sidebar's own refresh. */
export const COUNT_MAX_AGE_MS = 10_000;
/** The oldest count ever answered without waiting for a new one. */
export const COUNT_MAX_STALE_MS = 30_000;
/** A burst of changes within this is one recount. */
export const RECOUNT_DELAY_MS = 2_000;
/** A filter nobody asked for in this long is dropped at its next recount instead. */
const UNASKED_MS = 30_000;
/** Counts kept at most per store; past it the oldest goes. */
const MAX_KEPT = 1_000;

interface Kept {
  filter: RequestFilter;
  /** The last count made, and when. */
  value: number;
  at: number;
  askedAt: number;
  stale: boolean;
}

interface Cache {
  kept: Map<string, Kept>;
  /** First counts under way, shared by callers who come meanwhile. */
  first: Map<string, Promise<number>>;
  recounting: boolean;
  /** Changes seen so far: a count begun before one is stale when it ends. */
  changes: number;
  timer: ReturnType<typeof setTimeout> | undefined;
}

type Deps = FilterCountDeps;

/** One per store, made stale by its change feed. */
const caches = new WeakMap<object, Cache>();

function cacheOf(deps: Deps): Cache {
  const store = deps.stores.requests;
  let cache = caches.get(store);
  if (!cache) {
    const made: Cache = { kept: new Map(), first: new Map(), recounting: false, changes: 0, timer: undefined };
    deps.stores.changes.subscribe(() => {
      made.changes += 1;
      for (const kept of made.kept.values()) kept.stale = true;
      scheduleRecount(deps, made, RECOUNT_DELAY_MS);
    });
    caches.set(store, made);
    cache = made;
  }
  return cache;
}

/** The filter as of `now`: an overdue cut-off moves with the clock. */
const asOf = (filter: RequestFilter, now: Date): RequestFilter =>
  filter.dueBefore === undefined ? filter : { ...filter, dueBefore: now };

function scheduleRecount(deps: Deps, cache: Cache, delay: number) {
  if (cache.timer !== undefined || cache.recounting) return;
  cache.timer = setTimeout(() => {
    cache.timer = undefined;
    void recount(deps, cache);
  }, delay);
  // A pending recount never keeps a process (a script, a test run) alive.
  cache.timer.unref();
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Counts every stale filter again, one per turn of the event loop so readers are served between. */
async function recount(deps: Deps, cache: Cache) {
  cache.recounting = true;
  const failed = new Set<Kept>();
  try {
    for (const [key, kept] of [...cache.kept]) {
      const now = deps.clock();
      if (now.getTime() - kept.askedAt > UNASKED_MS) {
        cache.kept.delete(key);
        continue;
      }
      if (!kept.stale && now.getTime() - kept.at < COUNT_MAX_AGE_MS) continue;
      await nextTurn();
      const begun = cache.changes;
      try {
        const value = await deps.stores.requests.count(asOf(kept.filter, now));
        const stale = cache.changes !== begun;
        if (cache.kept.get(key) === kept) Object.assign(kept, { value, at: now.getTime(), stale });
      } catch {
        // Kept as it was: a reader asks again, and one past COUNT_MAX_STALE_MS waits and sees the error.
        failed.add(kept);
      }
    }
  } finally {
    cache.recounting = false;
  }
  // Changes that came during the round: their filters are counted again after them.
  if ([...cache.kept.values()].some((kept) => kept.stale && !failed.has(kept))) {
    scheduleRecount(deps, cache, RECOUNT_DELAY_MS);
  }
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

/** Counts a filter nobody has counted yet (callers meanwhile share it); a failed count is not kept. */
function firstCount(deps: Deps, cache: Cache, key: string, filter: RequestFilter, now: number): Promise<number> {
  const under = cache.first.get(key);
  if (under) return under;
  const begun = cache.changes;
  const made = deps.stores.requests.count(filter).then((value) => {
    if (cache.kept.size >= MAX_KEPT) cache.kept.delete(cache.kept.keys().next().value!);
    const stale = cache.changes !== begun;
    cache.kept.set(key, { filter, value, at: now, askedAt: deps.clock().getTime(), stale });
    return value;
  });
  cache.first.set(key, made);
  void made
    .finally(() => {
      if (cache.first.get(key) === made) cache.first.delete(key);
    })
    .catch(() => undefined);
  return made;
}

/**
 * The store's count of `filter`, shared with every caller of the same filter: the kept count at
 * once (counted again in the background when stale), or the first count when there is none.
 * @example await sharedCount(deps, { statuses: ['New'] }) // 42
 */
export function sharedCount(deps: FilterCountDeps, filter: RequestFilter): Promise<number> {
  const cache = cacheOf(deps);
  const key = filterKey(filter);
  const now = deps.clock().getTime();
  const kept = cache.kept.get(key);
  if (!kept || now < kept.at || now - kept.at >= COUNT_MAX_STALE_MS) {
    if (kept) cache.kept.delete(key);
    return firstCount(deps, cache, key, filter, now);
  }
  kept.askedAt = now;
  if (kept.stale || now - kept.at >= COUNT_MAX_AGE_MS) scheduleRecount(deps, cache, 0);
  return Promise.resolve(kept.value);
}
