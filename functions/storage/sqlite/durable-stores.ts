/**
 * Stores whose promises settle only once their commits are on disk (group-commit.ts). Every method
 * of a SQLite store runs its SQL synchronously and returns a promise; here that promise waits, when
 * the connection has commits not yet synced, for the sync that holds them. A read waits too: what it
 * returns may rest on a commit not yet on disk, and nothing leaves the server before it is.
 */
import { asError } from './database.ts';
import type { GroupCommit } from './group-commit.ts';

const isPromise = (value: unknown): value is Promise<unknown> => value instanceof Promise;

/**
 * The store with every promise-returning method settling after the sync of what it wrote.
 * @example const requests = durableStore(createSqliteRequestStore(db, options), groupCommit(db, file));
 */
export function durableStore<T extends object>(store: T, commits: Pick<GroupCommit, 'durable'>): T {
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
        method = (...args: unknown[]) => {
          const result: unknown = Reflect.apply(value, target, args);
          return isPromise(result) ? result.then(afterSync, failedAfterSync) : result;
        };
        wrapped.set(value, method);
      }
      return method;
    },
  });
}
