/**
 * Stores whose promises settle only once their commits are on disk (group-commit.ts). Every method
 * of a SQLite store runs its SQL synchronously and returns a promise; here that promise waits, when
 * the connection has commits not yet synced, for the sync that holds them. A read waits too: what it
 * returns may rest on a commit not yet on disk, and nothing leaves the server before it is.
 *
 * A piece of work that makes several store calls before it answers (a submission: the request, its
 * follow-up and stop tokens, the outbox row) can run them in `oneSync`: the calls inside settle at
 * once, and the work settles only after one sync that holds all of them, instead of one sync per
 * call in turn. A method named in `alwaysSync` (the outbox's claim, before a message leaves) waits
 * for its sync even there.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { asError } from './database.ts';
import type { GroupCommit } from './group-commit.ts';

const isPromise = (value: unknown): value is Promise<unknown> => value instanceof Promise;

/** Whether the calls of a `oneSync` work are still to settle without their own sync. */
interface Deferral {
  open: boolean;
}

export interface DurableStores {
  /**
   * The store with every promise-returning method settling after the sync of what it wrote.
   * @example const requests = durable.store(createSqliteRequestStore(db, options));
   */
  store<T extends object>(store: T, alwaysSync?: readonly (keyof T)[]): T;
  /**
   * Runs `work` with its store calls settling at once, then waits for one sync that holds all of
   * them (even when the work fails) before it settles with the work's outcome.
   * @example const saved = await durable.oneSync(async () => { const r = await requests.create(x); await outbox.enqueue(m); return r; });
   */
  oneSync<V>(work: () => Promise<V>): Promise<V>;
}

/** @example const durable = durableStores(groupCommit(db, file)); */
export function durableStores(commits: Pick<GroupCommit, 'durable'>): DurableStores {
  const deferred = new AsyncLocalStorage<Deferral>();
  return {
    store: (store, alwaysSync = []) => durableStore(store, commits, deferred, new Set<PropertyKey>(alwaysSync)),
    async oneSync(work) {
      const deferral = { open: true };
      try {
        return await deferred.run(deferral, work);
      } finally {
        // Calls the work left running (a message sent in the background) wait for their own sync.
        deferral.open = false;
        await commits.durable();
      }
    },
  };
}

function durableStore<T extends object>(
  store: T,
  commits: Pick<GroupCommit, 'durable'>,
  deferred: AsyncLocalStorage<Deferral>,
  alwaysSync: ReadonlySet<PropertyKey>,
): T {
  const afterSync = <V>(value: V): V | Promise<V> => {
    const waiting = commits.durable();
    return waiting ? waiting.then(() => value) : value;
  };
  // A call that failed after an earlier commit of its own still answers only once that is on disk.
  const failedAfterSync = (error: unknown): Promise<never> => {
    const waiting = commits.durable() ?? Promise.resolve();
    const rethrow = () => Promise.reject(asError(error));
    return waiting.then(rethrow, rethrow);
  };
  // Keyed by the method itself, so a method replaced on the store (a test's spy) is wrapped anew.
  const wrapped = new WeakMap<object, unknown>();
  return new Proxy(store, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      if (typeof value !== 'function') return value;
      let method = wrapped.get(value);
      if (!method) {
        const waits = alwaysSync.has(key);
        method = (...args: unknown[]) => {
          const result: unknown = Reflect.apply(value, target, args);
          if (!isPromise(result)) return result;
          // Inside oneSync the work's own end waits for the sync (and a failure is the work's).
          if (!waits && deferred.getStore()?.open) return result;
          return result.then(afterSync, failedAfterSync);
        };
        wrapped.set(value, method);
      }
      return method;
    },
  });
}
