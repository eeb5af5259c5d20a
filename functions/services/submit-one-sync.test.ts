/**
 * A submission on SQLite waits for one sync of the log (Stores.oneSync): the request with its
 * submitter info and the confirmation's follow-up and stop tokens are all written before it, and
 * the reply leaves only once that sync is done.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { openSqliteStores } from '../storage/sqlite/sqlite-stores.ts';
import { submitForm, validFields } from '../testing/fixtures/submit-form.ts';
import { openTestDeps } from '../testing/helpers/test-deps.ts';

const root = mkdtempSync(join(tmpdir(), 'submit-one-sync-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

it('writes the request and its confirmation, then answers after one sync', async () => {
  const syncs: (() => void)[] = [];
  const transfer = openSqliteStores({
    dataDir: root,
    syncFile: () =>
      new Promise<void>((resolve) => {
        syncs.push(resolve);
      }),
  });
  const deps = await openTestDeps({ transfer });
  try {
    const app = createApp({ version: 't', services: deps });
    let answered = false;
    const reply = Promise.resolve(
      app.request('/api/requests', { method: 'POST', body: submitForm(validFields()) }),
    ).then((res) => {
      answered = true;
      return res;
    });
    await waitFor(() => deps.providers.notifier.emails.length > 0);
    // The confirmation is queued with its links, so its tokens are written: all before one sync.
    expect(deps.providers.notifier.emails[0]?.body).toMatch(/\?token=\S{20,}/);
    await waitFor(() => syncs.length > 0);
    expect(syncs).toHaveLength(1);
    expect(answered).toBe(false);
    syncs[0]!();
    expect((await reply).status).toBe(201);
    expect(syncs).toHaveLength(1);
  } finally {
    for (const release of syncs) release();
    await deps.cleanup();
  }
});
