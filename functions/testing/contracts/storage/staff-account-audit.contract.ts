/**
 * The StaffStore contract for the account audit log (docs/product.md#311-account-audit-log): each
 * change writes the entries it is given in the same write as itself, stamped by the store, and
 * only when it happens; entries that cannot be written undo the change (here they throw while the
 * write is built, which every adapter meets inside its transaction or batch).
 */
import { describe, expect, it } from 'vitest';
import type { Role } from '#domain/requests/constants.ts';
import type { AuditPerson, NewAuditEntry } from '#domain/requests/staff-audit.ts';
import type { Stores } from '../../../storage/ports.ts';
import type { MakeClockedStores } from './fixtures.ts';

const HOUR = 60 * 60_000;
const ada = { id: 'admin-1', name: 'Ada Admin', email: 'ada@example.org' };

/** An entry naming the change, so a test can tell which write it came with. */
const entry = (
  action: NewAuditEntry['action'],
  subject: AuditPerson = ada,
  to: string | null = null,
): NewAuditEntry => ({
  action,
  actor: ada,
  subject: { id: subject.id, name: subject.name, email: subject.email },
  from: null,
  to,
});

/** Entries that cannot be written: the change they go with must not happen either. */
const failing = (): readonly NewAuditEntry[] => {
  throw new Error('The audit log cannot be written');
};

export function runStaffAccountAuditContract(name: string, makeStores: MakeClockedStores): void {
  describe(`StaffStore audit entries: ${name}`, () => {
    const at = new Date('2026-11-21T14:00:00.000Z');

    async function withStores(fn: (stores: Stores) => Promise<void>) {
      const stores = await makeStores(() => at);
      try {
        await fn(stores);
      } finally {
        await stores.close();
      }
    }

    let count = 0;
    const add = (stores: Stores, role: Role = 'worker', mustChangePassword = false) => {
      count += 1;
      return stores.staff.create({
        name: `${role} ${String(count)}`,
        email: `audited-${role}-${String(count)}@example.org`,
        department: 'Public Works',
        role,
        password: `first password ${String(count)}`,
        mustChangePassword,
      });
    };
    const actions = async (stores: Stores) =>
      (await stores.staffAudit.page({ limit: 20 })).map((stored) => stored.action).reverse();

    it('writes the entries of each change with it, stamped by the store, and none for a change that finds no account', () =>
      withStores(async (stores) => {
        const created = await stores.staff.create(
          {
            name: 'Sam Worker',
            email: 'audited-sam@example.org',
            department: 'Public Works',
            role: 'worker',
            password: 'first password sam',
          },
          (profile) => [entry('created', profile, profile.role)],
        );
        const calls: unknown[] = [];
        await stores.staff.update(created.id, { role: 'manager' }, (before, after) => {
          calls.push([before.role, after.role]);
          return [entry('role-changed', created, after.role)];
        });
        expect(calls).toEqual([['worker', 'manager']]);
        await stores.staff.setPassword(created.id, 'temporary one', { temporary: true }, () => [
          entry('password-reset-issued', created, 'temporary'),
        ]);
        const token = await stores.staff.createResetToken(created.id, new Date(at.getTime() + HOUR), () => [
          entry('password-reset-issued', created, 'link'),
        ]);
        await stores.staff.useResetToken(token, 'a chosen password', at, () => [entry('password-reset-used', created)]);
        await stores.staff.delete(created.id, () => [entry('deleted', created)]);

        // Nothing happens, so nothing is written.
        const never = () => [entry('deleted')];
        expect(await stores.staff.update('nobody', { active: false }, never)).toBeNull();
        expect(await stores.staff.setPassword('nobody', 'whatever pass', { temporary: false }, never)).toBe(false);
        expect(await stores.staff.useResetToken(token, 'another password', at, never)).toBeNull();
        expect(await stores.staff.delete(created.id, never)).toBe(false);

        const log = await stores.staffAudit.page({ limit: 20 });
        expect(log.map((stored) => [stored.action, stored.to]).reverse()).toEqual([
          ['created', 'worker'],
          ['role-changed', 'manager'],
          ['password-reset-issued', 'temporary'],
          ['password-reset-issued', 'link'],
          ['password-reset-used', null],
          ['deleted', null],
        ]);
        expect(log[0]).toEqual({ ...entry('deleted', created), id: log[0]!.id, at: at.toISOString() });
      }));

    it('undoes a change whose audit entries cannot be written', () =>
      withStores(async (stores) => {
        await expect(
          stores.staff.create(
            {
              name: 'Never Made',
              email: 'audited-never@example.org',
              department: 'Public Works',
              role: 'worker',
              password: 'first password never',
            },
            failing,
          ),
        ).rejects.toThrow('The audit log cannot be written');
        expect(await stores.staff.findLogin('audited-never@example.org')).toBeNull();

        const worker = await add(stores);
        await expect(stores.staff.update(worker.id, { role: 'manager', active: false }, failing)).rejects.toThrow();
        expect(await stores.staff.getProfile(worker.id)).toEqual(worker);

        await expect(
          stores.staff.setPassword(worker.id, 'temporary one', { temporary: true }, failing),
        ).rejects.toThrow();
        expect(await stores.staff.getProfile(worker.id)).toMatchObject({ mustChangePassword: false });

        const token = await stores.staff.createResetToken(worker.id, new Date(at.getTime() + HOUR));
        await expect(
          stores.staff.createResetToken(worker.id, new Date(at.getTime() + HOUR), failing),
        ).rejects.toThrow();
        expect(await stores.staff.findResetToken(token, at)).toBe(worker.id);

        await stores.staff.setPassword(worker.id, 'temporary one', { temporary: true });
        const link = await stores.staff.createResetToken(worker.id, new Date(at.getTime() + HOUR));
        await expect(stores.staff.useResetToken(link, 'a chosen password', at, failing)).rejects.toThrow();
        expect(await stores.staff.findResetToken(link, at)).toBe(worker.id);
        expect(await stores.staff.getProfile(worker.id)).toMatchObject({ mustChangePassword: true });

        await expect(stores.staff.delete(worker.id, failing)).rejects.toThrow();
        expect(await stores.staff.getProfile(worker.id)).toMatchObject({ id: worker.id, active: true });
        expect(await stores.staff.findLogin(worker.email)).toMatchObject({ userId: worker.id });

        expect(await actions(stores)).toEqual([]);
      }));
  });
}
