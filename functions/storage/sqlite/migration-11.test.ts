/**
 * Migration 11 on a database from before it: messages already sent or given up lose the tokens of
 * their links (a pending one keeps them, to be sent), and the stored tokens get the time they may
 * be pruned from (pruneTokens), a follow-up token none.
 */
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { migrate } from './database.ts';
import { MIGRATIONS } from './migrations.ts';

const stop = (token: string) => `Stop e-mails about this request: https://311.example.org/updates/stop?token=${token}`;

describe('migration 11', () => {
  it('redacts finished messages and dates the tokens for pruning', () => {
    const db = new DatabaseSync(':memory:');
    migrate(
      db,
      MIGRATIONS.filter((migration) => migration.version < 11),
    );
    const insertMessage = db.prepare(
      `INSERT INTO outbox (channel, recipient, subject, body, status, attempts, created_at, next_attempt_at)
       VALUES ('email', 'ada@example.org', 'Update: x', ?, ?, 1, 0, 0)`,
    );
    for (const [body, status] of [
      [stop('sentToken'), 'sent'],
      [stop('failedToken'), 'failed'],
      [stop('pendingToken'), 'pending'],
      ['No link at all', 'sent'],
    ]) {
      insertMessage.run(body!, status!);
    }
    const insertToken = db.prepare(
      'INSERT INTO follow_tokens (hash, kind, request_id, subscription_id, created_at, expires_at) VALUES (?, ?, ?, NULL, ?, ?)',
    );
    insertToken.run('h-stop', 'stop', 'r', 1000, null);
    insertToken.run('h-confirm', 'confirm', 'r', 1000, 5000);
    insertToken.run('h-follow-up', 'follow-up', 'r', 1000, null);

    migrate(db);
    const messages = db.prepare('SELECT body, status, list_unsubscribe FROM outbox ORDER BY id').all();
    expect(messages).toEqual([
      { body: stop('(removed)'), status: 'sent', list_unsubscribe: null },
      { body: stop('(removed)'), status: 'failed', list_unsubscribe: null },
      { body: stop('pendingToken'), status: 'pending', list_unsubscribe: null },
      { body: 'No link at all', status: 'sent', list_unsubscribe: null },
    ]);
    const tokens = db.prepare('SELECT hash, prune_after FROM follow_tokens ORDER BY hash').all();
    expect(tokens).toEqual([
      { hash: 'h-confirm', prune_after: 5000 },
      { hash: 'h-follow-up', prune_after: null },
      { hash: 'h-stop', prune_after: 1000 },
    ]);
  });
});
