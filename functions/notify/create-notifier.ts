/**
 * The one place the notification transports are chosen, from validated env values: SMTP when
 * SMTP_URL is set, Twilio when its account is set, otherwise the log. Every message goes through
 * the outbox either way.
 */
import type { Env } from '../config/env.ts';
import type { Logger } from '../logger.ts';
import { createLogMailer, createLogTexter } from './log-transport.ts';
import { createOutboxNotifier, type OutboxNotifierOptions } from './outbox-notifier.ts';
import type { Mailer, Notifier, Texter } from './ports.ts';
import { createSmtpMailer } from './smtp-mailer.ts';
import { createTwilioTexter } from './twilio-texter.ts';

export type NotifyEnv = Pick<
  Env,
  'SMTP_URL' | 'MAIL_FROM' | 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_FROM' | 'TWILIO_API_BASE'
> &
  Partial<Pick<Env, 'NODE_ENV'>>;

/**
 * Whether the log transports print links whole: only in development mode, where the log is the
 * only way a local install can read its e-mails. Anywhere else (production, the default) a live
 * token never reaches the log.
 */
function linksShown(env: NotifyEnv): boolean {
  return env.NODE_ENV === 'development';
}

/**
 * The outbox worker's options, but for the transports: those are chosen here from env. The cap
 * per recipient is MAIL_RECIPIENT_HOURLY_LIMIT.
 */
interface CreateNotifierOptions extends Omit<OutboxNotifierOptions, 'mailer' | 'texter'> {
  env: NotifyEnv;
  fetch?: typeof fetch;
}

export function chooseMailer(env: NotifyEnv, logger: Logger): Mailer {
  if (env.SMTP_URL && env.MAIL_FROM) return createSmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM });
  return createLogMailer(logger, { showLinks: linksShown(env) });
}

export function chooseTexter(env: NotifyEnv, logger: Logger, fetchImpl?: typeof fetch): Texter {
  if (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM) {
    return createTwilioTexter({
      accountSid: env.TWILIO_ACCOUNT_SID,
      authToken: env.TWILIO_AUTH_TOKEN,
      from: env.TWILIO_FROM,
      apiBase: env.TWILIO_API_BASE,
      fetch: fetchImpl,
    });
  }
  return createLogTexter(logger, { showLinks: linksShown(env) });
}

/** For the start-up log line; never includes credentials. */
export function describeNotifyProviders(env: NotifyEnv): string {
  const mail = env.SMTP_URL ? `SMTP ${new URL(env.SMTP_URL).host}` : 'log only';
  const text = env.TWILIO_ACCOUNT_SID ? 'Twilio' : 'log only';
  return `e-mail: ${mail}; text: ${text}`;
}

/**
 * The worker is not started here: the server calls start() once it listens and stop() on
 * shutdown; tests call flush().
 * @example
 * const notifier = createNotifier({ env, outbox: stores.outbox, logger });
 * notifier.start();
 */
export function createNotifier(options: CreateNotifierOptions): Notifier {
  const { env, fetch: fetchImpl, ...worker } = options;
  const { logger } = worker;
  logger.info(`Notifications: ${describeNotifyProviders(env)}`);
  if ((!env.SMTP_URL || !env.TWILIO_ACCOUNT_SID) && linksShown(env)) {
    logger.info(
      'Development mode: messages logged instead of sent are printed at debug level with their links whole, live tokens included. Never run a public server with NODE_ENV=development.',
    );
  }
  return createOutboxNotifier({
    ...worker,
    mailer: chooseMailer(env, logger),
    texter: chooseTexter(env, logger, fetchImpl),
  });
}
