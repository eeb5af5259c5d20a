/**
 * The Outbox contract: pending, retried and given-up notifications with attempt counts; a message
 * keeps the tokens of its links (and its List-Unsubscribe address) only while it waits.
 */
import { describe, expect, it } from 'vitest';
import { withStores, type MakeClockedStores, type MakeStores } from './fixtures.ts';
import { runOutboxClaimContract } from './outbox-claim.contract.ts';

export function runOutboxContract(name: string, makeStores: MakeClockedStores & MakeStores): void {
  runOutboxClaimContract(name, makeStores);
  describe(`Outbox contract: ${name}`, () => {
    const stores = withStores(makeStores);
    const email = { channel: 'email' as const, to: 'ada@example.org', subject: 'Request Submitted: x', body: 'Hi' };

    it('enqueues a pending message with no attempts', async () => {
      const message = await stores().outbox.enqueue({ ...email, requestId: 'r1' });
      expect(message).toMatchObject({
        ...email,
        requestId: 'r1',
        unsubscribeUrl: null,
        status: 'pending',
        attempts: 0,
        lastError: null,
      });
      expect(await stores().outbox.get(message.id)).toEqual(message);
      const sms = await stores().outbox.enqueue({ channel: 'sms', to: '+16095550100', body: 'Hello' });
      expect(sms).toMatchObject({ subject: null, requestId: null });
    });

    it('lists due messages oldest first, with a limit', async () => {
      const first = await stores().outbox.enqueue(email);
      const second = await stores().outbox.enqueue({ ...email, to: 'b@example.org' });
      const soon = new Date(Date.now() + 1000);
      expect((await stores().outbox.listPending(soon)).map((m) => m.id)).toEqual([first.id, second.id]);
      expect((await stores().outbox.listPending(soon, { limit: 1 })).map((m) => m.id)).toEqual([first.id]);
    });

    it('retries a failed message later and counts attempts', async () => {
      const message = await stores().outbox.enqueue(email);
      const retryAt = new Date(Date.now() + 60_000);
      await stores().outbox.markFailed(message.id, 'SMTP 451', retryAt);
      expect(await stores().outbox.get(message.id)).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastError: 'SMTP 451',
        nextAttemptAt: retryAt.toISOString(),
      });
      expect(await stores().outbox.listPending(new Date())).toEqual([]);
      expect(await stores().outbox.listPending(new Date(retryAt.getTime() + 1))).toHaveLength(1);
      await stores().outbox.markSent(message.id);
      const sent = await stores().outbox.get(message.id);
      expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
      expect(sent?.sentAt).not.toBeNull();
      expect(await stores().outbox.listPending(new Date(retryAt.getTime() + 1))).toEqual([]);
    });

    it('gives up a message marked failed without a retry time', async () => {
      const message = await stores().outbox.enqueue(email);
      await stores().outbox.markFailed(message.id, 'bad address', null);
      expect(await stores().outbox.get(message.id)).toMatchObject({ status: 'failed', attempts: 1 });
      expect(await stores().outbox.listPending(new Date(Date.now() + 1e9))).toEqual([]);
    });

    const stop = 'https://311.example.org/updates/stop?token=pJx0m3Q9-_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456';
    const oneClick = 'https://311.example.org/api/follow/unsubscribe?token=pJx0m3Q9-_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456';
    const withLinks = {
      ...email,
      body: `Private link: https://311.example.org/my-request?token=f0110wUp&x=1\nStop e-mails about this request: ${stop}`,
      unsubscribeUrl: oneClick,
    };
    const redacted =
      'Private link: https://311.example.org/my-request?token=(removed)&x=1\nStop e-mails about this request: https://311.example.org/updates/stop?token=(removed)';

    it('keeps the links and the List-Unsubscribe address of a message while it waits, a retry included', async () => {
      const message = await stores().outbox.enqueue(withLinks);
      expect(message).toMatchObject({ body: withLinks.body, unsubscribeUrl: oneClick });
      await stores().outbox.markFailed(message.id, 'SMTP 451', new Date(Date.now() + 60_000));
      expect(await stores().outbox.get(message.id)).toMatchObject({ body: withLinks.body, unsubscribeUrl: oneClick });
    });

    it.each([
      ['sent', (id: string) => stores().outbox.markSent(id)],
      ['given up', (id: string) => stores().outbox.markFailed(id, 'bad address', null)],
    ])('removes the tokens of its links once %s, keeping the rest of the text', async (_state, finish) => {
      const message = await stores().outbox.enqueue(withLinks);
      await finish(message.id);
      const stored = await stores().outbox.get(message.id);
      expect(stored).toMatchObject({ subject: email.subject, to: email.to, body: redacted, unsubscribeUrl: null });
      expect(JSON.stringify(stored)).not.toContain('pJx0m3Q9');
    });

    it('counts the messages queued for a recipient key since a time, sent and failed ones too', async () => {
      const key = 'victim@example.org';
      const before = new Date(Date.now() - 60_000);
      const first = await stores().outbox.enqueue({ ...email, to: 'Victim+1@example.org', recipientKey: key });
      const second = await stores().outbox.enqueue({ ...email, to: 'victim+2@example.org', recipientKey: key });
      await stores().outbox.enqueue({ ...email, to: 'other@example.org', recipientKey: 'other@example.org' });
      await stores().outbox.enqueue({ ...email, to: 'victim@example.org' });
      await stores().outbox.markSent(first.id);
      await stores().outbox.markFailed(second.id, 'SMTP 550', null);
      expect(await stores().outbox.countForRecipient(key, before)).toBe(2);
      expect(await stores().outbox.countForRecipient('other@example.org', before)).toBe(1);
      expect(await stores().outbox.countForRecipient('nobody@example.org', before)).toBe(0);
      expect(await stores().outbox.countForRecipient(key, new Date(Date.now() + 60_000))).toBe(0);
    });

    it('answers null for an unknown id', async () => {
      expect(await stores().outbox.get('999999')).toBeNull();
      expect(await stores().outbox.get('not-an-id')).toBeNull();
    });
  });
}
