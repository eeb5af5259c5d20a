import { describe, expect, it } from 'vitest';
import {
  backoffMs,
  createLoginThrottle,
  decideAttempt,
  LOGIN_THROTTLE,
  type ThrottleCounts,
} from './login-throttle.ts';

it.each([
  [0, 5, 0],
  [4, 5, 0],
  [5, 5, 1000],
  [6, 5, 2000],
  [7, 5, 4000],
  [8, 5, 8000],
  [9, 5, 16_000],
  [10, 5, 16_000],
  [1e9, 5, 16_000],
  [19, 20, 0],
  [20, 20, 1000],
  [23, 20, 8000],
  [30, 20, 16_000],
])('backoffMs(%i failures, %i free) waits %s ms', (failures, free, expected) => {
  expect(backoffMs(failures, free, LOGIN_THROTTLE)).toBe(expected);
});

const pair = (count: number, retryAfterSeconds = 600) => ({ count, retryAfterSeconds });

it.each<[string, ThrottleCounts, ReturnType<typeof decideAttempt>]>([
  ['a fresh attempt', { account: 0, address: 0, pending: 0 }, { allowed: true, delayMs: 0 }],
  ['4 failures of the pair', { pair: pair(4), account: 4, address: 4, pending: 0 }, { allowed: true, delayMs: 0 }],
  [
    '5 failures of the pair',
    { pair: pair(5, 840), account: 5, address: 5, pending: 0 },
    { allowed: false, reason: 'pair-limit', retryAfterSeconds: 840 },
  ],
  [
    '5 account failures elsewhere',
    { pair: pair(0), account: 5, address: 0, pending: 0 },
    { allowed: true, delayMs: 1000 },
  ],
  [
    '7 account failures elsewhere',
    { pair: pair(0), account: 7, address: 0, pending: 0 },
    { allowed: true, delayMs: 4000 },
  ],
  ['20 address failures', { pair: pair(0), account: 0, address: 20, pending: 0 }, { allowed: true, delayMs: 1000 }],
  ['the larger delay wins', { account: 6, address: 22, pending: 0 }, { allowed: true, delayMs: 4000 }],
  ['no account (Firebase), 21 failures', { account: 0, address: 21, pending: 0 }, { allowed: true, delayMs: 2000 }],
  ['9 in flight', { account: 0, address: 0, pending: 9 }, { allowed: true, delayMs: 0 }],
  ['10 in flight', { account: 0, address: 24, pending: 10 }, { allowed: false, reason: 'busy', retryAfterSeconds: 16 }],
  [
    '10 in flight, no delay',
    { account: 0, address: 0, pending: 10 },
    { allowed: false, reason: 'busy', retryAfterSeconds: 1 },
  ],
  [
    'the pair limit before the slots',
    { pair: pair(5, 60), account: 0, address: 0, pending: 10 },
    { allowed: false, reason: 'pair-limit', retryAfterSeconds: 60 },
  ],
])('decideAttempt: %s decides from the counts alone', (_name, counts, expected) => {
  expect(decideAttempt(counts, LOGIN_THROTTLE)).toEqual(expected);
});

/** A throttle on a fixed clock whose sleep records each wait and returns at once. */
function throttleAt(start = 0) {
  const clock = { now: start };
  const waits: number[] = [];
  const throttle = createLoginThrottle({
    now: () => clock.now,
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
  });
  const tryPassword = async (account: string, address: string, right: boolean) => {
    const outcome = await throttle.attempt(
      { account, address },
      () => Promise.resolve(right),
      (ok) => !ok,
    );
    return 'refused' in outcome ? outcome.refused : outcome.result;
  };
  return { clock, waits, throttle, tryPassword };
}

describe('createLoginThrottle', () => {
  it('refuses a pair after 5 failures, and only slows the account from another address', async () => {
    const { clock, waits, tryPassword } = throttleAt();
    for (let i = 0; i < 5; i += 1) expect(await tryPassword('ada', 'A', false)).toBe(false);
    clock.now = 60_000;
    expect(await tryPassword('ada', 'A', true)).toEqual({
      allowed: false,
      reason: 'pair-limit',
      retryAfterSeconds: 840,
    });
    expect(waits).toEqual([]);
    expect(await tryPassword('ada', 'B', true)).toBe(true);
    expect(waits).toEqual([1000]);
    // The rightful sign-in from B does not lift the attacker's refusal at A.
    expect(await tryPassword('ada', 'A', true)).toMatchObject({ reason: 'pair-limit' });
    clock.now = 15 * 60_000;
    expect(await tryPassword('ada', 'A', true)).toBe(true);
  });

  it('grows the delay with each failure of the account, up to the cap', async () => {
    const { waits, tryPassword } = throttleAt();
    for (let i = 0; i < 12; i += 1) await tryPassword('ada', `addr-${i}`, false);
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 16_000, 16_000]);
  });

  it('slows an address with many failures across accounts instead of refusing it', async () => {
    const { waits, tryPassword } = throttleAt();
    for (let i = 0; i < 24; i += 1) expect(await tryPassword(`guess-${i}`, 'office', false)).toBe(false);
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
    expect(await tryPassword('colleague', 'office', true)).toBe(true);
    expect(waits.at(-1)).toBe(16_000);
  });

  it('does not count successes, and a success clears the pair', async () => {
    const { waits, tryPassword } = throttleAt();
    for (let i = 0; i < 30; i += 1) expect(await tryPassword('ada', 'A', true)).toBe(true);
    for (let i = 0; i < 4; i += 1) await tryPassword('ada', 'A', false);
    expect(await tryPassword('ada', 'A', true)).toBe(true);
    for (let i = 0; i < 4; i += 1) expect(await tryPassword('ada', 'A', false)).toBe(false);
    // The account's 8 failures still slow it; the pair starts again from 0 after the success.
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('counts attempts in flight, so parallel guesses cannot pass the pair limit', async () => {
    const { throttle } = throttleAt();
    let release = () => {};
    const held = new Promise<boolean>((resolve) => {
      release = () => {
        resolve(false);
      };
    });
    const attempts = Array.from({ length: 7 }, () =>
      throttle.attempt(
        { account: 'ada', address: 'A' },
        () => held,
        (ok) => !ok,
      ),
    );
    release();
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((outcome) => 'refused' in outcome)).toHaveLength(2);
  });

  it('bounds the attempts one address has in flight, and frees a slot when one is answered', async () => {
    const { throttle } = throttleAt();
    const releases: (() => void)[] = [];
    const hold = () =>
      new Promise<boolean>((resolve) =>
        releases.push(() => {
          resolve(true);
        }),
      );
    const address = (account: string) => ({ account, address: 'A' });
    const inFlight = Array.from({ length: 10 }, (_, i) => throttle.attempt(address(`u${i}`), hold, (ok) => !ok));
    const busy = await throttle.attempt(address('late'), hold, (ok) => !ok);
    expect(busy).toEqual({ refused: { allowed: false, reason: 'busy', retryAfterSeconds: 1 } });
    // Another address is not affected.
    const elsewhere = throttle.attempt({ account: 'late', address: 'B' }, hold, (ok) => !ok);
    for (const release of releases) release();
    await Promise.all([...inFlight, elsewhere]);
    expect(
      await throttle.attempt(
        address('late'),
        () => Promise.resolve(true),
        (ok) => !ok,
      ),
    ).toEqual({
      result: true,
    });
  });

  it('refuses to go on, without checking, when its counters cannot be reached', async () => {
    const unreachable = () => Promise.reject(new Error('unreachable'));
    const throttle = createLoginThrottle({
      now: () => 0,
      counters: () => ({ open: () => ({ get: unreachable, add: unreachable, clear: unreachable }) }),
    });
    let checked = false;
    const attempt = throttle.attempt(
      { account: 'ada', address: 'A' },
      () => {
        checked = true;
        return Promise.resolve(true);
      },
      (ok) => !ok,
    );
    await expect(attempt).rejects.toThrow('unreachable');
    expect(checked).toBe(false);
  });

  it('takes back the count of a check that threw', async () => {
    const { waits, throttle, tryPassword } = throttleAt();
    for (let i = 0; i < 10; i += 1) {
      await expect(
        throttle.attempt(
          { account: 'ada', address: 'A' },
          () => Promise.reject(new Error('store down')),
          () => true,
        ),
      ).rejects.toThrow('store down');
    }
    expect(await tryPassword('ada', 'A', true)).toBe(true);
    expect(waits).toEqual([]);
  });

  it('applies the address rules alone when there is no account (Firebase)', async () => {
    const { waits, throttle } = throttleAt();
    const exchange = (ok: boolean) =>
      throttle.attempt(
        { address: 'A' },
        () => Promise.resolve(ok),
        (result) => !result,
      );
    for (let i = 0; i < 21; i += 1) expect(await exchange(false)).toEqual({ result: false });
    expect(await exchange(true)).toEqual({ result: true });
    expect(waits).toEqual([1000, 2000]);
  });
});
