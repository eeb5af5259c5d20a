/**
 * What the secrets stores hand out share (API keys, follow tokens, reset links, session tokens):
 * 32 random bytes in base64url, 43 characters, of which stores keep only a hex SHA-256, so a copy
 * of the database holds nothing that works.
 */
import { createHash, randomBytes } from 'node:crypto';

const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * A new random secret.
 * @example newSecretToken() // 'pJx0m3…' (43 characters)
 */
export const newSecretToken = () => randomBytes(32).toString('base64url');

/**
 * The hex SHA-256 stores keep and look a secret up by.
 * @example sha256Hex('abc') // 'ba7816bf…'
 */
export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Whether a string has the shape of a secret; anything else is refused before a lookup.
 * @example isWellFormedSecret('short') // false
 */
export const isWellFormedSecret = (value: string) => SECRET_PATTERN.test(value);
