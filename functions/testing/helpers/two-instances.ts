/**
 * Two sets of test deps on one fresh Firestore project, as two instances of the API on Firebase
 * are: each its own firebase-admin App and stores, sharing every document (rate limit counts too).
 */
import type { Limits } from '../../deps.ts';
import { openTestDeps, type TestDeps } from './test-deps.ts';

/**
 * @example const [one, two] = await openTwoInstances({ clock, limits: { submitRateLimit: 3 } });
 */
export async function openTwoInstances(options: {
  clock: () => Date;
  limits: Partial<Limits>;
}): Promise<[TestDeps, TestDeps]> {
  // Imported when asked for, so a file that never opens Firebase never starts its emulator.
  const { firebaseTestOptions } = await import('./firebase-test-stores.ts');
  const { openFirebaseStores } = await import('../../storage/firebase/firebase-stores.ts');
  const firebase = firebaseTestOptions({ now: options.clock });
  const instance = async () =>
    openTestDeps({
      backend: 'firebase',
      clock: options.clock,
      transfer: await openFirebaseStores(firebase),
      overrides: { limits: options.limits },
    });
  return Promise.all([instance(), instance()]);
}
