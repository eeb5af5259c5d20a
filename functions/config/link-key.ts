/**
 * The key stop links' tokens are derived from (follow-tokens.ts deriveStopToken). LINK_SECRET when
 * set. Otherwise, on the embedded backend, a key kept beside the database (`link-key` in DATA_DIR,
 * readable by the server's user only), made on first start: a recipient's stop token then stays the
 * same across restarts with no configuration. On Firebase, without LINK_SECRET, each instance
 * makes its own: links still work (their hashes are stored), only more tokens are stored.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LINK_KEY_FILE = 'link-key';

/** A kept key shorter than this (a truncated or hand-edited file) is not used. */
const MIN_KEY_LENGTH = 32;

const newKey = () => randomBytes(32).toString('base64url');

function readKey(file: string): string | null {
  try {
    const key = readFileSync(file, 'utf8').trim();
    return key.length >= MIN_KEY_LENGTH ? key : null;
  } catch {
    return null;
  }
}

/**
 * The embedded backend's kept key: read, or made once. Two processes starting at once agree,
 * because only the first creation succeeds and the other reads what it wrote.
 * @example keptLinkKey('./data') // 'm3Vq…' (43 characters), the same on every start
 */
export function keptLinkKey(dataDir: string): string {
  const file = join(dataDir, LINK_KEY_FILE);
  const kept = readKey(file);
  if (kept) return kept;
  mkdirSync(dataDir, { recursive: true });
  const key = newKey();
  try {
    writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch {
    // Another process made it first, or the file is unusable: use theirs, or replace a bad one.
    const theirs = readKey(file);
    if (theirs) return theirs;
    writeFileSync(file, `${key}\n`, { mode: 0o600 });
    return key;
  }
}

/**
 * @example linkKey({ LINK_SECRET: undefined, BACKEND: 'local', DATA_DIR: './data' }) // the kept key
 */
export function linkKey(env: { LINK_SECRET?: string | undefined; BACKEND?: string | undefined; DATA_DIR: string }): {
  key: string;
  source: 'configured' | 'kept' | 'process';
} {
  if (env.LINK_SECRET) return { key: env.LINK_SECRET, source: 'configured' };
  if ((env.BACKEND ?? 'local') === 'local') return { key: keptLinkKey(env.DATA_DIR), source: 'kept' };
  return { key: newKey(), source: 'process' };
}
