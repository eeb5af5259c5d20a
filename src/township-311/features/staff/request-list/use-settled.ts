import { useEffect, useEffectEvent } from 'react';

/** Typing settles this long before the list and the address follow, so neither changes per key. */
const SETTLE_MS = 300;

/**
 * Calls `commit(value)` once `value` has stopped changing for `delayMs` and differs from
 * `committed` (what the address holds now).
 * @example useSettled(text.trim(), view.q, (q) => { setView({ ...view, q }); });
 */
export function useSettled<T>(value: T, committed: T, commit: (value: T) => void, delayMs = SETTLE_MS): void {
  const onSettled = useEffectEvent(commit);
  useEffect(() => {
    if (Object.is(value, committed)) return;
    const timer = setTimeout(() => {
      onSettled(value);
    }, delayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [value, committed, delayMs]);
}
