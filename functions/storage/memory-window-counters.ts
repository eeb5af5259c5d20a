/** WindowCounters in process memory, for the embedded server (one process) and tests. */
import { createWindowCounter } from '../http/window-counter.ts';
import type { WindowCounters } from './window-counter-ports.ts';

/**
 * Each counter is its own bounded map (http/window-counter.ts); every answer is synchronous.
 * @example
 * const counter = createMemoryWindowCounters().open({ name: 'submit', windowMs: 3_600_000, now: Date.now });
 * counter.add('203.0.113.9') // { count: 1, retryAfterSeconds: 3600, undo }
 */
export function createMemoryWindowCounters(): WindowCounters {
  return {
    open({ windowMs, now, maxKeys }) {
      const counter = createWindowCounter({ windowMs, now, maxKeys });
      return {
        get: (key) => counter.get(key),
        add(key) {
          const undo = counter.add(key);
          return { ...counter.get(key), undo };
        },
        clear: (key) => {
          counter.clear(key);
        },
      };
    },
  };
}
