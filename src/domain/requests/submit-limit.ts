/**
 * Submission limits that fit shared computers (docs/product.md#submission-limits): the server
 * counts submissions per client address (the hard bound) and, within it, per browser, by a random
 * key the wizard keeps in the browser and sends in a header. The key identifies nothing and only
 * ever splits the address's allowance: a new key never adds to it.
 */
import { TOWNSHIP_TIME_ZONE } from './format-date.ts';

/** The request header that carries the browser key. */
export const BROWSER_KEY_HEADER = 'X-Browser-Key';

/** A browser key: 22 to 64 URL-safe characters (the wizard makes 22, 132 random bits). */
const BROWSER_KEY = /^[A-Za-z0-9_-]{22,64}$/;

/** Random bytes a browser key is made of, one character each. */
export const BROWSER_KEY_BYTES = 22;

/**
 * Whether a header value is a browser key the limiter may count by.
 * @example isBrowserKey('q3V9sK2mXp0LdRt7YwZb1A') // true
 * @example isBrowserKey('../../etc') // false
 */
export const isBrowserKey = (value: string | undefined): value is string =>
  value !== undefined && BROWSER_KEY.test(value);

const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * A browser key from random bytes (the caller's crypto.getRandomValues of BROWSER_KEY_BYTES).
 * @example browserKeyFrom(new Uint8Array(22)) // 'AAAAAAAAAAAAAAAAAAAAAA'
 */
export function browserKeyFrom(random: Uint8Array): string {
  // 64 characters: each byte's low six bits pick one, so every character is equally likely.
  return Array.from(random, (byte) => URL_SAFE.charAt(byte & 63)).join('');
}

/** What a limit counted: every browser behind one address, or this browser. */
export type LimitedBy = 'connection' | 'browser';

const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: TOWNSHIP_TIME_ZONE });

/**
 * The 429 message, with the township time from which the resident may try again (the next
 * whole minute, so "after" holds). It never blames what was typed.
 * @example tryAgainMessage('connection', new Date('2025-01-05T20:39:20Z')) // 'Too many requests from this connection. Please try again after 3:40 PM.'
 */
export function tryAgainMessage(by: LimitedBy, retryAt: Date): string {
  const minute = new Date(Math.ceil(retryAt.getTime() / 60_000) * 60_000);
  const time = clock.format(minute).replace(/[\u202f\u00a0]/g, ' ');
  return `Too many requests from this ${by}. Please try again after ${time}.`;
}

/**
 * The 429 message from a wait alone (a reply without our message, e.g. from a proxy).
 * @example tryAgainInMessage(600) // 'Too many requests from this connection. Please try again in 10 minutes.'
 */
export function tryAgainInMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many requests from this connection. Please try again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}.`;
}
