/** The model triage adapter against a local fake of an OpenAI-compatible chat endpoint. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { triageFallback } from '#domain/requests/history.ts';
import { runTriageContract } from '../testing/contracts/ai.ts';
import { ModelError, type ModelConfig } from './model-client.ts';
import { createModelTriage } from './model-triage.ts';
import { startFakeModel, type FakeModelServer } from '../testing/fakes/model-server.ts';
import { withTriageFallback } from './with-fallback.ts';

let fake: FakeModelServer;
beforeAll(async () => {
  fake = await startFakeModel();
});
afterAll(() => fake.close());

const good = {
  suggestedPriority: 'High',
  suggestedDepartment: 'Engineering',
  estimatedResponseTime: '1-2 business days',
  reasoning: 'A deep pothole on a busy road can damage cars.',
};
beforeEach(() => {
  fake.seen.length = 0;
  fake.reply = { content: JSON.stringify(good) };
});

const config = (overrides: Partial<ModelConfig> = {}): ModelConfig => ({
  baseUrl: fake.baseUrl,
  model: 'gpt-test',
  apiKey: 'sk-test',
  timeoutMs: 2000,
  ...overrides,
});
/**
 * 300 ms for the reply slower than the timeout, so that case is quick; every other case gets time
 * to spare, so a busy machine never turns its answer into a timeout.
 */
const timeoutFor = (reply: object) => ('delayMs' in reply ? 300 : 10_000);
const input = { category: 'Pothole/Road Damage', description: 'Deep pothole on Route 571' };

describe('model triage: contract', () => {
  runTriageContract('model', () => createModelTriage(config()));
});

describe('model triage', () => {
  it('names the language of a description written in another, and leaves English unsaid', async () => {
    await createModelTriage(config()).suggest({ ...input, language: 'ko' });
    await createModelTriage(config()).suggest({ ...input, language: 'en' });
    const sent = fake.seen.map((request) => JSON.parse(request.body.messages?.[1]?.content as string) as object);
    expect(sent).toEqual([{ ...input, language: 'Korean (ko)' }, input]);
    expect(fake.seen[0]?.body.messages?.[0]?.content).toContain('write the reasoning in English');
  });

  it('asks the chat endpoint for schema-shaped JSON, with the key as a Bearer token', async () => {
    expect(await createModelTriage(config()).suggest(input)).toEqual({ ...good, source: 'model' });
    const [request] = fake.seen;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer sk-test');
    expect(request?.body.model).toBe('gpt-test');
    expect(request?.body.messages?.map((message) => message.role)).toEqual(['system', 'user']);
    expect(JSON.parse(request?.body.messages?.[1]?.content as string)).toEqual(input);
    const format = request?.body.response_format;
    expect(format).toMatchObject({ type: 'json_schema', json_schema: { name: 'triage', strict: true } });
    expect(format?.json_schema?.schema).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['suggestedPriority', 'suggestedDepartment', 'estimatedResponseTime', 'reasoning'],
      properties: {
        suggestedPriority: { enum: ['Low', 'Medium', 'High', 'Emergency'] },
        suggestedDepartment: { enum: expect.arrayContaining(['Public Works', 'Engineering']) as unknown },
      },
    });
    expect(JSON.stringify(format?.json_schema?.schema)).not.toMatch(/maxLength|minLength|\$schema/);
  });

  it('sends no Authorization header when no key is configured (local endpoints)', async () => {
    await createModelTriage(config({ apiKey: undefined })).suggest(input);
    expect(fake.seen[0]?.authorization).toBeUndefined();
  });

  it('accepts JSON wrapped in a Markdown fence and ignores extra fields', async () => {
    fake.reply = { content: '```json\n' + JSON.stringify({ ...good, confidence: 0.9 }) + '\n```' };
    expect(await createModelTriage(config()).suggest(input)).toEqual({ ...good, source: 'model' });
  });

  describe.each([
    ['invalid JSON content', { content: 'High priority, Engineering.' }, 'AI reply content is not valid JSON'],
    [
      'schema-violating JSON',
      { content: JSON.stringify({ ...good, suggestedPriority: 'Urgent', suggestedDepartment: 'Fire' }) },
      'AI reply does not match the expected fields (suggestedPriority, suggestedDepartment)',
    ],
    ['a missing field', { content: JSON.stringify({ suggestedPriority: 'Low' }) }, 'AI reply does not match'],
    ['empty content', { content: '' }, 'AI reply had no message content'],
    ['a body that is not JSON', { raw: '<html>gateway</html>' }, 'AI endpoint sent a reply that is not JSON'],
    ['a body with no choices', { raw: '{"choices":[]}' }, 'AI reply had no message content'],
    [
      'HTTP 500 with an OpenAI error body',
      { status: 500, body: { error: { message: 'The server had an error', type: 'server_error' } } },
      'AI endpoint answered 500: The server had an error',
    ],
    [
      'HTTP 401',
      { status: 401, body: { error: { message: 'Incorrect API key provided' } } },
      'AI endpoint answered 401',
    ],
    [
      'a reply slower than the timeout',
      { delayMs: 1500, content: JSON.stringify(good) },
      'AI endpoint did not answer within 300 ms',
    ],
  ] as const)('on %s', (_name, reply, message) => {
    it('throws a ModelError with a short message', async () => {
      fake.reply = reply;
      const error = await createModelTriage(config({ timeoutMs: timeoutFor(reply) }))
        .suggest(input)
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ModelError);
      expect((error as Error).message).toContain(message);
    });

    it("and withTriageFallback turns it into the spec's fallback", async () => {
      fake.reply = reply;
      const result = await withTriageFallback(createModelTriage(config({ timeoutMs: timeoutFor(reply) }))).suggest(
        input,
      );
      expect(result).toMatchObject({
        suggestedPriority: 'Medium',
        suggestedDepartment: 'Public Works',
        estimatedResponseTime: '3-5 business days',
        source: 'fallback',
      });
      expect(result.reasoning).toMatch(/^AI analysis failed: .+\. Defaulting to Medium\.$/);
      expect(result.reasoning).toContain(message);
    });
  });

  it('throws when the endpoint cannot be reached', async () => {
    const triage = createModelTriage(config({ baseUrl: 'http://127.0.0.1:1/v1' }));
    await expect(triage.suggest(input)).rejects.toThrow(/^AI endpoint unreachable: /);
    expect(await withTriageFallback(triage).suggest(input)).toEqual(
      triageFallback('AI endpoint unreachable: fetch failed'),
    );
  });
});
