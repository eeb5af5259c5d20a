/**
 * The transfer contract: what the data export and import (scripts/data-transfer.ts) need beyond
 * requests and staff. Each store gives back whole what it keeps (tokens and keys as their hashes
 * only) and restores it exactly, replacing what has the same key, so that the links, keys and
 * reset links handed out before a move still work after it. Needs only Firestore on Firebase (no
 * Auth emulator): reset links live in Firestore.
 */
import { describe, expect, it } from 'vitest';
import type { ResponseTemplate } from '#domain/requests/response-templates.ts';
import type { AuditEntry } from '#domain/requests/staff-audit.ts';
import { hashApiKey, newApiKeySecret } from '../../../storage/api-key-secret.ts';
import type { FollowRecord } from '../../../storage/follow-ports.ts';
import { hashFollowToken, newFollowToken, subscriptionId } from '../../../storage/follow-tokens.ts';
import type { StoredApiKey, StoredResetLink } from '../../../storage/transfer-ports.ts';
import { hashToken } from '../../../storage/session-tokens.ts';
import { withStores, type MakeStores } from './fixtures.ts';

const REQUEST = 'AbCdEfGhIjKlMnOpQrSt';
const OTHER = 'ZyXwVuTsRqPoNmLkJiHg';
/** A time no store would pick itself. */
const OLD = '2023-03-04T05:06:07.089Z';
const NOW = new Date();
const inAnHour = new Date(NOW.getTime() + 3_600_000).toISOString();

const template = (overrides: Partial<ResponseTemplate> = {}): ResponseTemplate => ({
  id: 'c0a80101-0000-4000-8000-000000000001',
  category: 'Graffiti',
  title: 'Cleaned',
  text: 'The crew removed it. «Merci» 🚧',
  createdAt: OLD,
  updatedAt: '2024-01-02T03:04:05.006Z',
  updatedBy: { id: 'mgr-1', name: 'Mona Manager' },
  ...overrides,
});

const auditEntry = (id: string, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: OLD,
  action: 'role-changed',
  actor: { id: 'admin-1', name: 'Ada Admin', email: 'ada@example.org' },
  subject: { id: 'worker-1', name: 'Sam Worker', email: 'sam@example.org' },
  from: 'worker',
  to: 'manager',
  ...overrides,
});

export function runTransferContract(name: string, makeStores: MakeStores): void {
  describe(`transfer contract: ${name}`, () => {
    const stores = withStores(makeStores);

    it('restores response templates exactly, any-category ones too, and replaces one with the same id', async () => {
      const graffiti = template();
      const any = template({ id: 'c0a80101-0000-4000-8000-000000000002', category: null, title: 'Thanks' });
      await stores().responseTemplates.restore(graffiti);
      await stores().responseTemplates.restore(any);
      expect(await stores().responseTemplates.list('Graffiti')).toStrictEqual([graffiti]);
      expect(await stores().responseTemplates.list(null)).toStrictEqual([any]);
      const moved = { ...graffiti, category: 'Pothole/Road Damage' as const, text: 'Filled.' };
      await stores().responseTemplates.restore(moved);
      expect(await stores().responseTemplates.list('Graffiti')).toStrictEqual([]);
      expect(await stores().responseTemplates.get(graffiti.id)).toStrictEqual(moved);
    });

    it('gives API keys back with their hashes, and a restored key opens the API with its old secret', async () => {
      const created = await stores().apiKeys.create({ label: 'Portal', createdBy: { id: 'a1', name: 'Ada' } });
      expect(await stores().apiKeys.listStored()).toStrictEqual([
        { apiKey: created.apiKey, hash: hashApiKey(created.secret) },
      ]);
      const secret = newApiKeySecret();
      const restored: StoredApiKey = {
        apiKey: {
          id: 'c0a80101-0000-4000-8000-0000000000aa',
          label: 'City data',
          prefix: secret.slice(0, 8),
          createdBy: { id: 'a2', name: 'Bo' },
          createdAt: OLD,
          revokedAt: null,
          lastUsedAt: '2024-05-06T07:08:09.010Z',
        },
        hash: hashApiKey(secret),
      };
      await stores().apiKeys.restore(restored);
      await stores().apiKeys.restore(restored);
      expect(await stores().apiKeys.verify(secret)).toMatchObject({ id: restored.apiKey.id, label: 'City data' });
      const revoked = { ...restored, apiKey: { ...restored.apiKey, revokedAt: OLD, lastUsedAt: null } };
      await stores().apiKeys.restore(revoked);
      expect(await stores().apiKeys.verify(secret)).toBeNull();
      const stored = await stores().apiKeys.listStored();
      expect(stored.find((one) => one.apiKey.id === revoked.apiKey.id)).toStrictEqual(revoked);
      expect(stored).toHaveLength(2);
    });

    it('gives reset links back as hashes, and a restored link works until its end, one per account', async () => {
      const token = await stores().staff.createResetToken('user-1', new Date(inAnHour));
      const [issued] = await stores().staff.listResetLinks();
      expect(issued).toMatchObject({ tokenHash: hashToken(token), userId: 'user-1', expiresAt: inAnHour });

      const moved = 'm'.repeat(43);
      const link: StoredResetLink = {
        tokenHash: hashToken(moved),
        userId: 'user-1',
        createdAt: OLD,
        expiresAt: inAnHour,
      };
      await stores().staff.restoreResetLink(link);
      await stores().staff.restoreResetLink(link);
      expect(await stores().staff.findResetToken(moved, NOW)).toBe('user-1');
      // The account's earlier link stops working, as when an admin issues a new one.
      expect(await stores().staff.findResetToken(token, NOW)).toBeNull();
      const expired: StoredResetLink = {
        tokenHash: hashToken('e'.repeat(43)),
        userId: 'user-2',
        createdAt: OLD,
        expiresAt: OLD,
      };
      await stores().staff.restoreResetLink(expired);
      expect(await stores().staff.findResetToken('e'.repeat(43), NOW)).toBeNull();
      const links = await stores().staff.listResetLinks();
      expect(links.sort((a, b) => a.userId.localeCompare(b.userId))).toStrictEqual([link, expired]);
    });

    it('restores audit entries exactly, read back newest first, and again without doubling them', async () => {
      const older = auditEntry('0lqzk3b2w0001x7k2ab', { from: null, to: null, action: 'created' });
      const newer = auditEntry('0lqzk3b2w0002x7k2ab', { at: '2024-01-01T00:00:00.001Z' });
      await stores().staffAudit.restore([older, newer]);
      await stores().staffAudit.restore([newer]);
      expect(await stores().staffAudit.page({ limit: 10 })).toStrictEqual([newer, older]);
      const appended = await stores().staffAudit.append({
        action: 'deleted',
        actor: older.actor,
        subject: older.subject,
      });
      expect((await stores().staffAudit.page({ limit: 1 }))[0]).toStrictEqual(appended);
    });

    it('gives follow records back a page at a time in key order, tokens as hashes', async () => {
      const token = await stores().follow.issueToken({
        kind: 'follow-up',
        requestId: REQUEST,
        subscriptionId: null,
        expiresAt: null,
      });
      const subscription = await stores().follow.subscribe(REQUEST, 'Ada@Example.org');
      await stores().follow.stopSubmitter(OTHER);
      await stores().follow.stopSubmitter(REQUEST);

      const [tokenRecord] = await stores().follow.pageRecords('followToken', null, 10);
      expect(tokenRecord).toMatchObject({
        kind: 'followToken',
        hash: hashFollowToken(token),
        token: { kind: 'follow-up', requestId: REQUEST },
      });
      expect(JSON.stringify(tokenRecord)).not.toContain(token);
      expect(await stores().follow.pageRecords('subscription', null, 10)).toStrictEqual([
        { kind: 'subscription', subscription },
      ]);
      const first = await stores().follow.pageRecords('submitterStop', null, 1);
      expect(first).toMatchObject([{ kind: 'submitterStop', requestId: REQUEST }]);
      expect(await stores().follow.pageRecords('submitterStop', REQUEST, 1)).toMatchObject([{ requestId: OTHER }]);
      expect(await stores().follow.pageRecords('submitterStop', OTHER, 1)).toStrictEqual([]);
    });

    it('restores follow records exactly, so the links handed out still work, and again without doubling them', async () => {
      const secrets = [newFollowToken(), newFollowToken(), newFollowToken()];
      const subscription = {
        id: subscriptionId(REQUEST, 'ada@example.org'),
        requestId: REQUEST,
        email: 'ada@example.org',
        status: 'active' as const,
        createdAt: OLD,
        confirmedAt: '2023-03-04T06:00:00.001Z',
        endedAt: null,
        language: 'zh-Hans',
      };
      const records: FollowRecord[] = [
        { kind: 'subscription', subscription },
        ...secrets.map((secret, i): FollowRecord => ({
          kind: 'followToken',
          hash: hashFollowToken(secret),
          token: {
            kind: (['confirm', 'stop', 'follow-up'] as const)[i]!,
            requestId: REQUEST,
            subscriptionId: i < 2 ? subscription.id : null,
            createdAt: OLD,
            expiresAt: i === 0 ? inAnHour : null,
          },
        })),
        { kind: 'submitterStop', requestId: OTHER, createdAt: OLD },
      ];
      await stores().follow.restore(records);
      await stores().follow.restore(records);
      expect(await stores().follow.getSubscription(subscription.id)).toStrictEqual(subscription);
      expect(await stores().follow.countActive(REQUEST)).toBe(1);
      expect(await stores().follow.submitterStopped(OTHER)).toBe(true);
      for (const [i, secret] of secrets.entries()) {
        expect(await stores().follow.findToken(secret)).toStrictEqual(
          (records[i + 1] as Extract<FollowRecord, { kind: 'followToken' }>).token,
        );
      }
      const tokens = await stores().follow.pageRecords('followToken', null, 10);
      expect(tokens).toHaveLength(3);
      expect(tokens.map((record) => (record.kind === 'followToken' ? record.hash : ''))).toStrictEqual(
        secrets.map(hashFollowToken).sort(),
      );
      expect(await stores().follow.pageRecords('submitterStop', null, 10)).toStrictEqual([records.at(-1)]);
      expect(await stores().follow.pageRecords('subscription', null, 10)).toStrictEqual([records[0]]);
    });
  });
}
