/**
 * A request's short reference: what a resident reads over the phone, copies from a text or types
 * into the track search. Eight characters from Crockford's base 32 alphabet (digits and capitals
 * without I, L, O and U), so it has no look-alikes and no case: 40 bits, about a trillion values.
 * Unique per request: the store that writes a request draws it and retries on a clash.
 */

/** Crockford's base 32: no I, L, O or U (read as 1, 1, 0 and nothing). */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_LENGTH = 8;
const REFERENCE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{8}$/;
/** What people type for a character the alphabet leaves out, as Crockford's decoding reads it. */
const LOOK_ALIKES: Readonly<Record<string, string>> = { I: '1', L: '1', O: '0' };

/**
 * The low 40 bits of a number as a reference, most significant first (generated test data draws
 * distinct references this way).
 * @example referenceFromBits(0n) // '00000000'
 */
export function referenceFromBits(bits: bigint): string {
  let reference = '';
  for (let shift = 35n; shift >= 0n; shift -= 5n) reference += ALPHABET.charAt(Number((bits >> shift) & 31n));
  return reference;
}

/**
 * A new random reference (Web Crypto, so it works in Node and in the browser): 5 random bytes are
 * exactly 8 characters of 5 bits, each uniform.
 * @example newReference() // 'K7QM3XPA'
 */
export function newReference(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(5));
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  return referenceFromBits(bits);
}

/**
 * Whether a string is a reference as stored (upper-case, no separator).
 * @example isReference('K7QM3XPA') // true
 * @example isReference('k7qm-3xpa') // false: parseReference reads that one
 */
export function isReference(value: unknown): value is string {
  return typeof value === 'string' && REFERENCE_PATTERN.test(value);
}

/**
 * The stored reference for what someone typed, forgiving what the alphabet allows: case, spaces
 * and hyphens anywhere, and I, L or O for 1, 1 or 0. Null when it cannot be a reference.
 * @example parseReference(' k7qm-3xpa ') // 'K7QM3XPA'
 * @example parseReference('K7QM 3XPO') // 'K7QM3XP0'
 * @example parseReference('K7QM3XP') // null
 */
export function parseReference(input: string): string | null {
  const compact = input.replace(/[\s-]+/g, '').toUpperCase();
  if (compact.length !== REFERENCE_LENGTH) return null;
  const read = compact.replace(/[ILO]/g, (char) => LOOK_ALIKES[char] ?? char);
  return isReference(read) ? read : null;
}

/**
 * A reference as people see it: two groups of four, easier to read aloud and to copy by eye.
 * @example formatReference('K7QM3XPA') // 'K7QM-3XPA'
 */
export function formatReference(reference: string): string {
  return `${reference.slice(0, 4)}-${reference.slice(4)}`;
}

/**
 * A stand-in reference for a request stored before references existed and not yet given one (a
 * Firestore document the backfill has not reached): derived from the id, so it reads the same each
 * time. The backfill reserves it (or a fresh one where it is taken) and stores it.
 * @example legacyReference('AbCdEfGhIjKlMnOpQrSt') // 8 characters, the same every time
 */
export function legacyReference(id: string): string {
  // FNV-1a over the id, 64 bits, cut to 40: spread enough for a stand-in.
  let hash = 0xcbf29ce484222325n;
  for (const char of id) hash = BigInt.asUintN(64, (hash ^ BigInt(char.charCodeAt(0))) * 0x100000001b3n);
  return referenceFromBits(hash);
}

/**
 * What to look up for what someone typed into the track search: the stored reference when it reads
 * as one (case, spaces and hyphens forgiven), else the text without spaces (an id, whose alphabet
 * has both cases, so its case is kept).
 * @example trackKey(' k7qm-3xpa ') // 'K7QM3XPA'
 * @example trackKey(' q3ZrT0bW 8sLkP1mXa9Yc ') // 'q3ZrT0bW8sLkP1mXa9Yc'
 */
export function trackKey(input: string): string {
  return parseReference(input) ?? input.replace(/\s+/g, '');
}
