/**
 * Attempts counted per key in a fixed window that starts at the key's first attempt, kept in
 * memory: the embedded server is one process (storage/memory-window-counters.ts serves it as the
 * WindowCounters port; on Firebase the counts are in Firestore). Memory is bounded: past `maxKeys`
 * expired windows are swept, then the oldest dropped, which only ever forgets attempts (lets
 * someone through early, never blocks anyone wrongly).
 */
import type { WindowCount } from '../storage/window-counter-ports.ts';

interface WindowCounter {
  get(key: string): WindowCount;
  /** Counts one failure; the function returned takes it back (a no-op once the window has ended). */
  add(key: string): () => void;
  /** Forgets a key (e.g. after a successful sign-in). */
  clear(key: string): void;
}

interface Window {
  count: number;
  resetAt: number;
}

/**
 * @example
 * const failures = createWindowCounter({ windowMs: 60_000, now: () => Date.now() });
 * const undo = failures.add('ada@example.org'); // get(...).count is 1
 * undo(); // get(...).count is 0 again
 */
export function createWindowCounter(options: { windowMs: number; now: () => number; maxKeys?: number }): WindowCounter {
  const maxKeys = options.maxKeys ?? 10_000;
  const windows = new Map<string, Window>();

  const live = (key: string, at: number): Window | undefined => {
    const window = windows.get(key);
    if (window && window.resetAt <= at) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };

  const sweep = (at: number) => {
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  };

  return {
    get(key) {
      const at = options.now();
      const window = live(key, at);
      if (!window) return { count: 0, retryAfterSeconds: 0 };
      return { count: window.count, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - at) / 1000)) };
    },
    add(key) {
      const at = options.now();
      let window = live(key, at);
      if (!window) {
        if (windows.size >= maxKeys) sweep(at);
        window = { count: 0, resetAt: at + options.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      const counted = window;
      return () => {
        // Only the window it was counted in: a later one holds other attempts.
        if (windows.get(key) !== counted || counted.count === 0) return;
        counted.count -= 1;
        // Successful sign-ins leave no entry behind.
        if (counted.count === 0) windows.delete(key);
      };
    },
    clear(key) {
      windows.delete(key);
    },
  };
}
