/**
 * The StaffMailStore contract: a member's choice (immediate until they choose), a bounded digest
 * queue taken once a day, the waiting members found by day, and the overdue cursor moved only
 * from where it stands.
 */
import { describe, expect, it } from 'vitest';
import { OPEN_STATUSES } from '#domain/requests/constants.ts';
import type { StaffNotice } from '#domain/requests/staff-mail.ts';
import type { Stores } from '../../../storage/ports.ts';
import { newRequest, withClockedStores, type MakeClockedStores } from './fixtures.ts';

const notice = (reference: string): StaffNotice => ({
  kind: 'assigned',
  requestId: `id-${reference}`,
  reference,
  category: 'Streetlight Outage',
  address: '12 Elm Street',
  at: '2026-11-21T14:00:00.000Z',
  by: 'Morgan Manager',
});

export function runStaffMailStoreContract(name: string, makeStores: MakeClockedStores): void {
  describe(`StaffMailStore contract: ${name}`, () => {
    const withStores = (fn: (stores: Stores) => Promise<void>) => withClockedStores(makeStores, fn);

    it('answers immediate until a member chooses, then their choice', () =>
      withStores(async ({ staffMail }) => {
        expect(await staffMail.getChoice('w1')).toBe('immediate');
        await staffMail.setChoice('w1', 'digest');
        await staffMail.setChoice('w2', 'none');
        expect(await staffMail.getChoice('w1')).toBe('digest');
        expect(await staffMail.getChoice('w2')).toBe('none');
        await staffMail.setChoice('w1', 'immediate');
        expect(await staffMail.getChoice('w1')).toBe('immediate');
      }));

    it('keeps at most the bound of notices, counts the rest, and gives the digest once a day', () =>
      withStores(async ({ staffMail }) => {
        await staffMail.setChoice('w1', 'digest');
        for (const reference of ['AAAA-1111', 'BBBB-2222', 'CCCC-3333', 'DDDD-4444'])
          await staffMail.queueDigest('w1', notice(reference), 2);
        expect(await staffMail.takeDigest('w1', '2026-11-22')).toEqual({
          notices: [notice('AAAA-1111'), notice('BBBB-2222')],
          more: 2,
        });
        expect(await staffMail.takeDigest('w1', '2026-11-22')).toBeNull();
        await staffMail.queueDigest('w1', notice('EEEE-5555'), 2);
        expect(await staffMail.takeDigest('w1', '2026-11-22')).toBeNull();
        expect(await staffMail.takeDigest('w1', '2026-11-23')).toEqual({ notices: [notice('EEEE-5555')], more: 0 });
        expect(await staffMail.getChoice('w1')).toBe('digest');
      }));

    it('finds the members waiting for a day’s digest, at most the limit, and nobody with nothing queued', () =>
      withStores(async ({ staffMail }) => {
        expect(await staffMail.dueDigests('2026-11-22', 10)).toEqual([]);
        await staffMail.setChoice('idle', 'digest');
        await staffMail.queueDigest('w1', notice('AAAA-1111'), 5);
        await staffMail.queueDigest('w2', notice('BBBB-2222'), 5);
        expect((await staffMail.dueDigests('2026-11-22', 10)).sort()).toEqual(['w1', 'w2']);
        expect(await staffMail.dueDigests('2026-11-22', 1)).toHaveLength(1);
        await staffMail.takeDigest('w1', '2026-11-22');
        await staffMail.queueDigest('w1', notice('CCCC-3333'), 5);
        expect(await staffMail.dueDigests('2026-11-22', 10)).toEqual(['w2']);
        expect((await staffMail.dueDigests('2026-11-23', 10)).sort()).toEqual(['w1', 'w2']);
        expect(await staffMail.takeDigest('nobody', '2026-11-22')).toBeNull();
      }));

    it('forgets a member’s setting and queue', () =>
      withStores(async ({ staffMail }) => {
        await staffMail.setChoice('w1', 'none');
        await staffMail.queueDigest('w1', notice('AAAA-1111'), 5);
        await staffMail.forget('w1');
        expect(await staffMail.getChoice('w1')).toBe('immediate');
        expect(await staffMail.dueDigests('2026-11-22', 10)).toEqual([]);
      }));

    it('moves the overdue cursor only from where it stands', () =>
      withStores(async ({ staffMail }) => {
        const first = { key: [1_764_000_000_000], id: 'a' };
        const second = { key: [1_764_000_100_000], id: 'b' };
        expect(await staffMail.overdueCursor()).toBeNull();
        expect(await staffMail.moveOverdueCursor(second, first)).toBe(false);
        expect(await staffMail.moveOverdueCursor(null, first)).toBe(true);
        expect(await staffMail.moveOverdueCursor(null, second)).toBe(false);
        expect(await staffMail.overdueCursor()).toEqual(first);
        expect(await staffMail.moveOverdueCursor(first, second)).toBe(true);
        expect(await staffMail.overdueCursor()).toEqual(second);
      }));

    it('answers the overdue sweep’s page: open requests due after the first sweep’s cursor and before now, by due date', () =>
      withStores(async ({ requests }) => {
        const due = (minutes: number) => new Date(Date.UTC(2026, 10, 21, 12, minutes)).toISOString();
        const early = await requests.create(newRequest({ status: 'New', dueAt: due(0) }));
        const first = await requests.create(newRequest({ status: 'In Progress', dueAt: due(20) }));
        const second = await requests.create(newRequest({ status: 'New', dueAt: due(10) }));
        await requests.create(newRequest({ status: 'Resolved', dueAt: due(15) }));
        await requests.create(newRequest({ status: 'New', dueAt: due(40) }));
        const page = await requests.page({
          filter: { statuses: OPEN_STATUSES, dueBefore: new Date(due(30)) },
          sort: 'due',
          direction: 'asc',
          limit: 10,
          // '0' sorts before every request id, as the first sweep's cursor has it (staff-mail-sweeps.ts).
          after: { key: [Date.parse(early.dueAt)], id: '0' },
        });
        expect(page.map((request) => request.id)).toEqual([early.id, second.id, first.id]);
      }));
  });
}
