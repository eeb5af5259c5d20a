/** A local fake of Twilio's Messages resource for tests: checks path and auth, answers like Twilio. */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TextMessage } from '../../notify/ports.ts';

export const SID = `AC${'0123456789abcdef'.repeat(2)}`;
export const TOKEN = 'test-auth-token';
export const FROM = '+16095550100';

interface SeenRequest {
  method: string | undefined;
  path: string | undefined;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

export type Answer = { status: number; body: unknown } | 'hang';

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A fake of the Messages endpoint: validates like Twilio, then gives `answer`'s reply. */
export async function startTwilioFake(answer: (form: Record<string, string>) => Answer) {
  const seen: SeenRequest[] = [];
  const server = createServer((request, response) => {
    void readBody(request).then((text) => {
      const form = Object.fromEntries(new URLSearchParams(text));
      seen.push({
        method: request.method,
        path: request.url,
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        form,
      });
      const expectedAuth = `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`;
      let reply: Answer;
      if (request.url !== `/2010-04-01/Accounts/${SID}/Messages.json` || request.method !== 'POST') {
        reply = { status: 404, body: { code: 20404, message: 'The requested resource was not found', status: 404 } };
      } else if (request.headers.authorization !== expectedAuth) {
        reply = { status: 401, body: { code: 20003, message: 'Authenticate', status: 401 } };
      } else {
        reply = answer(form);
      }
      if (reply === 'hang') return;
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    seen,
    base: `http://127.0.0.1:${port}`,
    /** The accepted messages as a Texter was given them. */
    messages: (): TextMessage[] =>
      seen.map((request) => ({ to: request.form.To ?? '', body: request.form.Body ?? '' })),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

export const created = (form: Record<string, string>): Answer => ({
  status: 201,
  body: { sid: `SM${'a'.repeat(32)}`, status: 'queued', to: form.To, from: form.From, body: form.Body },
});
