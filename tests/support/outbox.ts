/**
 * The messages the test server has queued about a request, read from its outbox (the `outbox`
 * table of the SQLite store in DATA_DIR): which channel and recipient each went to. Link tokens
 * are removed from a body once it is sent, so tests that follow a link read the mailbox
 * (mailbox.ts) instead. Read-only, beside the running server (WAL lets a reader in while it writes).
 */
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { TEST_DATA_DIR } from './browser-env.ts';

interface QueuedMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  body: string;
}

/** Every message about one request, to anyone, oldest first; `dataDir` names a server of a test's own. */
export function messagesAbout(requestId: string, dataDir = TEST_DATA_DIR): QueuedMessage[] {
  const db = new DatabaseSync(join(dataDir, '311.sqlite'), { readOnly: true });
  try {
    return db
      .prepare(`SELECT channel, recipient AS "to", subject, body FROM outbox WHERE request_id = ? ORDER BY id`)
      .all(requestId) as unknown as QueuedMessage[];
  } finally {
    db.close();
  }
}
