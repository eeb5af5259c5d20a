/**
 * A local fake of an OpenAI-compatible chat endpoint for tests: records each request and answers
 * with what the test asks for (a reply content, an HTTP error, or nothing for a while), or, with
 * `{ auto: true }`, as a model would: a valid triage, a photo analysis, and translations made by a
 * recognisable transform (fakeTranslation), so a test can tell a translation from its original.
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
  | { content: string }
  | { status: number; body: unknown }
  | { raw: string }
  | { delayMs: number; content: string }
  | { auto: true };

/**
 * What the fake answers to a translation in `auto` mode: the text marked with the target tag.
 * @example fakeTranslation('가로등이 꺼졌어요', 'en') // '[MT en] 가로등이 꺼졌어요'
 */
export const fakeTranslation = (text: string, to: string) => `[MT ${to}] ${text}`;

/** The reply of `auto` mode, by the schema the request asks for. */
function autoContent(body: SeenChatRequest['body']): string {
  const format = body.response_format?.json_schema;
  const last = body.messages?.at(-1)?.content;
  if (format?.name === 'translation' && typeof last === 'string') {
    const { text, to } = JSON.parse(last) as { text: string; to: string };
    // The target arrives as 'Korean (ko)': the tag is what a test knows.
    const tag = /\(([^)]+)\)$/.exec(to)?.[1] ?? to;
    return JSON.stringify({ translation: fakeTranslation(text, tag) });
  }
  if (format?.name === 'photo_analysis') {
    return JSON.stringify({ issueType: 'Unclear', severity: 'Unclear', repairRecommendation: 'Inspect on site.' });
  }
  const schema = format?.schema as { properties?: { suggestedDepartment?: { enum?: string[] } } } | undefined;
  return JSON.stringify({
    suggestedPriority: 'Medium',
    suggestedDepartment: schema?.properties?.suggestedDepartment?.enum?.[0] ?? 'Public Works',
    estimatedResponseTime: '3-5 business days',
    reasoning: 'Fake model: a routine request.',
  });
}

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
      const body = seen.at(-1)!.body;
      const send = (status: number, text: string) => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(text);
      };
      if (request.url !== '/v1/chat/completions') send(404, JSON.stringify({ error: { message: 'Not found' } }));
      else if ('status' in reply) send(reply.status, JSON.stringify(reply.body));
      else if ('raw' in reply) send(200, reply.raw);
      else if ('auto' in reply) send(200, JSON.stringify(completion(autoContent(body))));
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
