/**
 * Sending on Firebase (docs/deploy-firebase.md): the outbox trigger sends a new message at once and
 * the scheduled flush retries, two instances on one Firestore, and no message goes out twice when
 * both reach it, when the trigger comes twice, or after a sender crashed holding its claim.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createOutboxNotifier } from '../../notify/outbox-notifier.ts';
import { sendNewOutboxMessage } from '../../notify/outbox-trigger.ts';
import type { MailMessage, Mailer, Texter } from '../../notify/ports.ts';
import { firebaseTestOptions } from '../../testing/helpers/firebase-test-stores.ts';
import { recordingLogger, testClock } from '../../testing/helpers/notify.ts';
import type { TransferStores } from '../transfer-ports.ts';
import { openFirebaseStores } from './firebase-stores.ts';

const LEASE_MS = 120_000;

/** A provider that counts its calls, and takes a moment over each, as a real one does. */
function countingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      await new Promise((wait) => setTimeout(wait, 20));
      sent.push(message);
    },
  };
}

const noTexts: Texter = { send: () => Promise.reject(new Error('no texts in this test')) };

const opened: TransferStores[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((stores) => stores.close()));
});

/** Two instances of the function on one Firestore project, each with its own notifier, one mailer. */
async function twoInstances() {
  const clock = testClock();
  const options = firebaseTestOptions({ now: clock.now });
  const mailer = countingMailer();
  const logger = recordingLogger();
  const instances = await Promise.all(
    [1, 2].map(async () => {
      const stores = await openFirebaseStores(options);
      opened.push(stores);
      const notifier = createOutboxNotifier({
        outbox: stores.outbox,
        mailer,
        texter: noTexts,
        logger,
        now: clock.now,
        claimLeaseMs: LEASE_MS,
      });
      return { outbox: stores.outbox, notifier };
    }),
  );
  const [first, second] = instances as [(typeof instances)[0], (typeof instances)[0]];
  /** Queues an e-mail through the first instance, as a request handler does, and answers its id. */
  const queue = async (to = 'resident@example.org') => {
    await first.notifier.email({ to, subject: 'Request Submitted: abc', body: 'Thanks', requestId: 'abc' });
    const pending = await first.outbox.listPending(clock.now());
    const message = pending.find((row) => row.to === to);
    if (!message) throw new Error('the e-mail was not queued');
    return message.id;
  };
  return { clock, mailer, logger, first, second, queue };
}

describe('sending outbox messages on Firestore', () => {
  it('sends a new message on its trigger, once, and the scheduled run then finds nothing to do', async () => {
    const { mailer, logger, first, second, queue } = await twoInstances();
    const id = await queue();
    expect(await sendNewOutboxMessage(second.notifier, logger, id)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(mailer.sent.map((message) => message.to)).toEqual(['resident@example.org']);
    expect(await first.outbox.get(id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await first.notifier.flush()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(mailer.sent).toHaveLength(1);
  });

  it('sends a message once when its trigger and the scheduled run reach it at the same moment', async () => {
    const { mailer, logger, first, second, queue } = await twoInstances();
    const ids = [await queue('a@example.org'), await queue('b@example.org'), await queue('c@example.org')];
    await Promise.all([first.notifier.flush(), ...ids.map((id) => sendNewOutboxMessage(second.notifier, logger, id))]);
    expect(mailer.sent.map((message) => message.to).sort()).toEqual([
      'a@example.org',
      'b@example.org',
      'c@example.org',
    ]);
    for (const id of ids) expect(await first.outbox.get(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('sends a message once when its trigger is delivered twice', async () => {
    const { mailer, logger, first, second, queue } = await twoInstances();
    const id = await queue();
    const results = await Promise.all([
      sendNewOutboxMessage(first.notifier, logger, id),
      sendNewOutboxMessage(second.notifier, logger, id),
    ]);
    expect(results.map((result) => result?.sent).sort()).toEqual([0, 1]);
    expect(await sendNewOutboxMessage(second.notifier, logger, id)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(mailer.sent).toHaveLength(1);
  });

  it('sends a message whose sender crashed after claiming it once the lease has passed', async () => {
    const { clock, mailer, first, second, queue } = await twoInstances();
    const id = await queue();
    // The crashed instance: it claimed the message and never sent it nor recorded anything.
    expect(await first.outbox.claim(id, clock.now(), LEASE_MS)).not.toBeNull();
    expect(await second.notifier.flush()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    clock.advance(LEASE_MS);
    expect(await second.notifier.flush()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(mailer.sent).toHaveLength(1);
    expect(await first.outbox.get(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('leaves a message that could not be sent on arrival to the scheduled run', async () => {
    const { logger, queue } = await twoInstances();
    const id = await queue();
    const broken = { send: () => Promise.reject(new Error('Firestore unavailable')) };
    expect(await sendNewOutboxMessage(broken, logger, id)).toBeNull();
    expect(logger.text()).toContain(`Outbox ${id}: could not be sent on arrival; the scheduled run retries it`);
  });
});
