/**
 * A value that follows another once it has stopped changing for `delayMs`: the danger check reads
 * the description when the resident pauses, not at every keystroke ("There is a fire" is not yet
 * "There is a fire hydrant").
 */
import { useEffect, useState } from 'react';

/** @example const settled = useSettledValue(description, 700); */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSettled(value);
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [value, delayMs]);
  return settled;
}
