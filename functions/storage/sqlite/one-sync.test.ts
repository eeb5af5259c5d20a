/**
 * Stores.oneSync on SQLite (durable-stores.ts): the store calls of one piece of work settle without
 * their own syncs, and the work settles only after one sync that holds all of them; the outbox's
 * claim still waits for its sync, and calls the work leaves running wait for theirs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, expect, it } from 'vitest';
import type { TransferStores } from '../transfer-ports.ts';
import { newRequestId } from '#domain/requests/request-id.ts';
import { heldSync, info, request } from '../../testing/helpers/held-sync.ts';
import { openSqliteStores } from './sqlite-stores.ts';

const root = mkdtempSync(join(tmpdir(), 'one-sync-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

const message = (requestId: string) => ({ channel: 'email' as const, to: 'ada@example.org', body: 'Hi', requestId });

/** Lets every settled promise run its callbacks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

let n = 0;
let opened: TransferStores | undefined;
const open = () => {
  const held = heldSync();
  opened = openSqliteStores({ dataDir: join(root, `db-${n++}`), syncFile: held.sync });
  return { stores: opened, held };
};
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

it('settles the work after one sync that holds all of its writes', async () => {
  const { stores, held } = open();
  const steps: string[] = [];
  let settled = false;
  const work = stores.oneSync!(async () => {
    const saved = await stores.requests.createWithSubmitterInfo(request(), info);
    steps.push('request');
    await stores.follow.issueToken({ kind: 'follow-up', requestId: saved.id, subscriptionId: null, expiresAt: null });
    steps.push('token');
    await stores.outbox.enqueue(message(saved.id));
    steps.push('outbox');
    return saved.id;
  }).then((id) => {
    settled = true;
    return id;
  });
  await settle();
  expect(steps).toEqual(['request', 'token', 'outbox']);
  expect(held.calls).toHaveLength(1);
  expect(settled).toBe(false);
  held.calls[0]!.release();
  const id = await work;
  expect(held.calls).toHaveLength(1);
  expect(await stores.requests.get(id)).toMatchObject({ id });
});

it('waits for the sync before it fails with the work', async () => {
  const { stores, held } = open();
  let failed = false;
  const work = stores.oneSync!(async () => {
    await stores.requests.create(request());
    throw new Error('the confirmation broke');
  }).catch((error: unknown) => {
    failed = true;
    throw error;
  });
  await settle();
  expect(failed).toBe(false);
  held.calls[0]!.release();
  await expect(work).rejects.toThrow('the confirmation broke');
});

it("waits for the outbox's claim to be on disk, even inside the work", async () => {
  const { stores, held } = open();
  let claimed = false;
  const work = stores.oneSync!(async () => {
    const queued = await stores.outbox.enqueue(message(newRequestId()));
    const claim = await stores.outbox.claim(queued.id, new Date(), 60_000);
    claimed = true;
    return claim;
  });
  await settle();
  expect(held.calls).toHaveLength(1);
  expect(claimed).toBe(false);
  held.calls[0]!.release();
  await settle();
  held.calls.at(-1)!.release();
  expect(await work).toMatchObject({ to: 'ada@example.org' });
  expect(claimed).toBe(true);
});

it('lets calls the work left running wait for their own sync', async () => {
  const { stores, held } = open();
  let later: Promise<unknown> | undefined;
  let laterSettled = false;
  const work = stores.oneSync!(async () => {
    await stores.requests.create(request());
    later = settle()
      .then(() => stores.requests.create(request()))
      .then(() => {
        laterSettled = true;
      });
  });
  await settle();
  held.calls[0]!.release();
  await work;
  await settle();
  expect(laterSettled).toBe(false);
  held.calls.at(-1)!.release();
  await later;
  expect(laterSettled).toBe(true);
});
