import { afterEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, createOutboxNotifier, DEFAULT_RETRY } from './outbox-notifier.ts';
import { PermanentDeliveryError, type MailMessage, type Mailer, type TextMessage, type Texter } from './ports.ts';
import { memoryOutbox, recordingLogger, testClock } from '../testing/helpers/notify.ts';
import type { Outbox } from '../storage/ports.ts';

function recordingMailer(fail?: (message: MailMessage) => Error | undefined): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    send(message) {
      const error = fail?.(message);
      if (error) return Promise.reject(error);
      sent.push(message);
      return Promise.resolve();
    },
  };
}

function recordingTexter(): Texter & { sent: TextMessage[] } {
  const sent: TextMessage[] = [];
  return {
    sent,
    send(message) {
      sent.push(message);
      return Promise.resolve();
    },
  };
}

function setup(options: { mailer?: Mailer; outbox?: Outbox; batchSize?: number; pollIntervalMs?: number } = {}) {
  const clock = testClock();
  const { outbox } = memoryOutbox(clock);
  const logger = recordingLogger();
  const mailer = options.mailer ?? recordingMailer();
  const texter = recordingTexter();
  const notifier = createOutboxNotifier({
    outbox: options.outbox ?? outbox,
    mailer,
    texter,
    logger,
    now: clock.now,
    ...(options.batchSize === undefined ? {} : { batchSize: options.batchSize }),
    ...(options.pollIntervalMs === undefined ? {} : { pollIntervalMs: options.pollIntervalMs }),
  });
  return { clock, outbox, logger, mailer, texter, notifier };
}

const mail = { to: 'resident@example.org', subject: 'Request Submitted: abc', body: 'Thanks', requestId: 'abc' };

it.each([
  [1, 30_000],
  [2, 60_000],
  [3, 120_000],
  [4, 240_000],
  [7, 30 * 60_000],
  [0, 30_000],
])('backoffDelay(%i) waits %s ms', (failures, expected) => {
  expect(backoffDelay(failures, DEFAULT_RETRY)).toBe(expected);
});

describe('outbox notifier', () => {
  it('queues an e-mail in the outbox and delivers it on flush', async () => {
    const { outbox, notifier, mailer, logger, clock } = setup();
    await notifier.email(mail);
    const [queued] = await outbox.listPending(clock.now());
    expect(queued).toMatchObject({ channel: 'email', to: mail.to, subject: mail.subject, body: 'Thanks' });
    expect(queued?.requestId).toBe('abc');
    expect(logger.text()).toContain(`Outbox ${queued!.id}: email to re***@example.org queued about request abc`);

    expect(await notifier.flush()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect((mailer as ReturnType<typeof recordingMailer>).sent).toEqual([
      { to: mail.to, subject: mail.subject, body: 'Thanks' },
    ]);
    expect(await outbox.get(queued!.id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(await notifier.flush()).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('sends text messages through the texter', async () => {
    const { outbox, notifier, texter, clock } = setup();
    await notifier.text({ to: '+16095550199', body: 'Your request abc has been received.' });
    const [queued] = await outbox.listPending(clock.now());
    expect(queued).toMatchObject({ channel: 'sms', subject: null, requestId: null });
    await notifier.flush();
    expect(texter.sent).toEqual([{ to: '+16095550199', body: 'Your request abc has been received.' }]);
  });

  it('sends a number kept as it was typed in E.164, and skips (logging) one that is no number', async () => {
    const { outbox, notifier, texter, logger, clock } = setup();
    await notifier.text({ to: '(609) 555-0142', body: 'Typed', requestId: 'abc' });
    await notifier.text({ to: 'call me maybe', body: 'Skipped', requestId: 'abd' });
    expect((await outbox.listPending(clock.now())).map((row) => [row.to, row.body])).toEqual([
      ['+16095550142', 'Typed'],
    ]);
    expect(logger.text()).toContain('skipped: not a valid phone number');
    expect(logger.text()).toContain('about request abd');
    await notifier.flush();
    expect(texter.sent).toEqual([{ to: '+16095550142', body: 'Typed' }]);
  });

  it('normalises a row queued before numbers were E.164, and gives up at once on one that cannot be', async () => {
    const { outbox, notifier, texter } = setup();
    const typed = await outbox.enqueue({ channel: 'sms', to: '609.555.0143', body: 'Old row' });
    const broken = await outbox.enqueue({ channel: 'sms', to: '555-01', body: 'Broken row' });
    expect(await notifier.flush()).toEqual({ sent: 1, retrying: 0, failed: 1 });
    expect(texter.sent).toEqual([{ to: '+16095550143', body: 'Old row' }]);
    expect(await outbox.get(typed.id)).toMatchObject({ status: 'sent' });
    expect(await outbox.get(broken.id)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('retries a failing send with backoff, then keeps the row as failed', async () => {
    const { outbox, notifier, logger, clock } = setup({
      mailer: recordingMailer(() => new Error('connection refused')),
    });
    await notifier.email(mail);
    const [queued] = await outbox.listPending(clock.now());
    const id = queued!.id;

    for (let attempt = 1; attempt < DEFAULT_RETRY.maxAttempts; attempt += 1) {
      expect(await notifier.flush()).toEqual({ sent: 0, retrying: 1, failed: 0 });
      const row = await outbox.get(id);
      const wait = backoffDelay(attempt, DEFAULT_RETRY);
      expect(row).toMatchObject({ status: 'pending', attempts: attempt, lastError: 'connection refused' });
      expect(new Date(row!.nextAttemptAt).getTime() - clock.now().getTime()).toBe(wait);
      // Not due yet: nothing happens.
      expect(await notifier.flush()).toEqual({ sent: 0, retrying: 0, failed: 0 });
      clock.advance(wait);
    }
    expect(await notifier.flush()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await outbox.get(id)).toMatchObject({ status: 'failed', attempts: 5, lastError: 'connection refused' });
    expect(logger.lines.some((line) => line.level === 'error' && line.message.includes('given up after 5'))).toBe(true);
    clock.advance(24 * 3600_000);
    expect(await notifier.flush()).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('delivers on a later attempt once the provider recovers', async () => {
    let down = true;
    const mailer = recordingMailer(() => (down ? new Error('421 try later') : undefined));
    const { outbox, notifier, clock } = setup({ mailer });
    await notifier.email(mail);
    await notifier.flush();
    down = false;
    clock.advance(DEFAULT_RETRY.baseDelayMs);
    expect(await notifier.flush()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await outbox.get('1')).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(mailer.sent).toHaveLength(1);
  });

  it('gives up at once on a permanent refusal', async () => {
    const { outbox, notifier } = setup({
      mailer: recordingMailer(() => new PermanentDeliveryError('550 no such user')),
    });
    await notifier.email(mail);
    expect(await notifier.flush()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await outbox.get('1')).toMatchObject({ status: 'failed', attempts: 1, lastError: '550 no such user' });
  });

  it('masks the recipient a provider error echoes in the log, and keeps it whole in the outbox row', async () => {
    const refusal = `550 5.1.1 <${mail.to}>: Recipient address rejected`;
    const { outbox, notifier, logger } = setup({ mailer: recordingMailer(() => new Error(refusal)) });
    await notifier.email(mail);
    await notifier.flush();
    expect(logger.text()).toContain('attempt 1 failed (550 5.1.1 <re***@example.org>: Recipient address rejected)');
    expect(logger.text()).not.toContain(mail.to);
    expect(await outbox.get('1')).toMatchObject({ lastError: refusal });
  });

  it('never throws to the caller when the outbox itself fails, and logs it', async () => {
    const broken: Outbox = {
      enqueue: () => Promise.reject(new Error('disk I/O error')),
      get: () => Promise.resolve(null),
      listPending: () => Promise.resolve([]),
      claim: () => Promise.resolve(null),
      markSent: () => Promise.resolve(),
      markFailed: () => Promise.resolve(),
      countForRecipient: () => Promise.resolve(0),
    };
    const { notifier, logger } = setup({ outbox: broken });
    await expect(notifier.email(mail)).resolves.toBeUndefined();
    await expect(notifier.text({ to: '+16095550199', body: 'x' })).resolves.toBeUndefined();
    const errors = logger.lines.filter((line) => line.level === 'error');
    expect(errors.map((line) => line.message)).toEqual([
      'Could not queue email to re***@example.org about request abc',
      'Could not queue sms to +160***99',
    ]);
    expect((errors[0]?.error as Error).message).toBe('disk I/O error');
  });

  it('sends every due message in one flush, across batches, each once even when flushes overlap', async () => {
    const mailer = recordingMailer();
    const { notifier } = setup({ mailer, batchSize: 3 });
    for (let n = 0; n < 10; n += 1) await notifier.email({ ...mail, to: `r${n}@example.org` });
    const [first, second] = await Promise.all([notifier.flush(), notifier.flush()]);
    expect(first.sent + second.sent).toBe(10);
    expect(mailer.sent.map((message) => message.to)).toEqual(Array.from({ length: 10 }, (_, n) => `r${n}@example.org`));
  });
});

describe('outbox notifier worker', () => {
  const stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(stops.splice(0).map((stop) => stop()));
  });

  it('sends a queued message soon after start, without a flush, and stops cleanly', async () => {
    const mailer = recordingMailer();
    const { clock, outbox, notifier } = setup({ mailer, pollIntervalMs: 20 });
    notifier.start();
    notifier.start();
    stops.push(() => notifier.stop());
    await notifier.email(mail);
    await vi.waitFor(() => {
      expect(mailer.sent).toHaveLength(1);
    });
    await notifier.stop();
    await notifier.email({ ...mail, to: 'later@example.org' });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(mailer.sent).toHaveLength(1);
    expect(await outbox.listPending(clock.now())).toHaveLength(1);
  });

  it('picks up retries when they fall due', async () => {
    let down = true;
    const mailer = recordingMailer(() => (down ? new Error('timeout') : undefined));
    const { outbox } = memoryOutbox(testClock());
    const notifier = createOutboxNotifier({
      outbox,
      mailer,
      texter: recordingTexter(),
      logger: recordingLogger(),
      retry: { baseDelayMs: 30 },
      pollIntervalMs: 10,
    });
    notifier.start();
    stops.push(() => notifier.stop());
    await notifier.email(mail);
    await vi.waitFor(async () => {
      expect((await outbox.get('1'))?.attempts).toBeGreaterThanOrEqual(1);
    });
    down = false;
    await vi.waitFor(async () => {
      expect(await outbox.get('1')).toMatchObject({ status: 'sent' });
    });
  });
});

describe('the hourly cap per recipient', () => {
  function capped(limit: number) {
    const clock = testClock();
    const { outbox } = memoryOutbox(clock);
    const logger = recordingLogger();
    const kept: string[] = [];
    const notifier = createOutboxNotifier({
      outbox,
      mailer: recordingMailer(),
      texter: recordingTexter(),
      logger,
      now: clock.now,
      recipientHourlyLimit: limit,
      onCapped: (message, max) => {
        kept.push(`${message.subject} (${max})`);
        return Promise.resolve();
      },
    });
    return { clock, outbox, logger, kept, notifier };
  }

  it('queues up to the limit per mailbox an hour, tells onCapped of the rest, and logs it masked', async () => {
    const { outbox, logger, kept, notifier } = capped(2);
    for (const to of ['Ada+1@example.org', 'ada+2@example.org', 'ADA@example.org'])
      await notifier.email({ ...mail, to });
    await notifier.email({ ...mail, to: 'bob@example.org' });
    expect(await outbox.countForRecipient('ada@example.org', new Date(0))).toBe(2);
    expect(await outbox.countForRecipient('bob@example.org', new Date(0))).toBe(1);
    expect(kept).toEqual(['Request Submitted: abc (2)']);
    expect(logger.text()).toContain(
      'E-mail to AD***@example.org about request abc not sent: 2 e-mails to this recipient in the last hour',
    );
    expect(logger.text()).not.toContain('ADA@example.org');
  });

  it('counts e-mails sent at once to one mailbox in turn, so the cap holds', async () => {
    const { outbox, kept, notifier } = capped(2);
    await Promise.all([
      notifier.email({ ...mail, to: 'ada@example.org' }),
      notifier.email({ ...mail, to: 'bob@example.org' }),
      notifier.email({ ...mail, to: 'Ada@example.org' }),
      notifier.email({ ...mail, to: 'ada+x@example.org' }),
    ]);
    expect(await outbox.countForRecipient('ada@example.org', new Date(0))).toBe(2);
    expect(await outbox.countForRecipient('bob@example.org', new Date(0))).toBe(1);
    expect(kept).toEqual(['Request Submitted: abc (2)']);
  });

  it('caps nothing with a limit of 0, and lets a message through when the count fails', async () => {
    const off = capped(0);
    for (let n = 0; n < 5; n += 1) await off.notifier.email(mail);
    expect(await off.outbox.countForRecipient('resident@example.org', new Date(0))).toBe(5);

    const broken = capped(1);
    broken.outbox.countForRecipient = () => Promise.reject(new Error('store down'));
    await broken.notifier.email(mail);
    await broken.notifier.email(mail);
    expect(await broken.outbox.listPending(new Date(Date.now() + 86_400_000))).toHaveLength(2);
    expect(broken.kept).toEqual([]);
  });
});
