import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { chooseTexter, createNotifier, describeNotifyProviders, type NotifyEnv } from './create-notifier.ts';
import { memoryOutbox, recordingLogger, testClock } from '../testing/helpers/notify.ts';

const none: NotifyEnv = {
  SMTP_URL: undefined,
  MAIL_FROM: undefined,
  TWILIO_ACCOUNT_SID: undefined,
  TWILIO_AUTH_TOKEN: undefined,
  TWILIO_FROM: undefined,
  TWILIO_API_BASE: undefined,
};
const twilio = {
  TWILIO_ACCOUNT_SID: `AC${'1'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_FROM: '+16095550100',
};

it.each([
  [none, 'e-mail: log only; text: log only'],
  [
    { ...none, SMTP_URL: 'smtps://u:pw@smtp.example.org:465', MAIL_FROM: '311@example.org' },
    'e-mail: SMTP smtp.example.org:465; text: log only',
  ],
  [{ ...none, ...twilio }, 'e-mail: log only; text: Twilio'],
])('describeNotifyProviders(%o) is "%s", with no credentials', (env, expected) => {
  expect(describeNotifyProviders(env)).toBe(expected);
  expect(describeNotifyProviders(env)).not.toMatch(/pw|token/);
});

describe('createNotifier with no provider (the offline default)', () => {
  it('writes every message to the outbox and the log (recipients masked), and marks it sent to the log', async () => {
    const clock = testClock();
    const { outbox } = memoryOutbox(clock);
    const logger = recordingLogger();
    const notifier = createNotifier({ env: none, outbox, logger, now: clock.now });
    await notifier.email({
      to: 'resident@example.org',
      subject: 'Request Submitted: r1',
      body: 'Body text',
      requestId: 'r1',
    });
    await notifier.text({ to: '+16095550199', body: 'Text body', requestId: 'r1' });
    expect(await notifier.flush()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(await outbox.get('1')).toMatchObject({ channel: 'email', status: 'sent', body: 'Body text' });
    expect(await outbox.get('2')).toMatchObject({ channel: 'sms', status: 'sent', body: 'Text body' });
    expect(logger.text()).toContain('Notifications: e-mail: log only; text: log only');
    // The log shows recipients masked; the outbox row keeps them whole.
    expect(logger.text()).toContain(
      'E-mail logged, not sent (no SMTP_URL): to re***@example.org, subject "Request Submitted: r1"',
    );
    expect(logger.text()).toContain('Text logged, not sent (no Twilio account): to +160***99');
    expect(logger.text()).not.toContain('resident@example.org');
    expect(logger.text()).not.toContain('6095550199');
    expect(await outbox.get('1')).toMatchObject({ to: 'resident@example.org' });
    expect(logger.lines.filter((line) => line.level === 'debug').map((line) => line.message)).toEqual(
      expect.arrayContaining(['Body text', 'Text body']),
    );
  });
});

describe('adapter choice', () => {
  it('does not load nodemailer until an SMTP mailer sends', () => {
    // A fresh process, so the module graph is this one's alone; a resolve hook records the import.
    const script = `
      import { registerHooks } from 'node:module';
      const loaded = [];
      registerHooks({ resolve(specifier, context, next) {
        if (specifier.startsWith('nodemailer')) loaded.push(specifier);
        return next(specifier, context);
      } });
      const { chooseMailer, createNotifier } = await import(${JSON.stringify(import.meta.resolve('./create-notifier.ts'))});
      const log = { error() {}, info() {}, debug() {} };
      const smtp = { SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'a@example.org' };
      createNotifier({ env: {}, outbox: {}, logger: log });
      const mailer = chooseMailer(smtp, log);
      const before = loaded.length;
      await mailer.send({ to: 'a@example.org', subject: 's', body: 'b' }).catch(() => {});
      console.log(JSON.stringify({ before, after: loaded.length }));
    `;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(JSON.parse(output)).toEqual({ before: 0, after: 1 });
  });

  it('uses the Twilio texter only with a complete account', async () => {
    const calls: string[] = [];
    const fakeFetch = ((url: string) => {
      calls.push(url);
      return Promise.resolve(new Response('{"sid":"SM1"}', { status: 201 }));
    }) as unknown as typeof fetch;
    await chooseTexter({ ...none, ...twilio, TWILIO_API_BASE: 'http://fake' }, recordingLogger(), fakeFetch).send({
      to: '+1',
      body: 'b',
    });
    await chooseTexter({ ...none, TWILIO_ACCOUNT_SID: twilio.TWILIO_ACCOUNT_SID }, recordingLogger(), fakeFetch).send({
      to: '+1',
      body: 'b',
    });
    expect(calls).toEqual([`http://fake/2010-04-01/Accounts/${twilio.TWILIO_ACCOUNT_SID}/Messages.json`]);
  });
});
