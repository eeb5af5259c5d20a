/**
 * The WindowCounters contract (storage/window-counter-ports.ts), which every rate limit and the
 * sign-in throttle count through: counts per key in a window that starts at the key's first
 * attempt, Retry-After in whole seconds, undo only within the window counted in, clear, names kept
 * apart. `bounded`: the adapter keeps its keys in memory and must forget the oldest past maxKeys.
 * `makePair`: two sets of stores on one database, as two instances are, which must share one count,
 * concurrent adds from both included (none lost). `isolated`: whether transactions isolate (the
 * in-process Firestore emulator's do not), for the race that starts a window from both at once.
 */
import { describe, expect, it } from 'vitest';
import type { Stores } from '../../../storage/ports.ts';
import type { WindowCounter, WindowCounterOptions } from '../../../storage/window-counter-ports.ts';
import type { MakeStores } from './fixtures.ts';

interface WindowCounterContractOptions {
  bounded?: boolean;
  makePair?: () => Promise<[Stores, Stores]>;
  isolated?: boolean;
}

const MINUTE = 60_000;

export function runWindowCounterContract(
  name: string,
  makeStores: MakeStores,
  { bounded = false, makePair, isolated = true }: WindowCounterContractOptions = {},
): void {
  describe(`WindowCounters contract: ${name}`, () => {
    const clock = { now: 0 };
    const counterOf = (stores: Stores, options: Partial<WindowCounterOptions> = {}): WindowCounter =>
      stores.windowCounters.open({ name: 'submit', windowMs: MINUTE, now: () => clock.now, ...options });
    const withCounter = async (fn: (counter: WindowCounter, stores: Stores) => Promise<void>) => {
      clock.now = 1_000_000;
      const stores = await makeStores();
      try {
        await fn(counterOf(stores), stores);
      } finally {
        await stores.close();
      }
    };
    const countOf = async (counter: WindowCounter, key: string) => (await counter.get(key)).count;

    it('counts per key in a window that starts at its first attempt', () =>
      withCounter(async (counter) => {
        expect(await counter.get('203.0.113.9')).toEqual({ count: 0, retryAfterSeconds: 0 });
        expect(await counter.add('203.0.113.9')).toMatchObject({ count: 1, retryAfterSeconds: 60 });
        clock.now += 15_000;
        expect(await counter.add('203.0.113.9')).toMatchObject({ count: 2, retryAfterSeconds: 45 });
        expect(await counter.get('203.0.113.9')).toEqual({ count: 2, retryAfterSeconds: 45 });
        expect(await counter.get('198.51.100.7')).toEqual({ count: 0, retryAfterSeconds: 0 });
        clock.now += 45_000;
        expect(await counter.get('203.0.113.9')).toEqual({ count: 0, retryAfterSeconds: 0 });
        expect(await counter.add('203.0.113.9')).toMatchObject({ count: 1, retryAfterSeconds: 60 });
      }));

    it('rounds Retry-After up to whole seconds, never below 1 in a live window', () =>
      withCounter(async (_counter, stores) => {
        const counter = counterOf(stores, { windowMs: 1500 });
        expect((await counter.add('a')).retryAfterSeconds).toBe(2);
        clock.now += 1499;
        expect(await counter.get('a')).toEqual({ count: 1, retryAfterSeconds: 1 });
        clock.now += 1;
        expect(await counter.get('a')).toEqual({ count: 0, retryAfterSeconds: 0 });
      }));

    it('keeps the counts of differently named counters apart', () =>
      withCounter(async (counter, stores) => {
        const other = counterOf(stores, { name: 'open311' });
        await counter.add('same key');
        await counter.add('same key');
        expect(await countOf(other, 'same key')).toBe(0);
        expect((await other.add('same key')).count).toBe(1);
      }));

    it('takes an attempt back, but only in the window it was counted in', () =>
      withCounter(async (counter) => {
        const first = await counter.add('ada@example.org');
        await counter.add('ada@example.org');
        await first.undo();
        expect(await countOf(counter, 'ada@example.org')).toBe(1);
        const last = await counter.add('ada@example.org');
        await last.undo();
        await first.undo();
        expect(await countOf(counter, 'ada@example.org')).toBe(0);
        const stale = await counter.add('ada@example.org');
        clock.now += MINUTE;
        await counter.add('ada@example.org');
        await stale.undo();
        expect(await counter.get('ada@example.org')).toEqual({ count: 1, retryAfterSeconds: 60 });
      }));

    it('forgets a key on clear, and a cleared key starts a new window', () =>
      withCounter(async (counter) => {
        await counter.add('a');
        await counter.clear('a');
        await counter.clear('never counted');
        expect(await counter.get('a')).toEqual({ count: 0, retryAfterSeconds: 0 });
        clock.now += 30_000;
        expect(await counter.add('a')).toMatchObject({ count: 1, retryAfterSeconds: 60 });
      }));

    it.runIf(bounded)('keeps at most maxKeys keys, forgetting the oldest', () =>
      withCounter(async (_counter, stores) => {
        const counter = counterOf(stores, { maxKeys: 100 });
        for (let i = 0; i < 10_000; i++) await counter.add(`k${i}`);
        expect(await countOf(counter, 'k0')).toBe(0);
        expect(await countOf(counter, 'k9999')).toBe(1);
      }),
    );

    describe.runIf(makePair)('two instances on one database', () => {
      const withPair = async (fn: (one: WindowCounter, two: WindowCounter) => Promise<void>) => {
        clock.now = 1_000_000;
        const [a, b] = await makePair!();
        try {
          await fn(counterOf(a), counterOf(b));
        } finally {
          await Promise.all([a.close(), b.close()]);
        }
      };

      it('share one count, one window, undo and clear', () =>
        withPair(async (one, two) => {
          await one.add('203.0.113.9');
          clock.now += 20_000;
          expect(await two.add('203.0.113.9')).toMatchObject({ count: 2, retryAfterSeconds: 40 });
          const third = await one.add('203.0.113.9');
          expect(await two.get('203.0.113.9')).toEqual({ count: 3, retryAfterSeconds: 40 });
          await third.undo();
          expect(await countOf(two, '203.0.113.9')).toBe(2);
          await two.clear('203.0.113.9');
          expect(await countOf(one, '203.0.113.9')).toBe(0);
        }));

      it('lose no attempt when both add at once', () =>
        withPair(async (one, two) => {
          await one.add('busy');
          const adds = Array.from({ length: 10 }, (_, i) => Promise.resolve((i % 2 ? one : two).add('busy')));
          const counted = await Promise.all(adds);
          expect(await countOf(one, 'busy')).toBe(11);
          expect(await countOf(two, 'busy')).toBe(11);
          // Isolated transactions also tell each attempt its own place in the count.
          if (isolated)
            expect(counted.map((c) => c.count).sort((x, y) => x - y)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
        }));

      it.runIf(isolated)('start one window when both count a new key at once', () =>
        withPair(async (one, two) => {
          await Promise.all([one, two, one, two].map((counter) => Promise.resolve(counter.add('new'))));
          expect(await one.get('new')).toEqual({ count: 4, retryAfterSeconds: 60 });
        }),
      );
    });
  });
}
