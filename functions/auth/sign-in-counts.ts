/**
 * The sign-in throttle's failure counts (login-throttle.ts): per address, per account and per pair
 * of the two, on a WindowCounters port: this process's memory unless given, Firestore on Firebase.
 * The counters open at the first attempt, since the stores may open after the routes.
 */
import { createMemoryWindowCounters } from '../storage/memory-window-counters.ts';
import type { CountedAttempt, WindowCounter, WindowCounters } from '../storage/window-counter-ports.ts';

interface SignInCounts {
  /** Counts an attempt on each of its keys: the address's, and with an account the account's and the pair's. */
  add(keys: {
    address: string;
    account?: string | undefined;
    pair?: string | undefined;
  }): CountedAttempt[] | Promise<CountedAttempt[]>;
  clearPair(pair: string): void | Promise<void>;
}

/**
 * @example
 * const counts = signInCounts({ windowMs: 900_000, now: Date.now });
 * const [byAddress] = await counts.add({ address: '203.0.113.9' }); // byAddress.count is 1
 */
export function signInCounts(options: {
  counters?: (() => WindowCounters) | undefined;
  windowMs: number;
  now: () => number;
  maxKeys?: number | undefined;
}): SignInCounts {
  let opened: Record<'pairs' | 'accounts' | 'addresses', WindowCounter> | undefined;
  const counters = () => {
    if (opened) return opened;
    const source = options.counters?.() ?? createMemoryWindowCounters();
    const open = (name: string) =>
      source.open({ name, windowMs: options.windowMs, now: options.now, maxKeys: options.maxKeys });
    return (opened = {
      pairs: open('sign-in-pair'),
      accounts: open('sign-in-account'),
      addresses: open('sign-in-address'),
    });
  };
  return {
    add({ address, account, pair }) {
      const { pairs, accounts, addresses } = counters();
      const adding = [
        addresses.add(address),
        ...(account !== undefined && pair !== undefined ? [accounts.add(account), pairs.add(pair)] : []),
      ];
      // Counts from memory are taken and checked in one go, without yielding, as before.
      return adding.some((add) => add instanceof Promise)
        ? Promise.all(adding.map((add) => Promise.resolve(add)))
        : (adding as CountedAttempt[]);
    },
    clearPair: (pair) => counters().pairs.clear(pair),
  };
}
