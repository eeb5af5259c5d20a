/**
 * The restore contract: what the data import (scripts/data-transfer.ts) relies on. Whatever a
 * backend is given by `restore` it must answer back exactly, every field and every timestamp,
 * because an export of the restored store is compared with the original export.
 */
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../auth/password.ts';
import { cheapHash } from '../../fixtures/staff.ts';
import type { ServiceRequest, StaffProfile, SubmitterInfo } from '#domain/requests/request-schemas.ts';
import { legacyReference } from '#domain/requests/reference.ts';
import { sampleRequest } from '#domain/testing/service-request.ts';
import { newRequest, NOTHING_OPTIONAL, withStores, type MakeStores } from './fixtures.ts';

/** A complete request with timestamps a store would never pick itself (years ago, odd milliseconds). */
function oldRequest(overrides: Partial<ServiceRequest> = {}): ServiceRequest {
  const fresh = newRequest();
  return {
    ...sampleRequest(),
    ...fresh,
    reference: legacyReference(fresh.id),
    createdAt: '2023-03-04T05:06:07.089Z',
    ...overrides,
  };
}

const info: SubmitterInfo = {
  name: 'PRIVATE Ada Lovelace',
  email: 'private-ada@example.org',
  phone: '609-555-0199',
  address: 'PRIVATE 1 Elm St',
  wantsTextAlerts: true,
  createdAt: '2023-03-04T05:06:07.123Z',
};

const profile = (id: string, overrides: Partial<StaffProfile> = {}): StaffProfile => ({
  id,
  name: `Staff ${id}`,
  email: `${id.toLowerCase()}@township.test`,
  department: 'Public Works',
  role: 'manager',
  active: true,
  mustChangePassword: false,
  ...overrides,
});

// Staff rows may come back as null-prototype objects (node:sqlite), so staff use toEqual.
export function runRestoreContract(name: string, makeStores: MakeStores): void {
  describe(`restore contract: ${name}`, () => {
    const stores = withStores(makeStores);

    it('restores a request exactly, timestamps included, and lists and counts it', async () => {
      const older = oldRequest({ assignedTo: 'staff-1', status: 'New', priority: 'Emergency' });
      const newer = oldRequest({
        createdAt: '2024-07-08T09:10:11.012Z',
        lastUpdatedAt: '2024-07-09T00:00:00.001Z',
        hiddenPhoto: { reason: 'Shows a face', timestamp: '2024-07-09T00:00:00.001Z', user: 'Mona', userId: 'm1' },
      });
      await stores().requests.restore(older);
      await stores().requests.restore(newer);
      expect(await stores().requests.get(older.id)).toStrictEqual(older);
      expect(await stores().requests.get(newer.id)).toStrictEqual(newer);
      expect(await stores().requests.list()).toStrictEqual([newer, older]);
      expect(await stores().requests.listByAssignee('staff-1')).toStrictEqual([older]);
      const counts = await stores().requests.counts();
      expect(counts.byStatus.New).toBe(1);
      expect(counts.activeEmergencies).toBe(1);
    });

    it('restores nulls and empty lists as they are', async () => {
      const bare = oldRequest(NOTHING_OPTIONAL);
      await stores().requests.restore(bare);
      expect(await stores().requests.get(bare.id)).toStrictEqual(bare);
    });

    it('replaces a request with the same id, keeping its submitter info', async () => {
      const created = await stores().requests.create(newRequest());
      await stores().submitterInfo.restore(created.id, info);
      const replacement = oldRequest({ id: created.id, status: 'Closed', comments: [], description: 'Replaced' });
      await stores().requests.restore(replacement);
      expect(await stores().requests.get(created.id)).toStrictEqual(replacement);
      expect(await stores().requests.list()).toHaveLength(1);
      expect(await stores().submitterInfo.get(created.id)).toStrictEqual(info);
    });

    it('restores submitter info exactly, and replaces it', async () => {
      const request = oldRequest();
      await stores().requests.restore(request);
      await stores().submitterInfo.restore(request.id, info);
      expect(await stores().submitterInfo.get(request.id)).toStrictEqual(info);
      const changed = { ...info, phone: '', wantsTextAlerts: false, createdAt: '2020-01-01T00:00:00.000Z' };
      await stores().submitterInfo.restore(request.id, changed);
      expect(await stores().submitterInfo.get(request.id)).toStrictEqual(changed);
    });

    it('restores staff of every role under their ids, with their password hashes', async () => {
      const roles = ['worker', 'manager', 'admin', 'developer'] as const;
      // One deactivated, one with a temporary password: both flags travel.
      const restored = roles.map((role, i) =>
        profile(`Id${i}${role}`, { role, name: `${'DCBA'[i]} ${role}`, active: i !== 1, mustChangePassword: i === 2 }),
      );
      const hash = await cheapHash('kept password');
      for (const one of restored) await stores().staff.restore(one, hash);
      for (const one of restored) {
        expect(await stores().staff.getProfile(one.id)).toEqual(one);
        const login = await stores().staff.findLogin(one.email.toUpperCase());
        expect(login).toMatchObject({ userId: one.id, email: one.email });
        // Where this server checks passwords the hash is kept as given; Firebase Auth never shows it.
        if (stores().identity.method === 'password') {
          expect(login?.passwordHash).toBe(hash);
          expect(await verifyPassword('kept password', login!.passwordHash!)).toBe(true);
        } else {
          expect(login?.passwordHash).toBeNull();
        }
      }
      expect(await stores().staff.listProfiles()).toEqual([...restored].reverse());
    });

    it('restores a login without a hash that no password opens', async () => {
      const one = profile('NoHash1');
      await stores().staff.restore(one, null);
      expect(await stores().staff.getProfile(one.id)).toEqual(one);
      const login = await stores().staff.findLogin(one.email);
      expect(login).toStrictEqual({ userId: one.id, email: one.email, passwordHash: null });
    });

    it('replaces a staff member with the same id: profile, e-mail and hash', async () => {
      const created = await stores().staff.create({
        name: 'Old Name',
        email: 'old@township.test',
        department: 'Public Works',
        role: 'worker',
        password: 'old password',
      });
      const replacement = profile(created.id, { email: 'new@township.test', role: 'admin', name: 'New Name' });
      const hash = await cheapHash('new password');
      await stores().staff.restore(replacement, hash);
      expect(await stores().staff.getProfile(created.id)).toEqual(replacement);
      expect(await stores().staff.listProfiles()).toEqual([replacement]);
      expect(await stores().staff.findLogin('old@township.test')).toBeNull();
      expect(await stores().staff.findLogin('new@township.test')).toMatchObject({ userId: created.id });
    });

    it('refuses a staff member whose e-mail belongs to another account, changing nothing', async () => {
      const existing = profile('Existing1');
      await stores().staff.restore(existing, null);
      await expect(stores().staff.restore(profile('Other1', { email: existing.email }), null)).rejects.toThrow();
      expect(await stores().staff.getProfile('Other1')).toBeNull();
      expect(await stores().staff.findLogin(existing.email)).toMatchObject({ userId: existing.id });
    });
  });
}
