import { useSyncExternalStore } from 'react';

/** Below Tailwind's `md` breakpoint: where four video boxes side by side do not fit. */
const NARROW = '(max-width: 47.99rem)';

/**
 * Whether the screen is phone-narrow, kept current as it turns or resizes; false in the server HTML.
 * @example const narrow = useNarrowScreen();
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    (changed) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const query = window.matchMedia(NARROW);
      query.addEventListener('change', changed);
      return () => {
        query.removeEventListener('change', changed);
      };
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches,
    () => false,
  );
}
