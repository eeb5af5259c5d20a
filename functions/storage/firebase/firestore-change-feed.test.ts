/**
 * The change feed's own rules, against a stand-in for Firestore's snapshot listener (so failures
 * can be caused on demand): what counts as created, that the first snapshot is not replayed, and
 * that a failed listener is opened again without losing or repeating changes. The contract suite
 * runs the same feed against the emulator.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { newRequest, withReference } from '../../testing/contracts/storage/fixtures.ts';
import type { RequestEvent } from '../ports.ts';
import { createFirestoreChangeFeed } from './firestore-change-feed.ts';
import { toRequestDocument } from './request-document.ts';

interface Listener {
  from: unknown;
  next: (snapshot: unknown) => void;
  fail: (error: Error) => void;
  stopped: boolean;
}

/** A Firestore whose `requests` query records each listener, for the test to drive. */
function fakeFirestore() {
  const listeners: Listener[] = [];
  const db = {
    collection: () => ({
      where: (_field: string, _op: string, from: unknown) => ({
        onSnapshot: (next: Listener['next'], fail: Listener['fail']) => {
          const listener: Listener = { from, next, fail, stopped: false };
          listeners.push(listener);
          return () => {
            listener.stopped = true;
          };
        },
      }),
    }),
  };
  return { db: db as unknown as Firestore, listeners };
}

type ChangeType = 'added' | 'modified' | 'removed';

/** A document change: `requests/{id}` created at `created` and last updated at `updated` (ms). */
function change(type: ChangeType, id: string, created: number, updated: number) {
  const data = toRequestDocument(
    withReference(newRequest({ id })),
    Timestamp.fromMillis(created),
    Timestamp.fromMillis(updated),
  );
  return { type, doc: { id, data: () => data } };
}

const snapshot = (...changes: ReturnType<typeof change>[]) => ({ docChanges: () => changes });

const ID = (n: number) => `REQ${String(n).padStart(17, '0')}`;

function openFeed(options: Parameters<typeof createFirestoreChangeFeed>[1] = {}) {
  const { db, listeners } = fakeFirestore();
  const logger = { error: vi.fn() };
  const feed = createFirestoreChangeFeed(db, { logger, retryDelaysMs: [1], ...options });
  const events: RequestEvent[] = [];
  feed.subscribe((event) => events.push(event));
  const seen = () => events.map((event) => `${event.type} ${event.request.id}`);
  return { feed, listeners, logger, seen };
}

describe('createFirestoreChangeFeed', () => {
  it('listens only for requests changed since it opened, and is ready after the first snapshot', async () => {
    const { feed, listeners, seen } = openFeed();
    expect(listeners).toHaveLength(1);
    const from = listeners[0]!.from as Date;
    expect(Date.now() - from.getTime()).toBeGreaterThanOrEqual(60_000);
    expect(Date.now() - from.getTime()).toBeLessThan(70_000);
    let ready = false;
    void feed.ready.then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    listeners[0]!.next(snapshot(change('added', ID(1), 1000, 1000)));
    await feed.ready;
    // Written before anyone could subscribe: not replayed.
    expect(seen()).toEqual([]);
    feed.close();
  });

  it('calls a request created when createdAt equals lastUpdatedAt, and updated otherwise', async () => {
    const { feed, listeners, seen } = openFeed();
    listeners[0]!.next(snapshot());
    await feed.ready;
    listeners[0]!.next(snapshot(change('added', ID(1), 1000, 1000)));
    listeners[0]!.next(snapshot(change('modified', ID(1), 1000, 2000)));
    // An old request that enters the query because it was just updated is 'added' to it, yet updated.
    listeners[0]!.next(snapshot(change('added', ID(2), 500, 2500)));
    listeners[0]!.next(snapshot(change('removed', ID(2), 500, 2500)));
    expect(seen()).toEqual([`created ${ID(1)}`, `updated ${ID(1)}`, `updated ${ID(2)}`]);
    feed.close();
  });

  it('does not deliver a write that left lastUpdatedAt as it was (a query-only field completed)', async () => {
    const { feed, listeners, seen } = openFeed();
    listeners[0]!.next(snapshot());
    await feed.ready;
    listeners[0]!.next(snapshot(change('modified', ID(1), 1000, 2000)));
    listeners[0]!.next(snapshot(change('modified', ID(1), 1000, 2000)));
    // Another request updated at the same instant is still a change.
    listeners[0]!.next(snapshot(change('modified', ID(2), 1000, 2000)));
    listeners[0]!.next(snapshot(change('modified', ID(1), 1000, 3000)));
    expect(seen()).toEqual([`updated ${ID(1)}`, `updated ${ID(2)}`, `updated ${ID(1)}`]);
    feed.close();
  });

  it('listens again after an error, from the newest change it saw, delivering what it missed once', async () => {
    const { feed, listeners, logger, seen } = openFeed();
    listeners[0]!.next(snapshot());
    await feed.ready;
    listeners[0]!.next(snapshot(change('added', ID(1), 2000, 2000)));
    listeners[0]!.fail(new Error('stream reset'));
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('listening again'), expect.any(Error));
    await vi.waitFor(() => {
      expect(listeners).toHaveLength(2);
    });
    expect((listeners[1]!.from as Timestamp).toMillis()).toBe(2000);
    // Its first snapshot holds the one already delivered and two written while it was down.
    listeners[1]!.next(
      snapshot(change('added', ID(1), 2000, 2000), change('added', ID(2), 2000, 2000), change('added', ID(3), 1, 3000)),
    );
    expect(seen()).toEqual([`created ${ID(1)}`, `created ${ID(2)}`, `updated ${ID(3)}`]);
    listeners[1]!.next(snapshot(change('modified', ID(1), 2000, 4000)));
    expect(seen()).toHaveLength(4);
    feed.close();
  });

  it('reopens now and then, and stops listening when closed', async () => {
    const { feed, listeners, seen } = openFeed({ reanchorMs: 20 });
    listeners[0]!.next(snapshot());
    await feed.ready;
    await vi.waitFor(() => {
      expect(listeners.length).toBeGreaterThanOrEqual(2);
    });
    expect(listeners[0]!.stopped).toBe(true);
    feed.close();
    expect(listeners.every((listener) => listener.stopped)).toBe(true);
    listeners.at(-1)!.next(snapshot(change('added', ID(1), 2000, 2000)));
    expect(seen()).toEqual([]);
  });

  it('fails to open when no first snapshot comes in time', async () => {
    const { feed } = openFeed({ readyTimeoutMs: 10 });
    await expect(feed.ready).rejects.toThrow(/No snapshot of requests within 10 ms/);
    feed.close();
  });

  it('fails to open when the first listen fails', async () => {
    const { feed, listeners } = openFeed();
    listeners[0]!.fail(new Error('PERMISSION_DENIED'));
    await expect(feed.ready).rejects.toThrow('PERMISSION_DENIED');
    feed.close();
  });
});
