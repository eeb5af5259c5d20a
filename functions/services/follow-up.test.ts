/**
 * Races on the submitter's private page (docs/product.md#311-the-submitters-private-link): a check
 * and its change are one conditional store write, so two "not fixed" presses at once, a press
 * against a staff change, or two additions for the last place each act once. The store reads are
 * held at a barrier, so every caller has read the request before any of them writes: without the
 * conditional write, all of them would act.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FOLLOW_UP_ACTIONS, MAX_RESIDENT_ADDITIONS } from '#domain/requests/follow-up-messages.ts';
import { informationChange } from '#domain/requests/follow-up.ts';
import { statusChange } from '#domain/requests/request-changes.ts';
import type { RequestStore } from '../storage/ports.ts';
import { seedRequest } from '../testing/fixtures/staff.ts';
import { createTestDeps, TEST_BACKENDS, type TestDeps } from '../testing/helpers/test-deps.ts';
import { addInformation, reopenRequest } from './follow-up.ts';

const staff = { id: 'staff-1', name: 'Sam Staff' };

/**
 * The store with its reads held until `parties` callers have read; `between` runs once, after
 * the last read and before any caller goes on (a change that comes between a read and a write).
 */
function heldReads(requests: RequestStore, parties: number, between: () => Promise<unknown> = async () => {}) {
  let reads = 0;
  let release = () => {};
  let fail: (error: unknown) => void = () => {};
  const released = new Promise<void>((resolve, reject) => {
    release = resolve;
    fail = reject;
  });
  return {
    ...requests,
    async get(id: string) {
      const read = await requests.get(id);
      reads += 1;
      if (reads === parties) between().then(release, fail);
      await released;
      return read;
    },
  } satisfies RequestStore;
}

describe.each(TEST_BACKENDS)('$backend backend', ({ backend, available }) => {
  describe.skipIf(!available)('follow-up races', () => {
    let deps: TestDeps;
    beforeEach(async () => {
      deps = await createTestDeps({}, backend);
    });
    afterEach(() => deps.cleanup());

    /** A request resolved just now, a follower of it, and the submitter's private link. */
    async function resolved() {
      const { request } = await seedRequest(deps.stores, { status: 'New' });
      await deps.stores.requests.update(request.id, statusChange('Resolved', staff, deps.clock()));
      const follower = await deps.stores.follow.subscribe(request.id, 'ivy@example.org');
      await deps.stores.follow.setSubscriptionStatus(follower.id, 'active');
      const token = await deps.stores.follow.issueToken({
        kind: 'follow-up',
        requestId: request.id,
        subscriptionId: null,
        expiresAt: null,
      });
      deps.providers.notifier.emails.length = 0;
      return { id: request.id, token };
    }

    const reopened = async (id: string) =>
      (await deps.stores.requests.get(id))!.history.filter((entry) => entry.action === FOLLOW_UP_ACTIONS.reopened);

    it('reopens once for two "not fixed" presses at once: one reopening, one refused as changed', async () => {
      const { id, token } = await resolved();
      const store = deps.stores.requests;
      deps.stores.requests = heldReads(store, 2);
      const results = await Promise.all([reopenRequest(deps, token, 'first'), reopenRequest(deps, token, 'second')]);
      deps.stores.requests = store;
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, reason: 'changed' }]);
      expect(await reopened(id)).toHaveLength(1);
      expect((await store.get(id))?.status).toBe('In Progress');
      expect(deps.providers.notifier.emails.filter((mail) => mail.to === 'ivy@example.org')).toHaveLength(1);
    });

    it('never reopens over a staff change made after the press read the request', async () => {
      const { id, token } = await resolved();
      const store = deps.stores.requests;
      deps.stores.requests = heldReads(store, 1, () => store.update(id, statusChange('Closed', staff, deps.clock())));
      const result = await reopenRequest(deps, token, 'still broken');
      deps.stores.requests = store;
      expect(result).toEqual({ ok: false, reason: 'changed' });
      const stored = await store.get(id);
      expect(stored?.status).toBe('Closed');
      expect(await reopened(id)).toEqual([]);
      expect(stored?.internalNotes.map((note) => note.text).join('\n')).not.toContain('still broken');
      expect(deps.providers.notifier.emails).toEqual([]);
    });

    it('takes only one of two additions racing for the last place', async () => {
      const { request } = await seedRequest(deps.stores, { status: 'New' });
      for (let n = 1; n < MAX_RESIDENT_ADDITIONS; n += 1) {
        await deps.stores.requests.update(request.id, informationChange(`note ${n}`, null, deps.clock()));
      }
      const token = await deps.stores.follow.issueToken({
        kind: 'follow-up',
        requestId: request.id,
        subscriptionId: null,
        expiresAt: null,
      });
      const store = deps.stores.requests;
      deps.stores.requests = heldReads(store, 2);
      const results = await Promise.all([
        addInformation(deps, token, 'one', undefined),
        addInformation(deps, token, 'two', undefined),
      ]);
      deps.stores.requests = store;
      expect(results.map((result) => (result.ok ? 'ok' : result.reason)).sort()).toEqual(['changed', 'ok']);
      const added = (await store.get(request.id))!.history.filter(
        (entry) => entry.action === FOLLOW_UP_ACTIONS.information,
      );
      expect(added).toHaveLength(MAX_RESIDENT_ADDITIONS);
    });
  });
});
