/**
 * The Outbox claim contract: a sender takes a due message before it calls the provider, so no two
 * senders send it; a claim whose sender crashed lapses after its lease and the message is due again.
 */
import { describe, expect, it } from 'vitest';
import { withClockedStores, type MakeClockedStores } from './fixtures.ts';

const LEASE_MS = 120_000;
const email = { channel: 'email' as const, to: 'claim@example.org', subject: 'Request Submitted: x', body: 'Hi' };

export function runOutboxClaimContract(name: string, makeStores: MakeClockedStores): void {
  describe(`Outbox claim contract: ${name}`, () => {
    it('claims a due message once, and hides it from the due list while the lease runs', () =>
      withClockedStores(makeStores, async ({ outbox }, clock) => {
        const message = await outbox.enqueue(email);
        const claimed = await outbox.claim(message.id, clock.at, LEASE_MS);
        expect(claimed).toMatchObject({ id: message.id, to: email.to, body: email.body, status: 'pending' });
        expect(await outbox.claim(message.id, clock.at, LEASE_MS)).toBeNull();
        expect(await outbox.listPending(new Date(clock.at.getTime() + LEASE_MS - 1))).toEqual([]);
      }));

    it('lets exactly one of two simultaneous claims win', () =>
      withClockedStores(makeStores, async ({ outbox }, clock) => {
        const message = await outbox.enqueue(email);
        const claims = await Promise.all([1, 2, 3].map(() => outbox.claim(message.id, clock.at, LEASE_MS)));
        expect(claims.filter((claim) => claim !== null)).toHaveLength(1);
      }));

    it('makes the message due and claimable again once the lease has passed (a sender crashed)', () =>
      withClockedStores(makeStores, async ({ outbox }, clock) => {
        const message = await outbox.enqueue(email);
        expect(await outbox.claim(message.id, clock.at, LEASE_MS)).not.toBeNull();
        clock.later(LEASE_MS - 1);
        expect(await outbox.claim(message.id, clock.at, LEASE_MS)).toBeNull();
        clock.later(1);
        expect((await outbox.listPending(clock.at)).map((due) => due.id)).toEqual([message.id]);
        expect(await outbox.claim(message.id, clock.at, LEASE_MS)).toMatchObject({ id: message.id });
        expect(await outbox.claim(message.id, clock.at, LEASE_MS)).toBeNull();
        await outbox.markSent(message.id);
        expect(await outbox.get(message.id)).toMatchObject({ status: 'sent', attempts: 1 });
      }));

    it('claims no message that is sent, given up, not yet due, or unknown', () =>
      withClockedStores(makeStores, async ({ outbox }, clock) => {
        const sent = await outbox.enqueue(email);
        await outbox.markSent(sent.id);
        const failed = await outbox.enqueue(email);
        await outbox.markFailed(failed.id, 'bad address', null);
        const later = await outbox.enqueue(email);
        await outbox.markFailed(later.id, 'SMTP 451', new Date(clock.at.getTime() + 60_000));
        for (const id of [sent.id, failed.id, later.id, '999999', 'not-an-id'])
          expect(await outbox.claim(id, clock.at, LEASE_MS)).toBeNull();
        clock.later(60_000);
        expect(await outbox.claim(later.id, clock.at, LEASE_MS)).toMatchObject({ id: later.id, attempts: 1 });
      }));
  });
}
