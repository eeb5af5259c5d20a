/**
 * Group commit (group-commit.ts, durable-stores.ts): a store call settles only after the sync of
 * the log that holds its commit, every commit made while one sync runs shares the next, and a
 * failed sync fails the calls that waited for it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { TransferStores } from '../transfer-ports.ts';
import { heldSync, info, request } from '../../testing/helpers/held-sync.ts';
import { openSqliteStores } from './sqlite-stores.ts';

const root = mkdtempSync(join(tmpdir(), 'group-commit-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** Lets every settled promise run its callbacks, and the thread pool answer. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

let n = 0;
let opened: TransferStores | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

describe('group commit', () => {
  it('settles a write only once the log holding it is synced', async () => {
    const held = heldSync();
    opened = openSqliteStores({ dataDir: join(root, `db-${n++}`), syncFile: held.sync });
    let settled = false;
    const saved = opened.requests.createWithSubmitterInfo(request(), info).then((value) => {
      settled = true;
      return value;
    });
    await settle();
    expect(held.calls.map((call) => call.path)).toEqual([expect.stringMatching(/311\.sqlite-wal$/)]);
    expect(settled).toBe(false);
    held.calls[0]!.release();
    expect((await saved).status).toBe('New');
  });

  it('syncs once for every write made while a sync was running', async () => {
    const held = heldSync();
    opened = openSqliteStores({ dataDir: join(root, `db-${n++}`), syncFile: held.sync });
    const first = opened.requests.createWithSubmitterInfo(request(), info);
    await settle();
    const later = Array.from({ length: 5 }, () => opened!.requests.createWithSubmitterInfo(request(), info));
    await settle();
    // The running sync began before the five were written, so none of them settles with it.
    expect(held.calls).toHaveLength(1);
    held.calls[0]!.release();
    await first;
    await settle();
    expect(held.calls).toHaveLength(2);
    held.calls[1]!.release();
    expect(await Promise.all(later)).toHaveLength(5);
    expect(held.calls).toHaveLength(2);
  });

  it('lets a read through without a sync when every write is on disk', async () => {
    const held = heldSync();
    opened = openSqliteStores({ dataDir: join(root, `db-${n++}`), syncFile: held.sync });
    expect(await opened.requests.get('nothing-here')).toBeNull();
    expect(held.calls).toEqual([]);
  });

  it('fails the writes that waited for a failed sync', async () => {
    const held = heldSync();
    opened = openSqliteStores({ dataDir: join(root, `db-${n++}`), syncFile: held.sync });
    const saved = opened.requests.createWithSubmitterInfo(request(), info);
    await settle();
    held.calls[0]!.fail(new Error('EIO: i/o error, fsync'));
    await expect(saved).rejects.toThrow('EIO');
  });

  it('syncs the real log through the thread pool', async () => {
    opened = openSqliteStores({ dataDir: join(root, `db-${n++}`) });
    const written = await Promise.all(
      Array.from({ length: 20 }, () => opened!.requests.createWithSubmitterInfo(request(), info)),
    );
    expect(await opened.requests.get(written[19]!.id)).toMatchObject({ id: written[19]!.id });
  });
});

describe('closing', () => {
  it('waits for a caller that writes again once its sync is done', async () => {
    const held = heldSync();
    const stores = openSqliteStores({ dataDir: join(root, `db-${n++}`), syncFile: held.sync });
    const submitted = stores.requests
      .createWithSubmitterInfo(request(), info)
      .then((saved) =>
        stores.follow.issueToken({ kind: 'follow-up', requestId: saved.id, subscriptionId: null, expiresAt: null }),
      );
    await settle();
    const closed = stores.close();
    held.calls[0]!.release();
    await settle();
    expect(held.calls).toHaveLength(2);
    held.calls[1]!.release();
    expect(await submitted).toMatch(/\S{20,}/);
    await closed;
  });
});
