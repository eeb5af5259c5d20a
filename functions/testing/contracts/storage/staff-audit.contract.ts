/** The StaffAuditLog contract: entries stamped by the store, read newest first a page at a time. */
import { describe, expect, it } from 'vitest';
import type { NewAuditEntry } from '#domain/requests/staff-audit.ts';
import type { Stores } from '../../../storage/ports.ts';
import { withClockedStores, type MakeClockedStores, type TestClock } from './fixtures.ts';

const ada = { id: 'admin-1', name: 'Ada Admin', email: 'ada@example.org' };
const sam = { id: 'worker-1', name: 'Sam Worker', email: 'sam@example.org' };

const entry = (overrides: Partial<NewAuditEntry> = {}): NewAuditEntry => ({
  action: 'role-changed',
  actor: ada,
  subject: sam,
  from: 'worker',
  to: 'manager',
  ...overrides,
});

export function runStaffAuditContract(name: string, makeStores: MakeClockedStores): void {
  describe(`StaffAuditLog contract: ${name}`, () => {
    const withStores = (fn: (stores: Stores, clock: TestClock) => Promise<void>) => withClockedStores(makeStores, fn);

    it('stamps an entry with its clock and keeps it whole', () =>
      withStores(async (stores) => {
        const stored = await stores.staffAudit.append(entry({ action: 'deactivated', from: undefined, to: undefined }));
        expect(stored).toEqual({
          id: stored.id,
          at: '2026-11-21T14:00:00.000Z',
          action: 'deactivated',
          actor: ada,
          subject: sam,
          from: null,
          to: null,
        });
        expect(await stores.staffAudit.page({ limit: 10 })).toEqual([stored]);
      }));

    it('reads newest first, a page after another, under a clock that stands still too', () =>
      withStores(async (stores, clock) => {
        const written = [];
        for (let index = 0; index < 5; index += 1) {
          // The clock moves for some entries and not others: order is the order written.
          if (index % 2 === 0) clock.later(1000);
          written.push(await stores.staffAudit.append(entry({ to: `step ${String(index)}` })));
        }
        const newestFirst = written.reverse().map((stored) => stored.to);
        const first = await stores.staffAudit.page({ limit: 2 });
        expect(first.map((stored) => stored.to)).toEqual(newestFirst.slice(0, 2));
        const second = await stores.staffAudit.page({ limit: 2, before: first.at(-1)!.id });
        expect(second.map((stored) => stored.to)).toEqual(newestFirst.slice(2, 4));
        const last = await stores.staffAudit.page({ limit: 2, before: second.at(-1)!.id });
        expect(last.map((stored) => stored.to)).toEqual(newestFirst.slice(4));
        expect(await stores.staffAudit.page({ limit: 2, before: last.at(-1)!.id })).toEqual([]);
      }));
  });
}
