/**
 * Two sets of test deps on one fresh Firestore project, as two instances of the API on Firebase
 * are: each its own firebase-admin App and stores, sharing every document (rate limit counts too).
 */
import { afterEach } from 'vitest';
import { createApp } from '../../app.ts';
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

type App = ReturnType<typeof createApp>;

export interface LimitServers {
  deps: { embedded: TestDeps; instances: [TestDeps, TestDeps] };
  /** The embedded server's API, counting in its memory. */
  embedded: App;
  /** The two Firebase instances' APIs. */
  one: App;
  two: App;
  cleanup(): Promise<void>;
}

/**
 * The embedded server and two Firebase instances, with the same limits (behind one proxy hop) and
 * clock; `sleep` stands in for the sign-in throttle's waits.
 * @example const { embedded, one, two, cleanup } = await openLimitServers({ clock, limits: { submitRateLimit: 3 } });
 */
export async function openLimitServers(options: {
  clock: () => Date;
  limits: Partial<Limits>;
  sleep?: (ms: number) => Promise<void>;
}): Promise<LimitServers> {
  const limits = { trustProxyHops: 1, ...options.limits };
  const embedded = await openTestDeps({ clock: options.clock, overrides: { limits } });
  const instances = await openTwoInstances({ clock: options.clock, limits });
  const { sleep } = options;
  const app = (deps: TestDeps) =>
    createApp({ version: 'test', services: deps, ...(sleep ? { staff: { loginThrottle: { sleep } } } : {}) });
  return {
    deps: { embedded, instances },
    embedded: app(embedded),
    one: app(instances[0]),
    two: app(instances[1]),
    cleanup: async () => {
      await Promise.all([embedded, ...instances].map((deps) => deps.cleanup()));
    },
  };
}

/**
 * What a client sees of a reply, to compare two servers' answers.
 * @example expect(await seen(await one.request('/x'))).toEqual(await seen(await embedded.request('/x')))
 */
export const seen = async (res: Response) => ({
  status: res.status,
  retryAfter: res.headers.get('Retry-After'),
  body: await res.text(),
});

/**
 * openLimitServers for the tests of a file, on a clock the tests move, closed after each test.
 * @example const limits = useLimitServers(Date.UTC(2025, 0, 5, 20)); const { one } = await limits.open({ submitRateLimit: 3 });
 */
export function useLimitServers(start: number) {
  const time = { now: start };
  let opened: LimitServers | undefined;
  afterEach(async () => {
    await opened?.cleanup();
    opened = undefined;
  });
  return {
    /** The clock's time in ms; tests move it. */
    time,
    /** The servers, with the clock at `start`. */
    open: async (limits: Partial<Limits>, sleep?: (ms: number) => Promise<void>) => {
      time.now = start;
      opened = await openLimitServers({ clock: () => new Date(time.now), limits, ...(sleep ? { sleep } : {}) });
      return opened;
    },
  };
}
