/**
 * The offline default when no provider is configured: a message is "delivered" to the server log,
 * and its outbox row (which keeps the full text) is marked sent. Nothing leaves the machine. The
 * log shows the recipient masked (privacy/mask.ts), like every other log line, and the body's
 * links with their tokens masked (privacy/mask-tokens.ts) unless `showLinks` (development mode
 * only, where the log is how a local install reads its e-mails).
 */
import type { Logger } from '../logger.ts';
import { maskPersonal } from '../privacy/mask.ts';
import { maskTokensIn } from '../privacy/mask-tokens.ts';
import type { Mailer, Texter } from './ports.ts';

/** Starts the line after a logged body that shows the header an SMTP relay would have been given. */
export const LIST_UNSUBSCRIBE = 'List-Unsubscribe: ';

interface LogTransportOptions {
  /** Print links whole, live tokens included: development mode only. */
  showLinks?: boolean;
}

const bodyOf = (text: string, options: LogTransportOptions) => (options.showLinks ? text : maskTokensIn(text));

export function createLogMailer(logger: Logger, options: LogTransportOptions = {}): Mailer {
  return {
    send(message) {
      logger.info(
        `E-mail logged, not sent (no SMTP_URL): to ${maskPersonal(message.to)}, subject "${message.subject}"`,
      );
      logger.debug(
        bodyOf(
          message.unsubscribeUrl ? `${message.body}\n${LIST_UNSUBSCRIBE}<${message.unsubscribeUrl}>` : message.body,
          options,
        ),
      );
      return Promise.resolve();
    },
  };
}

export function createLogTexter(logger: Logger, options: LogTransportOptions = {}): Texter {
  return {
    send(message) {
      logger.info(`Text logged, not sent (no Twilio account): to ${maskPersonal(message.to)}`);
      logger.debug(bodyOf(message.body, options));
      return Promise.resolve();
    },
  };
}
