/** The SMTP adapter against a real SMTP server (smtp-server) started by the test on a free port. */
import { afterEach, describe, expect, it } from 'vitest';
import { createNotifier } from './create-notifier.ts';
import { PermanentDeliveryError } from './ports.ts';
import { createSmtpMailer, smtpTransportOptions } from './smtp-mailer.ts';
import { memoryOutbox, recordingLogger, testClock } from '../testing/helpers/notify.ts';
import { bodyOf, header, startSmtpSink } from '../testing/fakes/smtp-sink.ts';

const sinks: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(sinks.splice(0).map((sink) => sink.close()));
});

async function startSink(refuse?: (address: string) => number | undefined) {
  const sink = await startSmtpSink(refuse);
  sinks.push(sink);
  return sink;
}

describe.each([
  ['smtp://u:p@mail.example.org:587', true],
  ['smtp://u:p@10.0.0.5:25', true],
  ['smtp://127.0.0.1:2525', false],
  ['smtp://localhost:25', false],
  ['smtp://LOCALHOST:25', false],
  ['smtp://[::1]:25', false],
  ['smtps://u:p@mail.example.org:465', false],
])('smtpTransportOptions(%s)', (url, requireTLS) => {
  it(`${requireTLS ? 'requires' : 'does not require'} STARTTLS`, () => {
    expect(smtpTransportOptions(url, 1000)).toMatchObject({ url, requireTLS, connectionTimeout: 1000 });
  });
});

describe('SMTP mailer', () => {
  it('delivers to, from, subject and body to the SMTP server, authenticated', async () => {
    const sink = await startSink();
    const mailer = createSmtpMailer({ url: sink.url, from: 'Township 311 <311@example.org>' });
    await mailer.send({
      to: 'resident@example.org',
      subject: 'Update: req123',
      body: 'Your request status has been updated to "Resolved".',
    });
    expect(sink.received).toHaveLength(1);
    const [message] = sink.received;
    expect(message).toMatchObject({ from: '311@example.org', to: ['resident@example.org'], user: 'user' });
    expect(header(message!.raw, 'From')).toBe('Township 311 <311@example.org>');
    expect(header(message!.raw, 'To')).toBe('resident@example.org');
    expect(header(message!.raw, 'Subject')).toBe('Update: req123');
    expect(bodyOf(message!.raw)).toBe('Your request status has been updated to "Resolved".');
  });

  it.each([
    [
      'Korean',
      '요청 접수됨: q3ZrT0bW8sLkP1mXa9Yc (참조 K7QM-3XPA) — 지하도 벽의 낙서에 관한 요청',
      '요청 상태가 "처리 중"(으)로 변경되었습니다.',
    ],
    ['Hindi', 'अनुरोध प्राप्त हुआ: q3ZrT0bW8sLkP1mXa9Yc (संदर्भ K7QM-3XPA)', 'आपके अनुरोध की स्थिति "प्रगति में" कर दी गई है।'],
    [
      'Spanish',
      'Solicitud enviada: q3ZrT0bW8sLkP1mXa9Yc (referencia K7QM-3XPA)',
      'El estado de su solicitud se actualizó a «En curso».',
    ],
  ])('delivers a subject and body in %s that read back as written', async (_language, subject, body) => {
    const sink = await startSink();
    const mailer = createSmtpMailer({ url: sink.url, from: 'Township 311 <311@example.org>' });
    await mailer.send({ to: 'resident@example.org', subject, body: `${body}\n${body.repeat(4)}` });
    const [message] = sink.received;
    expect(header(message!.raw, 'Subject')).toBe(subject);
    expect(bodyOf(message!.raw)).toBe(`${body}\n${body.repeat(4)}`);
  });

  it('sends the RFC 8058 pair of headers with a one-click address, unfolded, and neither without one', async () => {
    const sink = await startSink();
    const mailer = createSmtpMailer({ url: sink.url, from: '311@example.org' });
    const oneClick = `https://311.example.org/api/follow/unsubscribe?token=${'t'.repeat(43)}`;
    await mailer.send({ to: 'a@example.org', subject: 'Update: r1', body: 'b', unsubscribeUrl: oneClick });
    await mailer.send({ to: 'b@example.org', subject: 'Confirm updates about request K7QM-3XPA', body: 'b' });
    const [withLink, without] = sink.received.map((message) => message.raw);
    const head = (raw: string | undefined) => raw!.slice(0, raw!.indexOf('\r\n\r\n')).split('\r\n');
    expect(head(withLink)).toContain(`List-Unsubscribe: <${oneClick}>`);
    expect(head(withLink)).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(without).not.toMatch(/List-Unsubscribe/i);
  });

  it('rejects wrong credentials as a retryable error', async () => {
    const sink = await startSink();
    const mailer = createSmtpMailer({ url: sink.url.replace('secret', 'wrong'), from: '311@example.org' });
    const error = await mailer
      .send({ to: 'a@example.org', subject: 's', body: 'b' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PermanentDeliveryError);
    expect(sink.received).toHaveLength(0);
  });

  it('turns a 5xx refusal into a permanent error', async () => {
    const sink = await startSink(() => 550);
    const mailer = createSmtpMailer({ url: sink.url, from: '311@example.org' });
    await expect(mailer.send({ to: 'gone@example.org', subject: 's', body: 'b' })).rejects.toBeInstanceOf(
      PermanentDeliveryError,
    );
  });

  it('fails an attempt instead of hanging when nothing listens', async () => {
    const mailer = createSmtpMailer({ url: 'smtp://127.0.0.1:1', from: '311@example.org', timeoutMs: 2000 });
    await expect(mailer.send({ to: 'a@example.org', subject: 's', body: 'b' })).rejects.toThrow();
  });
});

/** A notifier sending over SMTP to `url` from an in-memory outbox. */
function smtpNotifier(url: string) {
  const clock = testClock();
  const { outbox } = memoryOutbox(clock);
  const notifier = createNotifier({
    env: { SMTP_URL: url, MAIL_FROM: '311@example.org' },
    outbox,
    logger: recordingLogger(),
    now: clock.now,
  });
  return { outbox, notifier };
}

describe('notifier configured with SMTP_URL', () => {
  it('sends queued e-mail through SMTP', async () => {
    const sink = await startSink();
    const { outbox, notifier } = smtpNotifier(sink.url);
    await notifier.email({
      to: 'resident@example.org',
      subject: 'Request Submitted: r1',
      body: 'Thanks',
      requestId: 'r1',
    });
    expect(await notifier.flush()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(sink.received.map((message) => header(message.raw, 'Subject'))).toEqual(['Request Submitted: r1']);
    expect(await outbox.get('1')).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('sends the List-Unsubscribe address queued with a message, then keeps neither it nor the token', async () => {
    const sink = await startSink();
    const { outbox, notifier } = smtpNotifier(sink.url);
    const token = 'pJx0m3Q9-_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456';
    const stop = `Stop e-mails about this request: https://311.example.org/updates/stop?token=${token}`;
    const oneClick = `https://311.example.org/api/follow/unsubscribe?token=${token}`;
    await notifier.email({ to: 'a@example.org', subject: 'Update: r1', body: stop, unsubscribeUrl: oneClick });
    expect(await notifier.flush()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(sink.messages()).toEqual([
      { to: 'a@example.org', subject: 'Update: r1', body: stop, unsubscribeUrl: oneClick },
    ]);
    const row = await outbox.get('1');
    expect(row).toMatchObject({ status: 'sent', unsubscribeUrl: null });
    expect(row?.body).toBe(stop.replace(token, '(removed)'));
  });

  it('keeps a message the server keeps refusing (451) in the outbox: retried, then failed', async () => {
    const sink = await startSink((address) => (address === 'busy@example.org' ? 451 : undefined));
    const clock = testClock();
    const { outbox } = memoryOutbox(clock);
    const logger = recordingLogger();
    const notifier = createNotifier({
      env: { SMTP_URL: sink.url, MAIL_FROM: '311@example.org' },
      outbox,
      logger,
      now: clock.now,
      retry: { maxAttempts: 3, baseDelayMs: 1000 },
    });
    await notifier.email({ to: 'busy@example.org', subject: 'Update: r2', body: 'b', requestId: 'r2' });
    expect(await notifier.flush()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(await outbox.get('1')).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await outbox.get('1'))?.lastError).toContain('busy@example.org refused');
    clock.advance(1000);
    expect(await notifier.flush()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    clock.advance(2000);
    expect(await notifier.flush()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await outbox.get('1')).toMatchObject({ status: 'failed', attempts: 3 });
    expect(sink.received).toHaveLength(0);
    expect(logger.text()).toContain('Notifications: e-mail: SMTP 127.0.0.1:');
    expect(logger.text()).not.toContain('secret');
  });
});
