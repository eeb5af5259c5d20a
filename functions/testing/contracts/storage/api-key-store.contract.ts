/**
 * The ApiKeyStore contract: random keys returned once, only a hash kept, newest first, revoking
 * (idempotent) and verifying, which records a use at most once a minute. The stores get a clock
 * of the test's own, so "a minute later" needs no waiting.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Stores } from '../../../storage/ports.ts';
import { withClockedStores, type MakeClockedStores, type TestClock } from './fixtures.ts';

const by = { id: 'admin-1', name: 'Ada Admin' };

export function runApiKeyStoreContract(name: string, makeStores: MakeClockedStores): void {
  describe(`ApiKeyStore contract: ${name}`, () => {
    const withClock = (fn: (stores: Stores, clock: TestClock) => Promise<void>) => withClockedStores(makeStores, fn);

    it('creates a key of 32 random bytes, returned once, with its first 8 characters as prefix', () =>
      withClock(async (stores) => {
        const { apiKey, secret } = await stores.apiKeys.create({ label: 'City data portal', createdBy: by });
        expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
        expect(apiKey).toEqual({
          id: expect.any(String) as string,
          label: 'City data portal',
          prefix: secret.slice(0, 8),
          createdBy: by,
          createdAt: '2026-11-21T14:00:00.000Z',
          revokedAt: null,
          lastUsedAt: null,
        });
        expect(JSON.stringify(apiKey)).not.toContain(secret);
        expect(JSON.stringify(apiKey)).not.toContain(createHash('sha256').update(secret).digest('hex'));
        const other = await stores.apiKeys.create({ label: 'Other', createdBy: by });
        expect(other.secret).not.toBe(secret);
        expect(other.apiKey.id).not.toBe(apiKey.id);
      }));

    it('lists every key, revoked ones too, newest first', () =>
      withClock(async (stores, clock) => {
        expect(await stores.apiKeys.list()).toEqual([]);
        const first = await stores.apiKeys.create({ label: 'First', createdBy: by });
        clock.later(1000);
        const second = await stores.apiKeys.create({ label: 'Second', createdBy: by });
        clock.later(1000);
        const revoked = await stores.apiKeys.revoke(first.apiKey.id);
        expect(await stores.apiKeys.list()).toEqual([second.apiKey, revoked]);
      }));

    it('verifies a key, recording its use at most once a minute', () =>
      withClock(async (stores, clock) => {
        const { apiKey, secret } = await stores.apiKeys.create({ label: 'App', createdBy: by });
        clock.later(5000);
        const used = await stores.apiKeys.verify(secret);
        expect(used).toEqual({ ...apiKey, lastUsedAt: '2026-11-21T14:00:05.000Z' });
        clock.later(59_000);
        expect(await stores.apiKeys.verify(secret)).toEqual(used);
        expect((await stores.apiKeys.list())[0]?.lastUsedAt).toBe('2026-11-21T14:00:05.000Z');
        clock.later(1000);
        expect((await stores.apiKeys.verify(secret))?.lastUsedAt).toBe('2026-11-21T14:01:05.000Z');
        expect((await stores.apiKeys.list())[0]?.lastUsedAt).toBe('2026-11-21T14:01:05.000Z');
      }));

    it('refuses unknown, malformed and revoked keys', () =>
      withClock(async (stores, clock) => {
        const { apiKey, secret } = await stores.apiKeys.create({ label: 'App', createdBy: by });
        const wrong = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
        for (const candidate of [wrong, '', 'short', `${secret} `, secret.toUpperCase(), apiKey.id, apiKey.prefix]) {
          expect(await stores.apiKeys.verify(candidate)).toBeNull();
        }
        clock.later(1000);
        const revoked = await stores.apiKeys.revoke(apiKey.id);
        expect(revoked).toEqual({ ...apiKey, revokedAt: '2026-11-21T14:00:01.000Z' });
        expect(await stores.apiKeys.verify(secret)).toBeNull();
      }));

    it('keeps the first revocation time, and answers null for an unknown id', () =>
      withClock(async (stores, clock) => {
        const { apiKey } = await stores.apiKeys.create({ label: 'App', createdBy: by });
        const first = await stores.apiKeys.revoke(apiKey.id);
        clock.later(60_000);
        expect(await stores.apiKeys.revoke(apiKey.id)).toEqual(first);
        expect(await stores.apiKeys.revoke('no-such-key')).toBeNull();
        expect(await stores.apiKeys.revoke('')).toBeNull();
      }));
  });
}
