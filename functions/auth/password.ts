/**
 * Staff password hashing with scrypt (memory-hard, built into Node, no native add-on). Each hash
 * carries its own random salt and its cost parameters in a versioned text format, so the cost can
 * be raised later without invalidating stored hashes (see `needsRehash`):
 *
 *   scrypt$1$ln=15,r=8,p=1$<salt, base64url>$<key, base64url>
 *
 * The default cost (N = 2^15, 32 MiB per hash) keeps a sign-in near 100 ms on one core while
 * bounding memory when many sign-ins arrive together; sign-in is rate-limited as well.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptCost {
  /** log2 of N, the CPU and memory cost. */
  ln: number;
  r: number;
  p: number;
}

const DEFAULT_COST: ScryptCost = { ln: 15, r: 8, p: 1 };
const SCHEME = 'scrypt';
const VERSION = '1';
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Bounds for parameters read back from a stored hash, so a tampered row cannot exhaust memory. */
const LIMITS = { ln: [10, 20], r: [1, 32], p: [1, 16] } as const;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** cost.ln, r: cost.r, p: cost.p, maxmem: 256 * 2 ** cost.ln * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/**
 * @example await hashPassword('correct horse') // 'scrypt$1$ln=15,r=8,p=1$...$...'
 */
export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  return [
    SCHEME,
    VERSION,
    `ln=${cost.ln},r=${cost.r},p=${cost.p}`,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

interface Parsed {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

function inRange(value: number, [min, max]: readonly [number, number]): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

function parse(encoded: string): Parsed | null {
  const parts = encoded.split('$');
  if (parts.length !== 5 || parts[0] !== SCHEME || parts[1] !== VERSION) return null;
  const params = /^ln=(\d+),r=(\d+),p=(\d+)$/.exec(parts[2]!);
  if (!params) return null;
  const cost = { ln: Number(params[1]), r: Number(params[2]), p: Number(params[3]) };
  if (!inRange(cost.ln, LIMITS.ln) || !inRange(cost.r, LIMITS.r) || !inRange(cost.p, LIMITS.p)) return null;
  const salt = Buffer.from(parts[3]!, 'base64url');
  const key = Buffer.from(parts[4]!, 'base64url');
  if (salt.length < 8 || key.length !== KEY_BYTES) return null;
  return { cost, salt, key };
}

/**
 * Whether a password matches a stored hash, compared in constant time. A malformed hash never
 * matches (and never throws), so a damaged row locks that account instead of crashing sign-in.
 * @example await verifyPassword('correct horse', stored) // true
 */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parse(encoded);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.cost);
  return timingSafeEqual(key, parsed.key);
}

/** Whether a stored hash was made with other (usually older, cheaper) parameters than `cost`. */
export function needsRehash(encoded: string, cost: ScryptCost = DEFAULT_COST): boolean {
  const parsed = parse(encoded);
  return !parsed || parsed.cost.ln !== cost.ln || parsed.cost.r !== cost.r || parsed.cost.p !== cost.p;
}

let decoy: Promise<string> | undefined;
/**
 * Spends the time of a real check for an e-mail with no login, so response time does not tell
 * an attacker which addresses have accounts. Always false.
 */
export async function verifyDecoy(password: string, cost: ScryptCost = DEFAULT_COST): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'), cost);
  await verifyPassword(password, await decoy);
  return false;
}
