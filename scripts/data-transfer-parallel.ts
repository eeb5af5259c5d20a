/**
 * Bounded parallelism for the data transfer: against Firestore, Firebase Auth and Cloud Storage
 * from a workstation every call is a network round trip, so thousands of records one after the
 * other would take many minutes. Both helpers keep the order where it matters: the export's lines
 * come out in the order of the input, and the import's writes for one key (a request and its
 * submitter info and photo) happen one after the other, as SQLite's foreign key needs.
 */

/** Marks a promise as handled, so a failure that is awaited later never counts as unhandled. */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/**
 * Runs `fn` on up to `limit` items at once and yields the results in the order of `items`.
 * @example for await (const lines of mapOrdered(requests, 8, recordsOf)) write(lines);
 */
export async function* mapOrdered<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): AsyncGenerator<R> {
  const running: Promise<R>[] = [];
  let next = 0;
  const startNext = () => {
    if (next < items.length) running.push(handled(fn(items[next++]!)));
  };
  while (running.length < limit && next < items.length) startNext();
  while (running.length > 0) {
    const result = await running.shift()!;
    startNext();
    yield result;
  }
}

export interface KeyedQueue {
  /** Queues a task after the earlier tasks of the same key; waits while `limit` tasks are running. */
  add(key: string, task: () => Promise<void>): Promise<void>;
  /** Waits for every task; rejects with the first failure. */
  drain(): Promise<void>;
}

/**
 * @example const queue = createKeyedQueue(16); await queue.add(request.id, () => write(record)); await queue.drain();
 */
export function createKeyedQueue(limit: number): KeyedQueue {
  const running = new Set<Promise<void>>();
  const lastOfKey = new Map<string, Promise<void>>();
  let failure: { error: unknown } | undefined;
  // A function, so checks after an await read what a task set meanwhile (and the type checker knows).
  const failed = (): { error: unknown } | undefined => failure;

  return {
    async add(key, task) {
      const early = failed();
      if (early) throw early.error;
      const before = lastOfKey.get(key) ?? Promise.resolve();
      const run = handled(
        before.then(task).catch((error: unknown) => {
          failure ??= { error };
          throw error;
        }),
      );
      lastOfKey.set(key, run);
      running.add(run);
      void run
        .finally(() => {
          running.delete(run);
          if (lastOfKey.get(key) === run) lastOfKey.delete(key);
        })
        .catch(() => undefined);
      while (running.size >= limit && !failed()) await Promise.race(running).catch(() => undefined);
      const late = failed();
      if (late) throw late.error;
    },

    async drain() {
      await Promise.allSettled([...running]);
      const first = failed();
      if (first) throw first.error;
    },
  };
}
