/**
 * The FollowStore contract: tokens returned once and found by their hash (never stored in the
 * clear), one subscription per request and address whatever its case, pending, active and ended
 * with their times, the active ones listed and counted per request, and the submitter's stop.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Stores } from '../../../storage/ports.ts';
import type { MakeClockedStores } from './api-key-store.contract.ts';

const REQUEST = 'AbCdEfGhIjKlMnOpQrSt';
const OTHER = 'ZyXwVuTsRqPoNmLkJiHg';

export function runFollowStoreContract(name: string, makeStores: MakeClockedStores): void {
  describe(`FollowStore contract: ${name}`, () => {
    async function withClock(fn: (stores: Stores, clock: { at: Date }) => Promise<void>) {
      const clock = { at: new Date('2026-11-21T14:00:00.000Z') };
      const stores = await makeStores(() => clock.at);
      try {
        await fn(stores, clock);
      } finally {
        await stores.close();
      }
    }
    const later = (clock: { at: Date }, ms: number) => {
      clock.at = new Date(clock.at.getTime() + ms);
    };

    it('issues random tokens, found by the token and never by its hash or a near miss', () =>
      withClock(async (stores) => {
        const token = await stores.follow.issueToken({
          kind: 'confirm',
          requestId: REQUEST,
          subscriptionId: 'sub-1',
          expiresAt: '2026-11-28T14:00:00.000Z',
        });
        expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(await stores.follow.findToken(token)).toEqual({
          kind: 'confirm',
          requestId: REQUEST,
          subscriptionId: 'sub-1',
          createdAt: '2026-11-21T14:00:00.000Z',
          expiresAt: '2026-11-28T14:00:00.000Z',
        });
        const other = await stores.follow.issueToken({
          kind: 'follow-up',
          requestId: REQUEST,
          subscriptionId: null,
          expiresAt: null,
        });
        expect(other).not.toBe(token);
        expect(await stores.follow.findToken(other)).toMatchObject({ kind: 'follow-up', subscriptionId: null });
        const hash = createHash('sha256').update(token).digest('hex');
        const nearMiss = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
        for (const candidate of [hash, nearMiss, '', 'short', `${token} `, token.toUpperCase(), '../x']) {
          expect(await stores.follow.findToken(candidate)).toBeNull();
        }
      }));

    it('keeps one subscription per request and address, pending until activated', () =>
      withClock(async (stores, clock) => {
        const first = await stores.follow.subscribe(REQUEST, ' Ada@Example.org ');
        expect(first).toEqual({
          id: expect.stringMatching(/^[0-9a-f]{32}$/) as string,
          requestId: REQUEST,
          email: 'ada@example.org',
          status: 'pending',
          createdAt: '2026-11-21T14:00:00.000Z',
          confirmedAt: null,
          endedAt: null,
        });
        later(clock, 1000);
        expect(await stores.follow.subscribe(REQUEST, 'ADA@example.org')).toEqual(first);
        expect((await stores.follow.subscribe(OTHER, 'ada@example.org')).id).not.toBe(first.id);
        expect(await stores.follow.getSubscription(first.id)).toEqual(first);
        expect(await stores.follow.getSubscription('no-such-id')).toBeNull();
        expect(await stores.follow.getSubscription('../x')).toBeNull();
      }));

    it('activates and ends, stamping each once, and subscribing again after the end starts over', () =>
      withClock(async (stores, clock) => {
        const { id } = await stores.follow.subscribe(REQUEST, 'ada@example.org');
        later(clock, 1000);
        const active = await stores.follow.setSubscriptionStatus(id, 'active');
        expect(active).toMatchObject({ status: 'active', confirmedAt: '2026-11-21T14:00:01.000Z', endedAt: null });
        later(clock, 1000);
        expect(await stores.follow.setSubscriptionStatus(id, 'active')).toEqual(active);
        expect(await stores.follow.subscribe(REQUEST, 'ada@example.org')).toEqual(active);
        later(clock, 1000);
        const ended = await stores.follow.setSubscriptionStatus(id, 'ended');
        expect(ended).toMatchObject({ status: 'ended', endedAt: '2026-11-21T14:00:03.000Z' });
        later(clock, 1000);
        expect(await stores.follow.setSubscriptionStatus(id, 'ended')).toEqual(ended);
        expect(await stores.follow.subscribe(REQUEST, 'ada@example.org')).toEqual({
          id,
          requestId: REQUEST,
          email: 'ada@example.org',
          status: 'pending',
          createdAt: '2026-11-21T14:00:04.000Z',
          confirmedAt: null,
          endedAt: null,
        });
        expect(await stores.follow.setSubscriptionStatus('no-such-id', 'active')).toBeNull();
      }));

    it('lists and counts the active subscriptions of one request only, within the limit', () =>
      withClock(async (stores) => {
        const ids: string[] = [];
        for (const email of ['a@example.org', 'b@example.org', 'c@example.org', 'd@example.org']) {
          const { id } = await stores.follow.subscribe(REQUEST, email);
          ids.push(id);
        }
        await stores.follow.subscribe(REQUEST, 'pending@example.org');
        const elsewhere = await stores.follow.subscribe(OTHER, 'a@example.org');
        await stores.follow.setSubscriptionStatus(elsewhere.id, 'active');
        for (const id of ids) await stores.follow.setSubscriptionStatus(id, 'active');
        await stores.follow.setSubscriptionStatus(ids[3]!, 'ended');

        expect(await stores.follow.countActive(REQUEST)).toBe(3);
        const listed = await stores.follow.listActive(REQUEST, 10);
        expect(listed.map((s) => s.email).sort()).toEqual(['a@example.org', 'b@example.org', 'c@example.org']);
        expect(listed.every((s) => s.requestId === REQUEST && s.status === 'active')).toBe(true);
        expect(await stores.follow.listActive(REQUEST, 2)).toHaveLength(2);
        expect(await stores.follow.countActive('NoFollowersAtAll0000')).toBe(0);
        expect(await stores.follow.listActive('NoFollowersAtAll0000', 10)).toEqual([]);
      }));

    it("records the submitter's stop once, for that request only", () =>
      withClock(async (stores) => {
        expect(await stores.follow.submitterStopped(REQUEST)).toBe(false);
        await stores.follow.stopSubmitter(REQUEST);
        await stores.follow.stopSubmitter(REQUEST);
        expect(await stores.follow.submitterStopped(REQUEST)).toBe(true);
        expect(await stores.follow.submitterStopped(OTHER)).toBe(false);
      }));
  });
}
