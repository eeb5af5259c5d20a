/**
 * E-mail over SMTP with nodemailer. The package is imported on the first send, so a server
 * without SMTP_URL never loads it. An e-mail with a stop link carries List-Unsubscribe and
 * List-Unsubscribe-Post (RFC 8058); the relay's DKIM signature must cover both for mailbox
 * providers to offer their one-click button.
 */
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { PermanentDeliveryError, type Mailer } from './ports.ts';

interface SmtpMailerOptions {
  /** smtp://user:password@host:587 (STARTTLS) or smtps://user:password@host:465 (TLS). */
  url: string;
  /** The From header, e.g. "Township 311 <311@example.org>". */
  from: string;
  /** Per-connection timeouts, so a dead server fails an attempt instead of hanging the worker. */
  timeoutMs?: number;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Transport settings for a URL. A plain smtp:// URL to another machine requires STARTTLS, so a
 * server (or a man in the middle) that does not offer it never receives the password or a
 * resident's address in clear; only a relay on this machine may be spoken to without TLS.
 * @example smtpTransportOptions('smtp://u:p@mail.example.org:587', 1000).requireTLS // true
 */
export function smtpTransportOptions(url: string, timeoutMs: number): SMTPTransport.Options {
  const parsed = new URL(url);
  return {
    url,
    requireTLS: parsed.protocol === 'smtp:' && !LOOPBACK.has(parsed.hostname.toLowerCase()),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  };
}

/**
 * A 5xx refusal of the envelope or the message (unknown recipient, content policy) is for good;
 * 4xx replies, network errors and a refused login (a configuration problem, fixed by the operator
 * while the row waits) may pass later.
 */
function isPermanent(error: unknown): boolean {
  const { responseCode, code } = error as { responseCode?: unknown; code?: unknown };
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    (code === 'EENVELOPE' || code === 'EMESSAGE')
  );
}

/**
 * The RFC 2369 and RFC 8058 headers of a message with a one-click stop address, as nodemailer
 * takes them: `prepared`, so the address is written as it is and never folded inside its `<>`.
 * @example unsubscribeHeaders('https://311.example.org/api/follow/unsubscribe?token=t')['List-Unsubscribe-Post'] // { prepared: true, value: 'List-Unsubscribe=One-Click' }
 */
function unsubscribeHeaders(url: string | undefined): Record<string, { prepared: true; value: string }> {
  if (!url) return {};
  return {
    'List-Unsubscribe': { prepared: true, value: `<${url}>` },
    'List-Unsubscribe-Post': { prepared: true, value: 'List-Unsubscribe=One-Click' },
  };
}

/**
 * @example
 * const mailer = createSmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM });
 * await mailer.send({ to: 'resident@example.org', subject: 'Update: abc', body: '...' });
 */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  let transporter: Promise<Transporter<SMTPTransport.SentMessageInfo>> | undefined;
  const timeoutMs = options.timeoutMs ?? 30_000;

  function transport(): Promise<Transporter<SMTPTransport.SentMessageInfo>> {
    transporter ??= import('nodemailer').then((nodemailer) =>
      nodemailer.createTransport(smtpTransportOptions(options.url, timeoutMs)),
    );
    return transporter;
  }

  return {
    async send(message) {
      const smtp = await transport();
      try {
        await smtp.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.body,
          headers: unsubscribeHeaders(message.unsubscribeUrl),
        });
      } catch (error) {
        if (isPermanent(error)) {
          throw new PermanentDeliveryError(error instanceof Error ? error.message : String(error), { cause: error });
        }
        throw error;
      }
    },
  };
}
