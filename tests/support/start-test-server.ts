/**
 * The browser tests' server: an empty 311 store in DATA_DIR (wiped first, so every run starts
 * alike), the first admin created the documented way (scripts/create-admin.ts), then the real
 * server (functions/entry-node.ts) with the environment it was given. Its e-mail goes over SMTP to
 * a local sink in this process, which writes every message to the mailbox file tests read
 * (mailbox.ts): the outbox keeps no link tokens once a message is sent.
 */
import { appendFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createAdmin } from '../../scripts/create-admin.ts';
import { parseEnv } from '#server/config/env.ts';
import { createStores } from '#server/storage/create-stores.ts';
import { startSmtpSink } from '#server/testing/fakes/smtp-sink.ts';
import { MAILBOX_FILE } from './browser-env.ts';
import { TEST_ADMIN } from './staff-accounts.ts';

const env = parseEnv(process.env);
rmSync(env.DATA_DIR, { recursive: true, force: true });
const stores = await createStores({ dataDir: env.DATA_DIR });
const created = await createAdmin(stores, {
  email: TEST_ADMIN.email,
  name: TEST_ADMIN.name,
  department: 'Administration',
  password: TEST_ADMIN.password,
});
await stores.close();
if (!created.ok) throw new Error(created.message);
const sink = await startSmtpSink(undefined, (message) => {
  appendFileSync(join(env.DATA_DIR, MAILBOX_FILE), `${JSON.stringify(message.raw)}\n`);
});
process.env.SMTP_URL = sink.url;
process.env.MAIL_FROM = 'Township 311 <311@example.org>';
await import('#server/entry-node.ts');
