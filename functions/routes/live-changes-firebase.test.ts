/**
 * The bar of docs/deploy-firebase.md ("Live updates"): two API instances on one Firestore, a
 * change made through instance A, and a client polling instance B's changes endpoint over real
 * HTTP at the app's own interval sees it within 5 s, on the public feed and the staff feed. Also
 * counts the Firestore reads one poll costs, the figure the cost table there is computed from.
 */
import { DocumentReference, Query, Transaction } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PUBLIC_POLL_MS, STAFF_POLL_MS, type ChangesAnswer } from '#domain/requests/live-changes.ts';
import { createApp } from '../app.ts';
import { addStaff, signIn, staffHeaders } from '../testing/fixtures/staff.ts';
import { submitForm, validFields } from '../testing/fixtures/submit-form.ts';
import { firebaseTestOptions, hasAuthEmulator } from '../testing/helpers/firebase-test-stores.ts';
import { startNodeTestServer, type NodeTestServer } from '../testing/helpers/node-test-server.ts';
import { openTestDeps, type TestDeps } from '../testing/helpers/test-deps.ts';

/** The bar: a change reaches a poller of the other instance within this. */
const BAR_MS = 5_000;

interface Instance {
  deps: TestDeps;
  server: NodeTestServer;
  app: ReturnType<typeof createApp>;
}
let a: Instance;
let b: Instance;

beforeAll(async () => {
  const project = firebaseTestOptions();
  const open = async (): Promise<Instance> => {
    const deps = await openTestDeps({ backend: 'firebase', project });
    return { deps, server: await startNodeTestServer(deps), app: createApp({ version: 'test', services: deps }) };
  };
  [a, b] = await Promise.all([open(), open()]);
});
afterAll(async () => {
  for (const instance of [a, b]) {
    await instance.server.close();
    await instance.deps.cleanup();
  }
});

type Answer = ChangesAnswer<{ id: string; status: string }>;
const readChanges = async (url: string, headers: Record<string, string> = {}) => {
  const res = await fetch(url, { headers });
  expect(res.status).toBe(200);
  return (await res.json()) as Answer;
};

/**
 * Polls `url` every `intervalMs` from `since`, as the app does, until an event of `id` arrives;
 * how long after `changedAt` that was. Gives up after three times the bar.
 */
function waitForChange(path: string, since: string, intervalMs: number, headers: Record<string, string>) {
  let cursor = since;
  return async (id: string, changedAt: number) => {
    const giveUp = changedAt + 3 * BAR_MS;
    while (Date.now() < giveUp) {
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
      const answer = await readChanges(`${b.server.url}${path}?since=${cursor}`, headers);
      cursor = answer.cursor;
      if (answer.events.some((event) => event.data.id === id)) return Date.now() - changedAt;
    }
    return Infinity;
  };
}

describe('live changes across two Firebase instances', () => {
  it('tells the app to poll', async () => {
    expect(await readChanges(`${b.server.url}/api/requests/changes`)).toMatchObject({ transport: 'poll', events: [] });
  });

  it(`shows a submission to instance A on instance B's public feed within ${String(BAR_MS)} ms`, async () => {
    const { cursor } = await readChanges(`${b.server.url}/api/requests/changes`);
    const poller = waitForChange('/api/requests/changes', cursor, PUBLIC_POLL_MS, {});
    const res = await fetch(`${a.server.url}/api/requests`, {
      method: 'POST',
      body: submitForm(validFields({ email: 'live.public@example.org' })),
    });
    expect(res.status).toBe(201);
    const changedAt = Date.now();
    const { id } = (await res.json()) as { id: string };
    expect(await poller(id, changedAt)).toBeLessThan(BAR_MS);
  });

  it('costs one document read for a poll that finds nothing, and one per change found', async () => {
    const { cursor } = await readChanges(`${b.server.url}/api/requests/changes`);
    const docs = vi.spyOn(DocumentReference.prototype, 'get');
    const queries = vi.spyOn(Query.prototype, 'get');
    try {
      const idle = await readChanges(`${b.server.url}/api/requests/changes?since=${cursor}`);
      expect(idle.events).toEqual([]);
      expect([docs.mock.calls.length, queries.mock.calls.length]).toEqual([0, 1]);
      const snapshot = await (queries.mock.results[0]?.value as ReturnType<Query['get']>);
      expect(snapshot.size).toBe(0);
    } finally {
      docs.mockRestore();
      queries.mockRestore();
    }
  });

  describe.skipIf(!hasAuthEmulator)('with the Firebase Auth emulator', () => {
    it('costs the session and profile reads of any staff request, plus the query, for an idle staff poll', async () => {
      const worker = await addStaff(a.deps.stores, 'worker');
      const cookie = { Cookie: (await signIn(a.app, worker.email)).cookie };
      const { cursor } = await readChanges(`${b.server.url}/api/staff/changes`, cookie);
      const spies = [
        vi.spyOn(DocumentReference.prototype, 'get'),
        vi.spyOn(Transaction.prototype, 'get'),
        vi.spyOn(Query.prototype, 'get'),
      ];
      try {
        expect((await readChanges(`${b.server.url}/api/staff/changes?since=${cursor}`, cookie)).events).toEqual([]);
        // Documents got one by one (session, profile), in transactions; and queries: 3 billed reads.
        expect(spies.map((spy) => spy.mock.calls.length)).toEqual([2, 0, 1]);
      } finally {
        for (const spy of spies) spy.mockRestore();
      }
    });

    it(`shows a status change made on instance A on instance B's staff feed within ${String(BAR_MS)} ms`, async () => {
      const manager = await addStaff(a.deps.stores, 'manager');
      // Sessions live in Firestore: one signed in on A is signed in on B.
      const session = await signIn(a.app, manager.email);
      const submitted = await fetch(`${a.server.url}/api/requests`, {
        method: 'POST',
        body: submitForm(validFields({ email: 'live.staff@example.org' })),
      });
      const { id } = (await submitted.json()) as { id: string };
      const cookie = { Cookie: session.cookie };
      const { cursor } = await readChanges(`${b.server.url}/api/staff/changes`, cookie);
      const poller = waitForChange('/api/staff/changes', cursor, STAFF_POLL_MS, cookie);
      const moved = await a.app.request(`/api/staff/requests/${id}/status`, {
        method: 'POST',
        headers: staffHeaders(session),
        body: JSON.stringify({ status: 'In Progress' }),
      });
      expect(moved.status).toBe(200);
      expect(await poller(id, Date.now())).toBeLessThan(BAR_MS);
    });
  });
});
