/**
 * A local fake of an OpenAI-compatible chat endpoint for tests: records each request and answers
 * with what the test asks for (a reply content, an HTTP error, or nothing for a while).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface SeenChatRequest {
  path: string | undefined;
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: { role: string; content: unknown }[];
    response_format?: { type: string; json_schema?: { name: string; strict: boolean; schema: unknown } };
  };
}

export type FakeReply =
  { content: string } | { status: number; body: unknown } | { raw: string } | { delayMs: number; content: string };

export interface FakeModelServer {
  baseUrl: string;
  seen: SeenChatRequest[];
  reply: FakeReply;
  close(): Promise<void>;
}

const completion = (content: string) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  model: 'fake-model',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
});

export async function startFakeModel(): Promise<FakeModelServer> {
  const seen: SeenChatRequest[] = [];
  const fake = { seen, reply: { content: '{}' } } as FakeModelServer;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({
        path: request.url,
        authorization: request.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as SeenChatRequest['body'],
      });
      const reply = fake.reply;
      const send = (status: number, text: string) => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(text);
      };
      if (request.url !== '/v1/chat/completions') send(404, JSON.stringify({ error: { message: 'Not found' } }));
      else if ('status' in reply) send(reply.status, JSON.stringify(reply.body));
      else if ('raw' in reply) send(200, reply.raw);
      else if ('delayMs' in reply)
        setTimeout(() => {
          send(200, JSON.stringify(completion(reply.content)));
        }, reply.delayMs);
      else send(200, JSON.stringify(completion(reply.content)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => {
        resolve();
      });
    });
  return fake;
}
