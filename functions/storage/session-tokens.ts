/**
 * What the session stores share: the token format, how a stored session recognises its tokens,
 * and the in-process signal that a session ended.
 *
 * A token is `{id}.{secret}`: the id names the session (one row or document, found directly),
 * the secret proves the holder has it. Stores keep only a SHA-256 of each token, the current one
 * and the one the last renewal retired, so a copy of the database signs nobody in.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { newSecretToken, sha256Hex } from './secret-token.ts';
import type { SessionEnd } from './ports.ts';

const SESSION_ID = /^[\w-]{22}$/;
const TOKEN = /^([\w-]{22})\.[\w-]{43}$/;

/** Whether a value has the shape of a session id (so a store need not look up anything else). */
export const isSessionId = (value: string) => SESSION_ID.test(value);

export const hashToken = sha256Hex;

/** A new session id and its first token. */
export function newSessionToken(id: string = randomBytes(16).toString('base64url')): { id: string; token: string } {
  return { id, token: `${id}.${newSecretToken()}` };
}

/**
 * The session id a token names, or null for anything that is not a token.
 * @example sessionIdOf('AAAAAAAAAAAAAAAAAAAAAA.' + 'b'.repeat(43)) // 'AAAAAAAAAAAAAAAAAAAAAA'
 */
export function sessionIdOf(token: string): string | null {
  return TOKEN.exec(token)?.[1] ?? null;
}

function sameHash(a: string | null | undefined, b: string): boolean {
  if (!a || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** The token hashes a stored session keeps. */
export interface StoredTokens {
  tokenHash: string;
  previousTokenHash: string | null;
  /** Milliseconds since the epoch until which the previous token is still accepted. */
  previousValidUntil: number | null;
}

/**
 * Whether `token` is the session's current token, its retired one still in its grace, or neither.
 * @example tokenStanding(row, token, Date.now()) // 'current' | 'previous' | null
 */
export function tokenStanding(stored: StoredTokens, token: string, nowMs: number): 'current' | 'previous' | null {
  const hash = hashToken(token);
  if (sameHash(stored.tokenHash, hash)) return 'current';
  if (sameHash(stored.previousTokenHash, hash) && (stored.previousValidUntil ?? 0) > nowMs) return 'previous';
  return null;
}

/** Whether `token` is any token the session has issued and still remembers (for ending it). */
export function isKnownToken(stored: StoredTokens, token: string): boolean {
  const hash = hashToken(token);
  return sameHash(stored.tokenHash, hash) || sameHash(stored.previousTokenHash, hash);
}

/** The end signal of one store: listeners hear every session this process ends. */
export function sessionEndSignal() {
  const listeners = new Set<(ended: SessionEnd) => void>();
  return {
    emit: (ended: SessionEnd) => {
      for (const listener of listeners) listener(ended);
    },
    onEnd: (listener: (ended: SessionEnd) => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
