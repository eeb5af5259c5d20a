/**
 * Runs async tasks one after another per key, and tasks of different keys side by side. The
 * outbox counts and queues the e-mails to one mailbox in turn with it, so the hourly cap holds. The
 * Firestore request store queues its transactions per request id with it: Firestore transactions that touch
 * one document contend, and contention means retries (or, after five, a failed change), so changes
 * from the same instance wait their turn here instead. Across instances the transaction alone keeps
 * every change.
 */
export type KeyedQueue = <T>(key: string, task: () => Promise<T>) => Promise<T>;

/**
 * @example
 * const queue = createKeyedQueue();
 * await Promise.all([queue('a', first), queue('a', second), queue('b', other)]); // second starts after first
 */
export function createKeyedQueue(): KeyedQueue {
  const tails = new Map<string, Promise<void>>();
  return (key, task) => {
    const previous = tails.get(key) ?? Promise.resolve();
    const result = previous.then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    void tail.then(() => {
      // The last task of a key removes the key, so the map holds only keys with work pending.
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}
