/**
 * The browser key the submit wizard sends with a submission (docs/product.md#submission-limits):
 * random, made once and kept in local storage, so the server can give each browser behind a
 * shared address (a library, a front desk) its own allowance. It identifies no one.
 */
import { BROWSER_KEY_BYTES, browserKeyFrom, isBrowserKey } from '#domain/requests/browser-key.ts';

const STORAGE_KEY = 'township-311:browser-key';

/**
 * This browser's key, made on first use; null when storage is off (the server then counts the
 * browser with the others that send none).
 * @example const key = browserKey(); if (key) headers[BROWSER_KEY_HEADER] = key;
 */
export function browserKey(): string | null {
  try {
    const kept = localStorage.getItem(STORAGE_KEY) ?? undefined;
    if (isBrowserKey(kept)) return kept;
    const made = browserKeyFrom(crypto.getRandomValues(new Uint8Array(BROWSER_KEY_BYTES)));
    localStorage.setItem(STORAGE_KEY, made);
    return made;
  } catch {
    // Storage refused (a private window's policy, a full quota): no key rather than a new one per visit.
    return null;
  }
}
