/**
 * FollowStore on SQLite: tables request_subscriptions (keyed by the id derived from request and
 * address), submitter_stops and follow_tokens (keyed by the token's hash, with prune_after).
 */
import type { DatabaseSync } from 'node:sqlite';
import type { FollowStore } from '../follow-ports.ts';
import {
  hashFollowToken,
  isWellFormedFollowToken,
  newFollowToken,
  normaliseEmail,
  pruneAfter,
  subscriptionId,
} from '../follow-tokens.ts';
import {
  SUBSCRIPTION_COLUMNS as COLUMNS,
  fromSubscriptionRow,
  fromTokenRow,
  msOf,
  type SubscriptionRow,
  type TokenRow,
} from './follow-rows.ts';
import { sqliteFollowTransfer } from './follow-transfer.ts';
import type { FollowTransfer } from '../transfer-ports.ts';

export function createSqliteFollowStore(db: DatabaseSync, now: () => Date): FollowStore & FollowTransfer {
  const insertToken = db.prepare(
    `INSERT INTO follow_tokens (hash, kind, request_id, subscription_id, created_at, expires_at, prune_after)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const keepStop = db.prepare(
    `INSERT INTO follow_tokens (hash, kind, request_id, subscription_id, created_at, expires_at, prune_after)
     VALUES (?, 'stop', ?, ?, ?, NULL, ?) ON CONFLICT (hash) DO UPDATE SET prune_after = excluded.prune_after`,
  );
  const prune = db.prepare('DELETE FROM follow_tokens WHERE prune_after IS NOT NULL AND prune_after < ?');
  const selectToken = db.prepare(
    'SELECT kind, request_id, subscription_id, created_at, expires_at FROM follow_tokens WHERE hash = ?',
  );
  const selectById = db.prepare(`SELECT ${COLUMNS} FROM request_subscriptions WHERE id = ?`);
  // A new address is pending; an ended one asks again (pending, its dates reset); others stay.
  const upsert = db.prepare(
    `INSERT INTO request_subscriptions (id, request_id, email, status, created_at, language)
     VALUES (?, ?, ?, 'pending', ?, ?)
     ON CONFLICT (id) DO UPDATE SET status = 'pending', created_at = excluded.created_at, confirmed_at = NULL,
       ended_at = NULL, language = excluded.language
     WHERE status = 'ended'`,
  );
  const activate = db.prepare(
    "UPDATE request_subscriptions SET status = 'active', confirmed_at = ?, ended_at = NULL WHERE id = ? AND status <> 'active'",
  );
  const end = db.prepare(
    "UPDATE request_subscriptions SET status = 'ended', ended_at = ? WHERE id = ? AND status <> 'ended'",
  );
  const selectActive = db.prepare(
    `SELECT ${COLUMNS} FROM request_subscriptions WHERE request_id = ? AND status = 'active' LIMIT ?`,
  );
  const countActive = db.prepare(
    "SELECT count(*) AS n FROM request_subscriptions WHERE request_id = ? AND status = 'active'",
  );
  const insertStop = db.prepare(
    'INSERT INTO submitter_stops (request_id, created_at) VALUES (?, ?) ON CONFLICT (request_id) DO NOTHING',
  );
  const selectStop = db.prepare('SELECT 1 AS stopped FROM submitter_stops WHERE request_id = ?');

  const subscription = (id: string) => {
    const row = selectById.get(id) as SubscriptionRow | undefined;
    return row ? fromSubscriptionRow(row) : null;
  };

  return {
    ...sqliteFollowTransfer(db),

    issueToken(token) {
      const secret = newFollowToken();
      const at = now();
      insertToken.run(
        hashFollowToken(secret),
        token.kind,
        token.requestId,
        token.subscriptionId,
        at.getTime(),
        msOf(token.expiresAt),
        pruneAfter(token.kind, token.expiresAt, at),
      );
      return Promise.resolve(secret);
    },

    keepStopToken(token, about) {
      const at = now().getTime();
      keepStop.run(hashFollowToken(token), about.requestId, about.subscriptionId, at, at);
      return Promise.resolve();
    },

    pruneTokens(before) {
      return Promise.resolve(Number(prune.run(before.getTime()).changes));
    },

    findToken(token) {
      if (!isWellFormedFollowToken(token)) return Promise.resolve(null);
      const row = selectToken.get(hashFollowToken(token)) as TokenRow | undefined;
      return Promise.resolve(row ? fromTokenRow(row) : null);
    },

    subscribe(requestId, email, language = 'en') {
      const id = subscriptionId(requestId, email);
      upsert.run(id, requestId, normaliseEmail(email), now().getTime(), language);
      return Promise.resolve(subscription(id)!);
    },

    getSubscription(id) {
      return Promise.resolve(subscription(id));
    },

    setSubscriptionStatus(id, status) {
      (status === 'active' ? activate : end).run(now().getTime(), id);
      return Promise.resolve(subscription(id));
    },

    listActive(requestId, limit) {
      return Promise.resolve(
        (selectActive.all(requestId, limit) as unknown as SubscriptionRow[]).map(fromSubscriptionRow),
      );
    },

    countActive(requestId) {
      return Promise.resolve((countActive.get(requestId) as { n: number }).n);
    },

    stopSubmitter(requestId) {
      insertStop.run(requestId, now().getTime());
      return Promise.resolve();
    },

    submitterStopped(requestId) {
      return Promise.resolve(selectStop.get(requestId) !== undefined);
    },
  };
}
