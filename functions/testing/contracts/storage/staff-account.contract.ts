/**
 * The StaffStore contract for an admin's changes: role, department and the active flag with the
 * last-admin guard, new passwords (temporary or not), and one-time reset links.
 */
import { describe, expect, it } from 'vitest';
import type { Role } from '#domain/requests/constants.ts';
import { LastAdminError, type Stores } from '../../../storage/ports.ts';
import { withClockedStores, type MakeClockedStores, type TestClock } from './fixtures.ts';

const HOUR = 60 * 60_000;

/**
 * `isolatedTransactions`: false where the store's transactions do not isolate (the in-process
 * Firestore emulator's are stand-ins), which skips the one test of two changes at once.
 */
export function runStaffAccountContract(
  name: string,
  makeStores: MakeClockedStores,
  { isolatedTransactions = true }: { isolatedTransactions?: boolean } = {},
): void {
  describe(`StaffStore account changes: ${name}`, () => {
    let clock: TestClock;
    const withStores = (fn: (stores: Stores) => Promise<void>) =>
      withClockedStores(makeStores, (stores, testClock) => {
        clock = testClock;
        return fn(stores);
      });

    let count = 0;
    const add = (stores: Stores, role: Role, extra: { mustChangePassword?: boolean } = {}) => {
      count += 1;
      return stores.staff.create({
        name: `${role} ${String(count)}`,
        email: `${role}-${String(count)}@example.org`,
        department: 'Public Works',
        role,
        password: `first password ${String(count)}`,
        ...extra,
      });
    };

    it('creates accounts active, with a temporary password only when asked', () =>
      withStores(async (stores) => {
        const plain = await add(stores, 'worker');
        const temporary = await add(stores, 'worker', { mustChangePassword: true });
        expect(plain).toMatchObject({ active: true, mustChangePassword: false });
        expect(await stores.staff.getProfile(temporary.id)).toMatchObject({ active: true, mustChangePassword: true });
      }));

    it('changes role, department and the active flag, answering before and after', () =>
      withStores(async (stores) => {
        const worker = await add(stores, 'worker');
        const changed = await stores.staff.update(worker.id, { role: 'manager', department: 'Engineering' });
        expect(changed?.before).toEqual(worker);
        expect(changed?.after).toEqual({ ...worker, role: 'manager', department: 'Engineering' });
        expect(await stores.staff.getProfile(worker.id)).toEqual(changed?.after);
        await stores.staff.update(worker.id, { active: false });
        expect((await stores.staff.listProfiles())[0]).toMatchObject({ id: worker.id, active: false });
        expect(await stores.staff.update('nobody', { active: false })).toBeNull();
      }));

    it('never leaves no active admin: demoting or deactivating the last one changes nothing', () =>
      withStores(async (stores) => {
        const first = await add(stores, 'admin');
        const second = await add(stores, 'admin');
        await stores.staff.update(second.id, { active: false });
        await expect(stores.staff.update(first.id, { role: 'worker' })).rejects.toBeInstanceOf(LastAdminError);
        await expect(stores.staff.update(first.id, { active: false })).rejects.toBeInstanceOf(LastAdminError);
        expect(await stores.staff.getProfile(first.id)).toMatchObject({ role: 'admin', active: true });
        // A deactivated admin may be demoted; the last active one may change department.
        await expect(stores.staff.update(second.id, { role: 'worker' })).resolves.toBeTruthy();
        await expect(stores.staff.update(first.id, { department: 'Engineering' })).resolves.toBeTruthy();
      }));

    it.skipIf(!isolatedTransactions)('lets one of two admins demoting each other at once win', () =>
      withStores(async (stores) => {
        const first = await add(stores, 'admin');
        const second = await add(stores, 'admin');
        const both = await Promise.allSettled([
          stores.staff.update(first.id, { role: 'worker' }),
          stores.staff.update(second.id, { role: 'worker' }),
        ]);
        expect(both.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
        expect((await stores.staff.listProfiles()).filter((profile) => profile.role === 'admin')).toHaveLength(1);
      }),
    );

    it('sets a password, temporary or not', () =>
      withStores(async (stores) => {
        const worker = await add(stores, 'worker', { mustChangePassword: true });
        expect(await stores.staff.setPassword(worker.id, 'a chosen password', { temporary: false })).toBe(true);
        expect(await stores.staff.getProfile(worker.id)).toMatchObject({ mustChangePassword: false });
        expect(await stores.staff.setPassword(worker.id, 'temporary one', { temporary: true })).toBe(true);
        expect(await stores.staff.getProfile(worker.id)).toMatchObject({ mustChangePassword: true });
        expect(await stores.staff.setPassword('nobody', 'whatever pass', { temporary: false })).toBe(false);
      }));

    it('takes a reset token once, until its end, and only the newest of an account', () =>
      withStores(async (stores) => {
        const worker = await add(stores, 'worker', { mustChangePassword: true });
        const old = await stores.staff.createResetToken(worker.id, new Date(clock.at.getTime() + 24 * HOUR));
        const token = await stores.staff.createResetToken(worker.id, new Date(clock.at.getTime() + 24 * HOUR));
        expect(token).toMatch(/^[\w-]{43}$/);
        expect(await stores.staff.findResetToken(old, clock.at)).toBeNull();
        expect(await stores.staff.findResetToken(token, clock.at)).toBe(worker.id);
        // Its end is exclusive: at 24 h it no longer works.
        expect(await stores.staff.findResetToken(token, new Date(clock.at.getTime() + 24 * HOUR))).toBeNull();
        expect(await stores.staff.useResetToken(token, 'a chosen password', clock.at)).toBe(worker.id);
        expect(await stores.staff.getProfile(worker.id)).toMatchObject({ mustChangePassword: false });
        expect(await stores.staff.useResetToken(token, 'another password', clock.at)).toBeNull();
        expect(await stores.staff.findResetToken('x'.repeat(43), clock.at)).toBeNull();
      }));

    it('ends reset links when the password is set, the account deactivated or deleted', () =>
      withStores(async (stores) => {
        const worker = await add(stores, 'worker');
        const later = new Date(clock.at.getTime() + HOUR);
        const first = await stores.staff.createResetToken(worker.id, later);
        await stores.staff.setPassword(worker.id, 'temporary one', { temporary: true });
        expect(await stores.staff.findResetToken(first, clock.at)).toBeNull();
        const second = await stores.staff.createResetToken(worker.id, later);
        await stores.staff.update(worker.id, { active: false });
        expect(await stores.staff.findResetToken(second, clock.at)).toBeNull();
        const third = await stores.staff.createResetToken(worker.id, later);
        await stores.staff.delete(worker.id);
        expect(await stores.staff.useResetToken(third, 'a chosen password', clock.at)).toBeNull();
      }));
  });
}
