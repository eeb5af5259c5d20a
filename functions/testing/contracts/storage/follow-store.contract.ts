/**
 * The FollowStore contract: tokens returned once and found by their hash (never stored in the
 * clear), one subscription per request and address whatever its case, pending, active and ended
 * with their times, the active ones listed and counted per request, the submitter's stop, and
 * derived stop tokens kept once and pruned when no message has carried them for long.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveStopToken } from '../../../storage/follow-tokens.ts';
import type { Stores } from '../../../storage/ports.ts';
import { withClockedStores, type MakeClockedStores, type TestClock } from './fixtures.ts';

const REQUEST = 'AbCdEfGhIjKlMnOpQrSt';
const OTHER = 'ZyXwVuTsRqPoNmLkJiHg';

export function runFollowStoreContract(name: string, makeStores: MakeClockedStores): void {
  describe(`FollowStore contract: ${name}`, () => {
    const withClock = (fn: (stores: Stores, clock: TestClock) => Promise<void>) => withClockedStores(makeStores, fn);

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
        const first = await stores.follow.subscribe(REQUEST, ' Ada@Example.org ', 'ko');
        expect(first).toEqual({
          id: expect.stringMatching(/^[0-9a-f]{32}$/) as string,
          requestId: REQUEST,
          email: 'ada@example.org',
          status: 'pending',
          createdAt: '2026-11-21T14:00:00.000Z',
          confirmedAt: null,
          endedAt: null,
          language: 'ko',
        });
        clock.later(1000);
        // Asking again while pending changes nothing, the language included.
        expect(await stores.follow.subscribe(REQUEST, 'ADA@example.org', 'es')).toEqual(first);
        expect((await stores.follow.subscribe(OTHER, 'bo@example.org')).language).toBe('en');
        expect((await stores.follow.subscribe(OTHER, 'ada@example.org')).id).not.toBe(first.id);
        expect(await stores.follow.getSubscription(first.id)).toEqual(first);
        expect(await stores.follow.getSubscription('no-such-id')).toBeNull();
        expect(await stores.follow.getSubscription('../x')).toBeNull();
      }));

    it('activates and ends, stamping each once, and subscribing again after the end starts over', () =>
      withClock(async (stores, clock) => {
        const { id } = await stores.follow.subscribe(REQUEST, 'ada@example.org');
        clock.later(1000);
        const active = await stores.follow.setSubscriptionStatus(id, 'active');
        expect(active).toMatchObject({ status: 'active', confirmedAt: '2026-11-21T14:00:01.000Z', endedAt: null });
        clock.later(1000);
        expect(await stores.follow.setSubscriptionStatus(id, 'active')).toEqual(active);
        expect(await stores.follow.subscribe(REQUEST, 'ada@example.org')).toEqual(active);
        clock.later(1000);
        const ended = await stores.follow.setSubscriptionStatus(id, 'ended');
        expect(ended).toMatchObject({ status: 'ended', endedAt: '2026-11-21T14:00:03.000Z' });
        clock.later(1000);
        expect(await stores.follow.setSubscriptionStatus(id, 'ended')).toEqual(ended);
        expect(await stores.follow.subscribe(REQUEST, 'ada@example.org', 'hi')).toEqual({
          id,
          requestId: REQUEST,
          email: 'ada@example.org',
          status: 'pending',
          createdAt: '2026-11-21T14:00:04.000Z',
          confirmedAt: null,
          endedAt: null,
          language: 'hi',
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

    it('keeps a derived stop token once, found like an issued one, and its first record stays', () =>
      withClock(async (stores, clock) => {
        const token = deriveStopToken('k'.repeat(32), REQUEST, 'sub-1');
        expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(deriveStopToken('k'.repeat(32), REQUEST, 'sub-1')).toBe(token);
        for (const other of [
          deriveStopToken('j'.repeat(32), REQUEST, 'sub-1'),
          deriveStopToken('k'.repeat(32), OTHER, 'sub-1'),
          deriveStopToken('k'.repeat(32), REQUEST, null),
        ]) {
          expect(other).not.toBe(token);
        }
        expect(await stores.follow.findToken(token)).toBeNull();
        await stores.follow.keepStopToken(token, { requestId: REQUEST, subscriptionId: 'sub-1' });
        const kept = {
          kind: 'stop',
          requestId: REQUEST,
          subscriptionId: 'sub-1',
          createdAt: '2026-11-21T14:00:00.000Z',
          expiresAt: null,
        };
        expect(await stores.follow.findToken(token)).toEqual(kept);
        clock.later(60_000);
        await stores.follow.keepStopToken(token, { requestId: REQUEST, subscriptionId: 'sub-1' });
        expect(await stores.follow.findToken(token)).toEqual(kept);
      }));

    it('prunes expired confirm tokens and stop tokens no message carried since, never follow-up tokens', () =>
      withClock(async (stores, clock) => {
        const DAY = 24 * 60 * 60_000;
        const submitterStop = deriveStopToken('k'.repeat(32), REQUEST, null);
        const followerStop = deriveStopToken('k'.repeat(32), REQUEST, 'sub-1');
        await stores.follow.keepStopToken(submitterStop, { requestId: REQUEST, subscriptionId: null });
        await stores.follow.keepStopToken(followerStop, { requestId: REQUEST, subscriptionId: 'sub-1' });
        const issuedStop = await stores.follow.issueToken({
          kind: 'stop',
          requestId: OTHER,
          subscriptionId: null,
          expiresAt: null,
        });
        const followUp = await stores.follow.issueToken({
          kind: 'follow-up',
          requestId: REQUEST,
          subscriptionId: null,
          expiresAt: null,
        });
        const confirm = await stores.follow.issueToken({
          kind: 'confirm',
          requestId: REQUEST,
          subscriptionId: 'sub-2',
          expiresAt: new Date(clock.at.getTime() + 7 * DAY).toISOString(),
        });
        clock.later(5 * DAY);
        // A later message carries the follower's token again: it is in use from then on.
        await stores.follow.keepStopToken(followerStop, { requestId: REQUEST, subscriptionId: 'sub-1' });
        clock.later(5 * DAY);

        const daysIn = (days: number) => new Date(clock.at.getTime() + (days - 10) * DAY);

        expect(await stores.follow.pruneTokens(daysIn(0))).toBe(0);
        // Day 4: the stop tokens last carried on day 0 go; the follower's, carried again on day 5, stays.
        expect(await stores.follow.pruneTokens(daysIn(4))).toBe(2);
        expect(await stores.follow.findToken(submitterStop)).toBeNull();
        expect(await stores.follow.findToken(issuedStop)).toBeNull();
        expect(await stores.follow.findToken(followerStop)).toMatchObject({ kind: 'stop' });
        expect(await stores.follow.findToken(confirm)).toMatchObject({ kind: 'confirm' });
        // Day 8: the confirm token expired on day 7.
        expect(await stores.follow.pruneTokens(daysIn(8))).toBe(2);
        expect(await stores.follow.findToken(confirm)).toBeNull();
        expect(await stores.follow.findToken(followerStop)).toBeNull();
        expect(await stores.follow.pruneTokens(daysIn(1000))).toBe(0);
        expect(await stores.follow.findToken(followUp)).toMatchObject({ kind: 'follow-up' });
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
