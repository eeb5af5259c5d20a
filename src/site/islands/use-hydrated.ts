import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the server HTML and while hydrating, true once React owns the island, so controls that
 * need JavaScript can stay disabled until they work.
 * @example const hydrated = useHydrated(); <button disabled={!hydrated}>Send</button>
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
