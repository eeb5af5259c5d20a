/**
 * Sign-in throttling (docs/api.md#sessions-cookies-and-csrf). A hard refusal (429) is keyed only by
 * account plus client address, so nobody can lock someone else out; failures per account and per
 * address only delay the answer, for right and wrong passwords alike. Decisions use the counts from
 * before the password check, so they reveal nothing about it, and an attempt counts as a failure
 * from the moment it is let through until it succeeds, so parallel attempts see each other.
 * Failures are counted by a WindowCounters port, like http/rate-limit.ts: in memory on the
 * embedded server, in Firestore on Firebase (shared by every instance). Attempts in flight are
 * counted per process: they bound the connections one instance holds. Unlike the rate limits,
 * sign-in is not let through when its counters fail: the error reaches the route (and on Firebase
 * the session could not be written either).
 */
import type { CountedAttempt, WindowCount, WindowCounters } from '../storage/window-counter-ports.ts';
import { signInCounts } from './sign-in-counts.ts';

interface LoginThrottlePolicy {
  windowMs: number;
  /** Failures of one account from one address before that pair alone is refused. */
  perPair: number;
  /** Failures of one account, from every address, before its attempts are delayed. */
  accountFreeFailures: number;
  /** Failures from one address, across accounts, before its attempts are delayed. */
  addressFreeFailures: number;
  /** The first delay; each further failure doubles it, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Attempts one address may have in flight (waiting or being checked) at once; more get a 429. */
  maxPendingPerAddress: number;
}

/**
 * Five wrong passwords from one address refuse that account there for the rest of 15 minutes.
 * After five failures of an account, or twenty from one address, each attempt waits 1 s, 2 s, 4 s,
 * 8 s, then 16 s at most: well inside the 60 s after which Firebase Hosting and common proxies give
 * up on a reply, and short enough for a person to sit through. Ten attempts in flight per address
 * leave room for an office signing in at once, while bounding parallel guessing and held connections.
 */
export const LOGIN_THROTTLE: LoginThrottlePolicy = {
  windowMs: 15 * 60_000,
  perPair: 5,
  accountFreeFailures: 5,
  addressFreeFailures: 20,
  firstDelayMs: 1000,
  maxDelayMs: 16_000,
  maxPendingPerAddress: 10,
};

/**
 * The wait before checking an attempt, given the failures already counted.
 * @example backoffMs(4, 5, LOGIN_THROTTLE) // 0
 * @example backoffMs(6, 5, LOGIN_THROTTLE) // 2000
 * @example backoffMs(40, 5, LOGIN_THROTTLE) // 16_000, the cap
 */
export function backoffMs(
  failures: number,
  freeFailures: number,
  policy: Pick<LoginThrottlePolicy, 'firstDelayMs' | 'maxDelayMs'>,
): number {
  if (failures < freeFailures) return 0;
  // The exponent is bounded so a huge count cannot overflow to Infinity before the cap applies.
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(failures - freeFailures, 30));
}

export interface ThrottleCounts {
  /** Failures of this account from this address; absent when the account is not known yet (Firebase). */
  pair?: WindowCount | undefined;
  account: number;
  address: number;
  /** Attempts from the address in flight now. */
  pending: number;
}

type ThrottleDecision =
  { allowed: true; delayMs: number } | { allowed: false; reason: 'pair-limit' | 'busy'; retryAfterSeconds: number };

/**
 * What to do with an attempt, from the counts alone.
 * @example decideAttempt({ account: 6, address: 6, pending: 0 }, LOGIN_THROTTLE) // { allowed: true, delayMs: 2000 }
 * @example
 * decideAttempt({ pair: { count: 5, retryAfterSeconds: 600 }, account: 5, address: 5, pending: 0 }, LOGIN_THROTTLE)
 * // { allowed: false, reason: 'pair-limit', retryAfterSeconds: 600 }
 */
export function decideAttempt(counts: ThrottleCounts, policy: LoginThrottlePolicy): ThrottleDecision {
  if (counts.pair && counts.pair.count >= policy.perPair) {
    return { allowed: false, reason: 'pair-limit', retryAfterSeconds: Math.max(1, counts.pair.retryAfterSeconds) };
  }
  const delayMs = Math.max(
    backoffMs(counts.account, policy.accountFreeFailures, policy),
    backoffMs(counts.address, policy.addressFreeFailures, policy),
  );
  if (counts.pending >= policy.maxPendingPerAddress) {
    // A slot frees once an attempt in flight is answered, which takes about as long as this wait.
    return { allowed: false, reason: 'busy', retryAfterSeconds: Math.max(1, Math.ceil(delayMs / 1000)) };
  }
  return { allowed: true, delayMs };
}

export interface LoginThrottleOptions {
  policy?: LoginThrottlePolicy;
  /** How the server waits; tests pass one that records the delay and returns at once. */
  sleep?: (ms: number) => Promise<void>;
  /** Keys each counter tracks at most in memory; 10,000 by default. */
  maxKeys?: number;
  /** Where failures are counted, read at the first attempt: this process's memory unless given. */
  counters?: () => WindowCounters;
}

export type Refusal = Extract<ThrottleDecision, { allowed: false }>;

interface LoginThrottle {
  /**
   * Decides, waits, then runs `check`; `failed` says whether its result counts as a failure.
   * Returns the refusal instead when the attempt may not go ahead (`check` is then not run).
   */
  attempt<T>(
    keys: { account?: string; address: string },
    check: () => Promise<T>,
    failed: (result: T) => boolean,
  ): Promise<{ refused: Refusal } | { result: T }>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * @example
 * const throttle = createLoginThrottle({ now: () => deps.clock().getTime() });
 * const outcome = await throttle.attempt({ account: email, address }, () => checkSignIn(...), (r) => !r.ok);
 * if ('refused' in outcome) return c.json(..., 429, { 'Retry-After': String(outcome.refused.retryAfterSeconds) });
 */
export function createLoginThrottle(options: LoginThrottleOptions & { now: () => number }): LoginThrottle {
  const policy = options.policy ?? LOGIN_THROTTLE;
  const sleep = options.sleep ?? wait;
  const counts = signInCounts({ ...options, windowMs: policy.windowMs });
  // One entry per address with attempts in flight, removed at zero: bounded by open connections.
  const pending = new Map<string, number>();
  const before = (counted: CountedAttempt | undefined): WindowCount | undefined =>
    counted && { count: counted.count - 1, retryAfterSeconds: counted.retryAfterSeconds };

  return {
    async attempt(keys, check, failed) {
      const { account, address } = keys;
      // A space cannot occur in an e-mail or an address, so pair keys cannot collide.
      const pairKey = account === undefined ? undefined : `${address} ${account}`;
      const inFlight = pending.get(address) ?? 0;
      pending.set(address, inFlight + 1);
      try {
        // Counted before deciding, so parallel attempts (on any instance) see each other; the
        // decision uses the counts from before this attempt, and a refusal takes it back.
        const adding = counts.add({ address, account, pair: pairKey });
        const counted = adding instanceof Promise ? await adding : adding;
        const [byAddress, byAccount, byPair] = counted;
        const takeBack = () => Promise.all(counted.map((attempt) => Promise.resolve(attempt.undo())));
        const decision = decideAttempt(
          {
            pair: before(byPair),
            account: before(byAccount)?.count ?? 0,
            address: before(byAddress)?.count ?? 0,
            pending: inFlight,
          },
          policy,
        );
        if (!decision.allowed) {
          await takeBack();
          return { refused: decision };
        }
        if (decision.delayMs > 0) await sleep(decision.delayMs);
        let result: Awaited<ReturnType<typeof check>>;
        try {
          result = await check();
        } catch (error) {
          // A store or verifier that broke is no failure of the person signing in.
          await takeBack();
          throw error;
        }
        if (!failed(result)) {
          await takeBack();
          if (pairKey !== undefined) await counts.clearPair(pairKey);
        }
        return { result };
      } finally {
        const left = (pending.get(address) ?? 1) - 1;
        if (left > 0) pending.set(address, left);
        else pending.delete(address);
      }
    },
  };
}
