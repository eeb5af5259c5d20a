/** A local SMTP sink for tests (smtp-server on a free loopback port), with the user "user" / "secret". */
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import type { MailMessage } from '../../notify/ports.ts';

interface Received {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
}

/**
 * A sink that accepts user/secret, records every message (and hands it to `onReceived` before it
 * answers the sender), and refuses recipients `refuse` returns a code for.
 */
export async function startSmtpSink(
  refuse?: (address: string) => number | undefined,
  onReceived?: (message: Received) => void,
) {
  const received: Received[] = [];
  const options: SMTPServerOptions = {
    // Plain connection on loopback: no certificate to trust in the test.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'user' && auth.password === 'secret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      const code = refuse?.(address.address);
      if (code === undefined) {
        callback();
        return;
      }
      callback(Object.assign(new Error(`Mailbox ${address.address} refused`), { responseCode: code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const message: Received = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(message);
        onReceived?.(message);
        callback();
      });
    },
  };
  const server = new SMTPServer(options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://user:secret@127.0.0.1:${port}`,
    /** The received messages as a Mailer was given them (To, Subject, body and List-Unsubscribe read back). */
    messages: (): MailMessage[] => received.map((message) => readBack(message.raw)),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

/**
 * RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) back to text, as a mail client shows a
 * subject in Korean or Hindi; the space between two encoded words is not part of the text.
 */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : fromQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** A header of a raw message, unfolded (a long one continues on lines that start with a space) and decoded. */
export const header = (raw: string, name: string) => {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const value = new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1];
  return value === undefined ? undefined : decodeWords(value);
};

/** Quoted-printable back to text: soft line breaks joined, =XX bytes read as UTF-8. */
function fromQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}/.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The text body of a raw message, decoded when the mailer wrote it quoted-printable (long lines) or base64 (mostly not Latin). */
export const bodyOf = (raw: string) => {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  const encoding = header(raw, 'Content-Transfer-Encoding') ?? '';
  const decoded = /^quoted-printable$/i.test(encoding)
    ? fromQuotedPrintable(body)
    : /^base64$/i.test(encoding)
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : body;
  return decoded.replace(/\r\n/g, '\n').trim();
};

/**
 * A raw message as the Mailer was given it; List-Unsubscribe counts only with the RFC 8058
 * List-Unsubscribe-Post beside it.
 */
export function readBack(raw: string): MailMessage {
  const unsubscribe = /^<(.*)>$/.exec(header(raw, 'List-Unsubscribe') ?? '')?.[1];
  const oneClick = header(raw, 'List-Unsubscribe-Post') === 'List-Unsubscribe=One-Click';
  return {
    to: header(raw, 'To') ?? '',
    subject: header(raw, 'Subject') ?? '',
    body: bodyOf(raw),
    ...(unsubscribe && oneClick ? { unsubscribeUrl: unsubscribe } : {}),
  };
}
