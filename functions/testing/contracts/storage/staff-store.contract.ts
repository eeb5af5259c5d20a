/** The StaffStore contract: logins and profiles created and deleted together, unique e-mails. */
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../auth/password.ts';
import { StoreConflictError } from '../../../storage/ports.ts';
import { withStores, type MakeStores } from './fixtures.ts';

const staff = (email: string, name = 'Sam Lee') => ({
  name,
  email,
  department: 'Public Works',
  role: 'worker' as const,
  password: `password of ${email}`,
});

export function runStaffStoreContract(name: string, makeStores: MakeStores): void {
  describe(`StaffStore contract: ${name}`, () => {
    const stores = withStores(makeStores);

    it('creates a login and a profile with the same id', async () => {
      const profile = await stores().staff.create(staff('Sam@Example.org'));
      expect(profile).toEqual({
        id: profile.id,
        name: 'Sam Lee',
        email: 'sam@example.org',
        department: 'Public Works',
        role: 'worker',
        active: true,
        mustChangePassword: false,
      });
      expect(await stores().staff.getProfile(profile.id)).toEqual(profile);
      const login = await stores().staff.findLogin('SAM@example.ORG');
      expect(login).toMatchObject({ userId: profile.id, email: 'sam@example.org' });
      // Where this server checks passwords, it keeps a salted hash, never the password.
      if (stores().identity.method === 'password') {
        expect(login?.passwordHash).not.toContain('password of');
        expect(await verifyPassword('password of Sam@Example.org', login!.passwordHash!)).toBe(true);
      } else {
        expect(login?.passwordHash).toBeNull();
      }
    });

    it('refuses a second account with the same e-mail in any case', async () => {
      await stores().staff.create(staff('sam@example.org'));
      await expect(stores().staff.create(staff('SAM@example.org', 'Other'))).rejects.toBeInstanceOf(StoreConflictError);
      expect(await stores().staff.listProfiles()).toHaveLength(1);
    });

    it('lists profiles by name', async () => {
      await stores().staff.create(staff('c@example.org', 'carla'));
      await stores().staff.create(staff('a@example.org', 'Alma'));
      await stores().staff.create(staff('b@example.org', 'Bea'));
      expect((await stores().staff.listProfiles()).map((p) => p.name)).toEqual(['Alma', 'Bea', 'carla']);
    });

    it('deletes the login and the profile together', async () => {
      const kept = await stores().staff.create(staff('keep@example.org'));
      const gone = await stores().staff.create(staff('gone@example.org'));
      expect(await stores().staff.delete(gone.id)).toBe(true);
      expect(await stores().staff.getProfile(gone.id)).toBeNull();
      expect(await stores().staff.findLogin('gone@example.org')).toBeNull();
      expect(await stores().staff.delete(gone.id)).toBe(false);
      expect(await stores().staff.getProfile(kept.id)).toEqual(kept);
      // The e-mail is free again.
      await expect(stores().staff.create(staff('gone@example.org'))).resolves.toMatchObject({
        email: 'gone@example.org',
      });
    });

    it('answers null for unknown ids and e-mails', async () => {
      expect(await stores().staff.getProfile('nobody')).toBeNull();
      expect(await stores().staff.findLogin('nobody@example.org')).toBeNull();
    });
  });
}
