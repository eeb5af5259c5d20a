/**
 * The e-mails the test server has sent, read as a resident would read their mail: for tests that
 * follow a link in an e-mail. The server sends over SMTP to a sink in its own process
 * (start-test-server.ts), which appends each raw message to a file in DATA_DIR; the outbox itself
 * keeps no link tokens once a message is sent.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { readBack } from '#server/testing/fakes/smtp-sink.ts';
import { linkFrom } from '#server/testing/helpers/follow-links.ts';
import { MAILBOX_FILE, TEST_DATA_DIR } from './browser-env.ts';

interface SentMessage {
  to: string;
  subject: string;
  body: string;
  /** List-Unsubscribe's one-click address, when the message has a stop link. */
  unsubscribeUrl?: string | undefined;
}

/** Every e-mail to one recipient, oldest first. */
export function messagesTo(recipient: string): SentMessage[] {
  // One JSON string of a raw message per line. The server may be appending a message while this
  // reads: the text after the last newline is a line not yet whole, read on the next poll.
  const file = join(TEST_DATA_DIR, MAILBOX_FILE);
  if (!existsSync(file)) return [];
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.pop();
  return lines
    .filter((line) => line !== '')
    .map((line) => readBack(JSON.parse(line) as string))
    .filter((message) => message.to === recipient);
}

/**
 * Waits for the `count`-th e-mail to a recipient (1 for the first) and returns it.
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
