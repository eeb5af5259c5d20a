import { SHORT_ID_LENGTH } from './constants.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 20 base62 characters carry about 119 bits: unguessable, and the shape of a Firestore auto id. */
export const REQUEST_ID_LENGTH = 20;
/** Accepted ids: base62, 16 to 32 characters (ours are 20; room for an adapter's own ids). */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9]{16,32}$/;
/** Bytes at or above this are skipped so each character is uniform (248 = 4 * 62). */
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/**
 * A new random request id from the platform's cryptographic generator (Web Crypto, so it works
 * in Node and in the browser). Rejection sampling keeps every character uniform.
 * @example newRequestId() // 'q3ZrT0bW8sLkP1mXa9Yc'
 */
export function newRequestId(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  let id = '';
  while (id.length < REQUEST_ID_LENGTH) {
    for (const byte of random(new Uint8Array(32))) {
      if (byte < UNBIASED_LIMIT && id.length < REQUEST_ID_LENGTH) id += ALPHABET.charAt(byte % ALPHABET.length);
    }
  }
  return id;
}

/**
 * Whether a string can be a request id at all, so a malformed one is rejected before any lookup
 * (and never reaches a file path or a query).
 * @example isRequestId('q3ZrT0bW8sLkP1mXa9Yc') // true
 * @example isRequestId('../etc/passwd') // false
 */
export function isRequestId(value: unknown): value is string {
  return typeof value === 'string' && REQUEST_ID_PATTERN.test(value);
}

/**
 * The id as the staff list shows it: the first 8 characters and an ellipsis.
 * @example shortRequestId('q3ZrT0bW8sLkP1mXa9Yc') // 'q3ZrT0bW…'
 */
export function shortRequestId(id: string): string {
  return id.length > SHORT_ID_LENGTH ? `${id.slice(0, SHORT_ID_LENGTH)}…` : id;
}
