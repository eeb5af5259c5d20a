/** The SessionStore contract: random tokens, expiry, sign-out of one session or all of a user. */
import { describe, expect, it } from 'vitest';
import { withStores, type MakeStores } from './fixtures.ts';

export function runSessionStoreContract(name: string, makeStores: MakeStores): void {
  describe(`SessionStore contract: ${name}`, () => {
    const stores = withStores(makeStores);
    const inAnHour = () => new Date(Date.now() + 3_600_000);

    it('creates a session with a long random token and finds it by that token', async () => {
      const session = await stores().sessions.create('u1', inAnHour());
      expect(session.token).toMatch(/^[\w-]{40,}$/);
      expect(await stores().sessions.get(session.token)).toEqual(session);
      const other = await stores().sessions.create('u1', inAnHour());
      expect(other.token).not.toBe(session.token);
    });

    it('does not return an expired session', async () => {
      const session = await stores().sessions.create('u1', new Date(Date.now() - 1000));
      expect(await stores().sessions.get(session.token)).toBeNull();
    });

    it('answers null for an unknown token', async () => {
      expect(await stores().sessions.get('not-a-token')).toBeNull();
      expect(await stores().sessions.get('')).toBeNull();
    });

    it('deletes one session, or all of a user', async () => {
      const a1 = await stores().sessions.create('a', inAnHour());
      const a2 = await stores().sessions.create('a', inAnHour());
      const b1 = await stores().sessions.create('b', inAnHour());
      await stores().sessions.delete(a1.token);
      expect(await stores().sessions.get(a1.token)).toBeNull();
      expect(await stores().sessions.get(a2.token)).not.toBeNull();
      await stores().sessions.deleteAllForUser('a');
      expect(await stores().sessions.get(a2.token)).toBeNull();
      expect(await stores().sessions.get(b1.token)).toEqual(b1);
    });
  });
}
