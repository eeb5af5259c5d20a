/** A local SMTP sink for tests (smtp-server on a free loopback port), with the user "user" / "secret". */
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import type { MailMessage } from '../../notify/ports.ts';

export interface Received {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
}

/** A sink that accepts user/secret, records every message, and refuses recipients `refuse` returns a code for. */
export async function startSmtpSink(refuse?: (address: string) => number | undefined) {
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
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
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
    /** The received messages as a Mailer was given them (To, Subject and body read back). */
    messages: (): MailMessage[] =>
      received.map((message) => ({
        to: header(message.raw, 'To') ?? '',
        subject: header(message.raw, 'Subject') ?? '',
        body: bodyOf(message.raw),
      })),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

export const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1];
export const bodyOf = (raw: string) => raw.slice(raw.indexOf('\r\n\r\n') + 4).trim();
