/**
 * What both FollowStore adapters share: how a token is made, hashed and recognised, and how a
 * subscription is named. A token is 32 random bytes in base64url (43 characters), or for a stop
 * token an HMAC-SHA256 of the same length (deriveStopToken); stores keep its SHA-256 as the key
 * they look it up by, so no token is ever compared character by character.
 */
import { createHash, createHmac } from 'node:crypto';
import { isWellFormedSecret, newSecretToken, sha256Hex } from './secret-token.ts';
import type { FollowRecord, FollowTokenKind } from './follow-ports.ts';

/**
 * @example newFollowToken() // 'pJx0m3…' (43 characters)
 */
export const newFollowToken = newSecretToken;

/**
 * The hex SHA-256 stores keep and look tokens up by.
 * @example hashFollowToken('abc') // 'ba7816bf…'
 */
export const hashFollowToken = sha256Hex;

/**
 * Whether a string could be a token at all.
 * @example isWellFormedFollowToken('short') // false
 */
export const isWellFormedFollowToken = isWellFormedSecret;

/**
 * An address as subscriptions keep it.
 * @example normaliseEmail(' Ada@Example.org ') // 'ada@example.org'
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The id of the one subscription of an address to a request: the same on every backend, so asking
 * twice finds the first one without a query.
 * @example subscriptionId('q3ZrT0bW8sLkP1mXa9Yc', 'ada@example.org') // '5d1c…' (32 hex digits)
 */
export function subscriptionId(requestId: string, email: string): string {
  return createHash('sha256')
    .update(`${requestId}\n${normaliseEmail(email)}`)
    .digest('hex')
    .slice(0, 32);
}

/**
 * The key a follow record is paged and replaced by: the subscription's id, the token's hash, the
 * stopped request's id.
 * @example followRecordKey({ kind: 'submitterStop', requestId: 'q3ZrT0bW8sLkP1mXa9Yc', createdAt }) // 'q3ZrT0bW8sLkP1mXa9Yc'
 */
export function followRecordKey(record: FollowRecord): string {
  switch (record.kind) {
    case 'subscription':
      return record.subscription.id;
    case 'followToken':
      return record.hash;
    case 'submitterStop':
      return record.requestId;
  }
}

/**
 * The one stop token of a recipient for a request: the same in every message about it, so a busy
 * request stores one token per follower (and one for its submitter) instead of one per message.
 * An HMAC under the link key (LINK_SECRET), so nobody without the key can make one, and the
 * database, which keeps only its hash, cannot either.
 * @example deriveStopToken(key, 'q3ZrT0bW8sLkP1mXa9Yc', null) // the submitter's, 43 characters
 */
export function deriveStopToken(key: string, requestId: string, subscriptionId: string | null): string {
  return createHmac('sha256', key)
    .update(`stop\n${requestId}\n${subscriptionId ?? 'submitter'}`)
    .digest('base64url');
}

/**
 * From when a stored token may be pruned (FollowStore.pruneTokens): a confirm token after it
 * expires, a stop token after the last message that carried it (`at`), a follow-up token never.
 * @example pruneAfter('confirm', '2026-03-09T12:00:00.000Z', now) // 2026-03-09T12:00:00.000Z in ms
 */
export function pruneAfter(kind: FollowTokenKind, expiresAt: string | null, at: Date): number | null {
  if (kind === 'follow-up') return null;
  return expiresAt === null ? at.getTime() : Date.parse(expiresAt);
}
