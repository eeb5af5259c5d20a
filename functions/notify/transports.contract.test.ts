/** The Mailer and Texter contract, run against every adapter and its local provider. */
import { describe } from 'vitest';
import { runMailerContract, runTexterContract } from '../testing/contracts/notify.ts';
import { createLogMailer, createLogTexter, LIST_UNSUBSCRIBE } from './log-transport.ts';
import type { MailMessage, TextMessage } from './ports.ts';
import { maskPersonal } from '../privacy/mask.ts';
import { createSmtpMailer } from './smtp-mailer.ts';
import { recordingLogger } from '../testing/helpers/notify.ts';
import { startSmtpSink } from '../testing/fakes/smtp-sink.ts';
import { created, FROM, SID, startTwilioFake, TOKEN } from '../testing/fakes/twilio-api.ts';
import { createTwilioTexter } from './twilio-texter.ts';

/**
 * Reads the log adapter's lines back: the header line at info, then the body at debug (with a
 * List-Unsubscribe line after it when the message has a one-click address). The log
 * shows a recipient only masked, so each is read back as the sent recipient whose mask it is.
 */
function loggedMessages(lines: ReturnType<typeof recordingLogger>['lines'], sent: readonly string[]) {
  const unmask = (logged: string) => sent.find((to) => maskPersonal(to) === logged) ?? logged;
  const mails: MailMessage[] = [];
  const texts: TextMessage[] = [];
  lines.forEach((line, index) => {
    const body = lines[index + 1]?.message ?? '';
    const mail = /^E-mail logged, not sent \(no SMTP_URL\): to (.*), subject "(.*)"$/.exec(line.message);
    const [mailBody = '', unsubscribeUrl] = body.split(`\n${LIST_UNSUBSCRIBE}`);
    const oneClick = unsubscribeUrl ? { unsubscribeUrl: unsubscribeUrl.slice(1, -1) } : {};
    if (mail) mails.push({ to: unmask(mail[1]!), subject: mail[2]!, body: mailBody, ...oneClick });
    const text = /^Text logged, not sent \(no Twilio account\): to (.*)$/.exec(line.message);
    if (text) texts.push({ to: unmask(text[1]!), body });
  });
  return { mails, texts };
}

/** A transport that also notes each recipient it was given, for loggedMessages. */
function noting<M extends { to: string }>(transport: { send(message: M): Promise<void> }, sent: string[]) {
  return {
    send(message: M) {
      sent.push(message.to);
      return transport.send(message);
    },
  };
}

describe('Mailer contract', () => {
  runMailerContract('log', () => {
    const logger = recordingLogger();
    const sent: string[] = [];
    return Promise.resolve({
      // As in development mode, where the log is the mail: the message exactly, links whole
      // (token-logging.test.ts covers the masked bodies of every other mode).
      transport: noting(createLogMailer(logger, { showLinks: true }), sent),
      delivered: () => loggedMessages(logger.lines, sent).mails,
    });
  });

  runMailerContract('smtp', async () => {
    const refusedRecipient = 'nobody@example.org';
    const sink = await startSmtpSink((address) => (address === refusedRecipient ? 550 : undefined));
    return {
      transport: createSmtpMailer({ url: sink.url, from: '311@example.org' }),
      delivered: sink.messages,
      refusedRecipient,
      close: sink.close,
    };
  });
});

describe('Texter contract', () => {
  runTexterContract('log', () => {
    const logger = recordingLogger();
    const sent: string[] = [];
    return Promise.resolve({
      transport: noting(createLogTexter(logger, { showLinks: true }), sent),
      delivered: () => loggedMessages(logger.lines, sent).texts,
    });
  });

  runTexterContract('twilio', async () => {
    const refusedRecipient = '+15005550001';
    const fake = await startTwilioFake((form) =>
      form.To === refusedRecipient
        ? { status: 400, body: { code: 21211, message: 'Invalid To number', status: 400 } }
        : created(form),
    );
    return {
      transport: createTwilioTexter({ accountSid: SID, authToken: TOKEN, from: FROM, apiBase: fake.base }),
      // Only what Twilio accepted counts as delivered.
      delivered: () => fake.messages().filter((message) => message.to !== refusedRecipient),
      refusedRecipient,
      close: fake.close,
    };
  });
});
