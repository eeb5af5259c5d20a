/**
 * The messages the test server has sent, read from its outbox (the `outbox` table of the SQLite
 * store in DATA_DIR), as a resident would read their mail: for tests that follow a link in an
 * e-mail. Read-only, beside the running server (WAL lets a reader in while it writes).
 */
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect } from '@playwright/test';
import { linkFrom } from '#server/testing/helpers/follow-links.ts';

/** The test server's data folder (playwright.config.ts gives the server the same one). */
const DATA_DIR = process.env.TEST_DATA_DIR ?? '.test-data';

export interface SentMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  body: string;
  requestId: string | null;
}

function messagesWhere(column: 'recipient' | 'request_id', value: string): SentMessage[] {
  const db = new DatabaseSync(join(DATA_DIR, '311.sqlite'), { readOnly: true });
  try {
    return db
      .prepare(
        `SELECT channel, recipient AS "to", subject, body, request_id AS requestId
         FROM outbox WHERE ${column} = ? ORDER BY id`,
      )
      .all(value) as unknown as SentMessage[];
  } finally {
    db.close();
  }
}

/** Every message to one recipient, oldest first. */
export function messagesTo(recipient: string): SentMessage[] {
  return messagesWhere('recipient', recipient);
}

/** Every message about one request, to anyone, oldest first. */
export function messagesAbout(requestId: string): SentMessage[] {
  return messagesWhere('request_id', requestId);
}

/**
 * Waits for the `count`-th message to a recipient (1 for the first) and returns it.
 * @example const confirm = await nthMessageTo('fay@example.org', 1);
 */
export async function nthMessageTo(recipient: string, count: number): Promise<SentMessage> {
  await expect
    .poll(() => messagesTo(recipient).length, { message: `message ${count} to ${recipient}` })
    .toBeGreaterThanOrEqual(count);
  return messagesTo(recipient)[count - 1]!;
}

/**
 * The link of that kind in a message, on the test server (PUBLIC_311_URL points links there).
 * @example await page.goto(linkIn(message, 'confirm'));
 */
export function linkIn(message: SentMessage, kind: 'confirm' | 'stop' | 'followUp'): string {
  const link = linkFrom(message.body, kind);
  if (!link) throw new Error(`no ${kind} link in: ${message.body}`);
  return link;
}
