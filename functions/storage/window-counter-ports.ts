/**
 * The port every limit counts through (docs/product.md#limits-across-instances): attempts per key
 * in a fixed window that starts at the key's first attempt. The embedded server keeps the counts
 * in memory (memory-window-counters.ts: it is one process); on Firebase they are Firestore
 * documents (firebase/firestore-window-counters.ts), so every instance sees one count. Methods may
 * answer synchronously: the memory adapter does, so the embedded server's hot path awaits nothing
 * more than before.
 */

export interface WindowCount {
  /** Attempts in the key's live window (0 without one). */
  count: number;
  /** Whole seconds until that window ends (0 without one, at least 1 with one). */
  retryAfterSeconds: number;
}

/** One attempt counted, with the count it made and a way to take it back. */
export interface CountedAttempt extends WindowCount {
  /** Takes this attempt back, only in the window it was counted in (a no-op once that has ended). */
  undo: () => void | Promise<void>;
}

/** The counts of one limit: its keys never meet another counter's. */
export interface WindowCounter {
  get(key: string): WindowCount | Promise<WindowCount>;
  /** Counts one attempt, starting a window when the key has no live one. */
  add(key: string): CountedAttempt | Promise<CountedAttempt>;
  /** Forgets a key (e.g. after a successful sign-in). */
  clear(key: string): void | Promise<void>;
}

export interface WindowCounterOptions {
  /** Names the limit; counters with one name share their counts wherever they are kept in common. */
  name: string;
  windowMs: number;
  now: () => number;
  /** Keys one counter tracks at most where memory is the bound (10,000 by default). */
  maxKeys?: number;
}

export interface WindowCounters {
  /** The counter of one limit. */
  open(options: WindowCounterOptions): WindowCounter;
}
