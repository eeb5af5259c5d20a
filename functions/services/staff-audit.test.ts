/**
 * Every account change and its audit entry are one write (docs/product.md#311-account-audit-log):
 * with the audit table refusing inserts (a trigger, as a full disk or a broken table would), each
 * change through the services fails and leaves the account as it was, never changed without its
 * entry. Once the table takes entries again, the same change lands with its entry.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import { verifyPassword } from '../auth/password.ts';
import type { Stores } from '../storage/ports.ts';
import { DATABASE_FILE, openSqliteStores } from '../storage/sqlite/sqlite-stores.ts';
import { cheapHash } from '../testing/fixtures/staff.ts';
import { resetStaffPassword, setStaffActive, updateStaffAccount } from './staff-accounts.ts';
import { changeOwnPassword, useResetLink } from './staff-passwords.ts';
import { createStaffUser, deleteStaffUser } from './staff-users.ts';

const DOWN = 'the audit log is down';

let dir: string;
let stores: Stores;
let admin: StaffProfile;
let worker: StaffProfile;
/** A second connection to the database, as an operator's would be. */
let operator: DatabaseSync;
const deps = () => ({ stores, clock: () => new Date() });

const auditDown = () => {
  operator.exec(`CREATE TRIGGER audit_down BEFORE INSERT ON staff_audit BEGIN SELECT RAISE(ABORT, '${DOWN}'); END`);
};

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'staff-audit-'));
  stores = openSqliteStores({ dataDir: dir, hashPassword: cheapHash });
  operator = new DatabaseSync(join(dir, DATABASE_FILE));
  const add = (role: 'admin' | 'worker', password: string) =>
    stores.staff.create({
      name: `A ${role}`,
      email: `${role}@example.org`,
      department: 'Public Works',
      role,
      password,
    });
  admin = await add('admin', 'the admin password');
  worker = await add('worker', 'the worker password');
});
afterEach(async () => {
  operator.close();
  await stores.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('an account change whose audit entry cannot be written', () => {
  it.each([
    ['a new role', () => updateStaffAccount(deps(), { uid: worker.id, role: 'manager' }, admin)],
    ['a new department', () => updateStaffAccount(deps(), { uid: worker.id, department: 'Engineering' }, admin)],
    ['a deactivation', () => setStaffActive(deps(), worker.id, false, admin)],
    ['a temporary password', () => resetStaffPassword(deps(), worker.id, 'temporary', admin)],
    ['a deletion', () => deleteStaffUser(deps(), worker.id, admin)],
  ])('fails and leaves the account as it was: %s', async (_change, change) => {
    auditDown();
    await expect(change()).rejects.toThrow(DOWN);
    expect(await stores.staff.getProfile(worker.id)).toEqual(worker);
    expect(await stores.staffAudit.page({ limit: 10 })).toEqual([]);
  });

  it('creates no account', async () => {
    auditDown();
    const input = {
      name: 'New Hire',
      email: 'new@example.org',
      department: 'Public Works' as const,
      role: 'worker' as const,
      password: 'a first password',
    };
    await expect(createStaffUser(deps(), input, admin)).rejects.toThrow(DOWN);
    expect(await stores.staff.findLogin('new@example.org')).toBeNull();
  });

  it('keeps the password and every reset link as they were', async () => {
    const link = await stores.staff.createResetToken(worker.id, new Date(Date.now() + 60_000));
    auditDown();
    await expect(resetStaffPassword(deps(), worker.id, 'link', admin)).rejects.toThrow(DOWN);
    await expect(useResetLink(deps(), link, 'a brand new password')).rejects.toThrow(DOWN);
    const proof = { currentPassword: 'the worker password', newPassword: 'another long password' };
    await expect(changeOwnPassword(deps(), worker, proof)).rejects.toThrow(DOWN);
    expect(await stores.staff.findResetToken(link, new Date())).toBe(worker.id);
    const login = await stores.staff.findLogin(worker.email);
    expect(await verifyPassword('the worker password', login!.passwordHash!)).toBe(true);
    expect(await stores.staffAudit.page({ limit: 10 })).toEqual([]);
  });

  it('lands with its entry once the log takes entries again', async () => {
    auditDown();
    await expect(setStaffActive(deps(), worker.id, false, admin)).rejects.toThrow(DOWN);
    operator.exec('DROP TRIGGER audit_down');
    expect(await setStaffActive(deps(), worker.id, false, admin)).toMatchObject({ ok: true });
    expect(await stores.staff.getProfile(worker.id)).toMatchObject({ active: false });
    expect((await stores.staffAudit.page({ limit: 10 })).map((entry) => entry.action)).toEqual(['deactivated']);
  });
});
