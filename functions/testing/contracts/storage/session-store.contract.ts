/**
 * The SessionStore contract: random tokens, expiry, renewal that retires the old token after a
 * grace, and ending a session (every token of it) or all of a user's, with the end signal.
 */
import { describe, expect, it } from 'vitest';
import type { SessionEnd } from '../../../storage/ports.ts';
import { withStores, type MakeStores } from './fixtures.ts';

export function runSessionStoreContract(name: string, makeStores: MakeStores): void {
  describe(`SessionStore contract: ${name}`, () => {
    const stores = withStores(makeStores);
    const inAnHour = () => new Date(Date.now() + 3_600_000);
    const inAMinute = () => new Date(Date.now() + 60_000);
    const ended = () => {
      const heard: SessionEnd[] = [];
      const stop = stores().sessions.onEnd((end) => heard.push(end));
      return { heard, stop };
    };

    it('creates a session with a long random token and finds it by that token', async () => {
      const session = await stores().sessions.create('u1', inAnHour());
      expect(session.token).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
      expect(session.token.startsWith(`${session.id}.`)).toBe(true);
      expect(session).toMatchObject({ userId: 'u1', current: true, renewedAt: session.createdAt });
      expect(await stores().sessions.get(session.token)).toEqual(session);
      const other = await stores().sessions.create('u1', inAnHour());
      expect(other.token).not.toBe(session.token);
      expect(other.id).not.toBe(session.id);
    });

    it('does not return an expired session', async () => {
      const session = await stores().sessions.create('u1', new Date(Date.now() - 1000));
      expect(await stores().sessions.get(session.token)).toBeNull();
      expect(await stores().sessions.getById(session.id)).toBeNull();
    });

    it('answers null for an unknown token, and for a right id with a wrong secret', async () => {
      const session = await stores().sessions.create('u1', inAnHour());
      expect(await stores().sessions.get('not-a-token')).toBeNull();
      expect(await stores().sessions.get('')).toBeNull();
      expect(await stores().sessions.get(`${session.id}.${'x'.repeat(43)}`)).toBeNull();
      expect(await stores().sessions.getById('nope')).toBeNull();
    });

    it('finds a session by id without its token', async () => {
      const session = await stores().sessions.create('u1', inAnHour());
      const { id, userId, createdAt, renewedAt, expiresAt } = session;
      expect(await stores().sessions.getById(session.id)).toEqual({ id, userId, createdAt, renewedAt, expiresAt });
    });

    it('renews: a new current token, the old one kept only until its grace ends', async () => {
      const session = await stores().sessions.create('u1', inAnHour());
      const renewed = await stores().sessions.renew(session.token, inAMinute());
      expect(renewed).toMatchObject({ id: session.id, userId: 'u1', current: true, expiresAt: session.expiresAt });
      expect(renewed!.token).not.toBe(session.token);
      expect(await stores().sessions.get(renewed!.token)).toMatchObject({ id: session.id, current: true });
      expect(await stores().sessions.get(session.token)).toMatchObject({ id: session.id, current: false });
      // Only the current token renews: a second request with the old one gets null, not a third token.
      expect(await stores().sessions.renew(session.token, inAMinute())).toBeNull();

      const again = await stores().sessions.renew(renewed!.token, new Date(Date.now() - 1));
      expect(again).not.toBeNull();
      expect(await stores().sessions.get(renewed!.token)).toBeNull(); // retired with its grace already over
      expect(await stores().sessions.get(session.token)).toBeNull(); // two renewals back: gone
      expect(await stores().sessions.get(again!.token)).toMatchObject({ current: true });
    });

    it('ends a session, every token of it, by any of its tokens, and says so', async () => {
      const listen = ended();
      const session = await stores().sessions.create('a', inAnHour());
      const renewed = (await stores().sessions.renew(session.token, inAMinute()))!;
      const other = await stores().sessions.create('a', inAnHour());
      await stores().sessions.delete(session.token); // the retired token still ends the session
      expect(await stores().sessions.get(session.token)).toBeNull();
      expect(await stores().sessions.get(renewed.token)).toBeNull();
      expect(await stores().sessions.getById(session.id)).toBeNull();
      expect(await stores().sessions.get(other.token)).not.toBeNull();
      expect(listen.heard).toEqual([{ sessionId: session.id }]);
      listen.stop();
    });

    it('does not end a session for a token with its id and a wrong secret', async () => {
      const session = await stores().sessions.create('a', inAnHour());
      await stores().sessions.delete(`${session.id}.${'x'.repeat(43)}`);
      expect(await stores().sessions.get(session.token)).not.toBeNull();
    });

    it('ends every session of a user, and says so', async () => {
      const listen = ended();
      const a1 = await stores().sessions.create('a', inAnHour());
      const a2 = await stores().sessions.create('a', inAnHour());
      const b1 = await stores().sessions.create('b', inAnHour());
      await stores().sessions.deleteAllForUser('a');
      expect(await stores().sessions.get(a1.token)).toBeNull();
      expect(await stores().sessions.get(a2.token)).toBeNull();
      expect(await stores().sessions.get(b1.token)).toEqual(b1);
      expect(listen.heard).toEqual([{ userId: 'a' }]);
      listen.stop();
      await stores().sessions.deleteAllForUser('b');
      expect(listen.heard).toHaveLength(1); // a listener that stopped hears nothing more
    });
  });
}
