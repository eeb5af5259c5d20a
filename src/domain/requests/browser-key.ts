/**
 * The browser key of the submission limits (docs/product.md#submission-limits): random, made by
 * the wizard and kept in the browser, sent in a header so the server can give each browser behind
 * a shared address its own allowance. It identifies nothing and only ever splits the address's
 * allowance: a new key never adds to it.
 */

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
