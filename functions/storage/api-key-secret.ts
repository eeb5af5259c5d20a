/**
 * What both ApiKeyStore adapters share: how a key is made, hashed and recognised. A key is 32
 * random bytes in base64url (43 characters); stores keep only its SHA-256, so a copy of the
 * database cannot call the API. No readable prefix (such as `o311_`): the port's `prefix` is the
 * key's first 8 characters, and a fixed prefix would leave only 3 of them random to tell keys apart.
 */
import { isWellFormedSecret, newSecretToken, sha256Hex } from './secret-token.ts';

/** lastUsedAt is written at most this often, so a busy client does not write on every call. */
const LAST_USED_INTERVAL_MS = 60_000;

/** How many leading characters of a key are shown to admins. */
export const PREFIX_LENGTH = 8;

/**
 * A new random key.
 * @example newApiKeySecret() // 'pJx0m3…' (43 characters)
 */
export const newApiKeySecret = newSecretToken;

/**
 * The hex SHA-256 stores keep and look keys up by.
 * @example hashApiKey('abc') // 'ba7816bf…'
 */
export const hashApiKey = sha256Hex;

/**
 * Whether a string could be a key at all; a malformed one is refused without touching the store.
 * @example isWellFormedApiKey('short') // false
 */
export const isWellFormedApiKey = isWellFormedSecret;

/**
 * Whether a use at `now` should be recorded, given the last recorded one.
 * @example lastUseDue(null, new Date()) // true
 */
export function lastUseDue(lastUsedAt: string | null, now: Date): boolean {
  return lastUsedAt === null || now.getTime() - Date.parse(lastUsedAt) >= LAST_USED_INTERVAL_MS;
}
