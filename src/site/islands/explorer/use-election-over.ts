import { useSyncExternalStore } from 'react';
import { msToNextSwitch } from '../../ui/timed-content.ts';

/**
 * Whether the election is over, kept current while the page is open. The server HTML (and
 * hydration) use what the build decided; the browser's clock decides from then on.
 * @example const over = useElectionOver('2025-11-05T01:00:00.000Z', false);
 */
export function useElectionOver(overAt: string, builtAfter: boolean): boolean {
  const at = Date.parse(overAt);
  return useSyncExternalStore(
    (changed) => {
      const wait = msToNextSwitch([at], Date.now());
      if (wait === undefined) return () => undefined;
      let timer: ReturnType<typeof setTimeout>;
      const arm = (ms: number) => {
        timer = setTimeout(() => {
          const next = msToNextSwitch([at], Date.now());
          if (next === undefined) changed();
          else arm(next);
        }, ms);
      };
      arm(wait);
      return () => {
        clearTimeout(timer);
      };
    },
    () => Date.now() >= at,
    () => builtAfter,
  );
}
