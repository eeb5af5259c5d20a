/**
 * The contract every Mailer and Texter adapter must meet, run against each (log, SMTP, Twilio)
 * with a harness that reads back what reached the provider: an accepted message arrives exactly
 * as given, messages keep their order, and a permanent refusal is a PermanentDeliveryError (so the
 * worker gives it up instead of retrying it).
 */
import { afterEach, expect, it } from 'vitest';
import { PermanentDeliveryError, type MailMessage, type TextMessage } from '../../notify/ports.ts';

interface TransportHarness<M> {
  transport: { send(message: M): Promise<void> };
  /** What reached the provider, as the adapter was given it. */
  delivered(): M[];
  /** An address the provider refuses for good; undefined for an adapter nothing can refuse (the log). */
  refusedRecipient?: string | undefined;
  close?(): Promise<void>;
}

function runTransportContract<M extends { to: string }>(
  kind: string,
  name: string,
  setup: () => Promise<TransportHarness<M>>,
  samples: [M, M],
): void {
  const open: TransportHarness<M>[] = [];
  const start = async () => {
    const harness = await setup();
    open.push(harness);
    return harness;
  };
  afterEach(async () => {
    await Promise.all(open.splice(0).map((harness) => (harness.close ? harness.close() : Promise.resolve())));
  });

  it(`${name} ${kind}: delivers a message exactly as given`, async () => {
    const harness = await start();
    await harness.transport.send(samples[0]);
    expect(harness.delivered()).toEqual([samples[0]]);
  });

  it(`${name} ${kind}: keeps the order of messages`, async () => {
    const harness = await start();
    await harness.transport.send(samples[0]);
    await harness.transport.send(samples[1]);
    expect(harness.delivered()).toEqual(samples);
  });

  it(`${name} ${kind}: reports a permanent refusal as PermanentDeliveryError`, async (context) => {
    const harness = await start();
    if (harness.refusedRecipient === undefined) {
      context.skip();
      return;
    }
    const refused = { ...samples[0], to: harness.refusedRecipient };
    await expect(harness.transport.send(refused)).rejects.toBeInstanceOf(PermanentDeliveryError);
    expect(harness.delivered()).toEqual([]);
  });
}

/** The second sample has a stop link, so its one-click address must reach the provider as List-Unsubscribe. */
export function runMailerContract(name: string, setup: () => Promise<TransportHarness<MailMessage>>): void {
  const token = 'pJx0m3Q9-_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456';
  runTransportContract('mailer', name, setup, [
    { to: 'resident@example.org', subject: 'Request Submitted: abc123', body: 'Your request abc123 was received.' },
    {
      to: 'other@example.org',
      subject: 'Update: abc123',
      body: `Your request status has been updated to "Closed".\n\n--\nWest Windsor 311\nStop e-mails about this request: https://311.example.org/updates/stop?token=${token}`,
      unsubscribeUrl: `https://311.example.org/api/follow/unsubscribe?token=${token}`,
    },
  ]);
}

export function runTexterContract(name: string, setup: () => Promise<TransportHarness<TextMessage>>): void {
  runTransportContract('texter', name, setup, [
    { to: '+16095550199', body: 'West Windsor 311: Your request abc123 (Graffiti) has been received.' },
    { to: '+16095550198', body: 'Your request status has been updated to "Resolved".' },
  ]);
}
