import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `everyMs`: what "overdue" is judged against on screen, so a
 * request left open turns overdue without a reload.
 * @example const now = useNow(); isOverdue(request, now);
 */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(new Date());
    }, everyMs);
    return () => {
      clearInterval(timer);
    };
  }, [everyMs]);
  return now;
}
