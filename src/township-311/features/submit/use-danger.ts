/**
 * Whether the request suggests danger (docs/product.md#311-emergency-notice), for the wizard's
 * repeated 911 notice. The description is read once the resident pauses typing, not at every key
 * ("There is a fire" is not yet "There is a fire hydrant"). The danger list is a chunk of its own,
 * loaded once there is a description: no category suggests danger without one, and the list
 * stays out of the wizard's first screens (a 100 KB budget). If it cannot load, only step 1's
 * notice is shown.
 */
import { useEffect, useState } from 'react';
import type { suggestsDanger } from '#domain/requests/danger-signs.ts';
import { useSettledValue } from './use-settled-value.ts';

/** The pause in typing after which the description is read. */
export const DANGER_CHECK_DELAY_MS = 700;

type DangerCheck = typeof suggestsDanger;

/** @example const danger = useDanger(values.category, values.description); */
export function useDanger(category: string, description: string): boolean {
  const settled = useSettledValue(description, DANGER_CHECK_DELAY_MS);
  const wanted = settled.trim() !== '';
  const [check, setCheck] = useState<DangerCheck | null>(null);
  useEffect(() => {
    if (!wanted || check) return;
    let live = true;
    import('#domain/requests/danger-signs.ts').then(
      (module) => {
        if (live) setCheck(() => module.suggestsDanger);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, check]);
  return check !== null && wanted && check(category, settled);
}
