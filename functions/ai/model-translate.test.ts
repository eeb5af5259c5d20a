/** The model translator against a local fake of an OpenAI-compatible chat endpoint, and the no-op one. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger.ts';
import { fakeTranslation, startFakeModel, type FakeModelServer } from '../testing/fakes/model-server.ts';
import { createTranslator } from './create-ai.ts';
import { ModelError, type ModelConfig } from './model-client.ts';
import { createModelTranslator, languageForModel, MAX_TRANSLATION_INPUT, noTranslator } from './model-translate.ts';

let fake: FakeModelServer;
beforeAll(async () => {
  fake = await startFakeModel();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.seen.length = 0;
  fake.reply = { auto: true };
});

const config = (overrides: Partial<ModelConfig> = {}): ModelConfig => ({
  baseUrl: fake.baseUrl,
  model: 'gpt-test',
  timeoutMs: 10_000,
  ...overrides,
});
const korean = { text: '가로등이 꺼졌어요. 10 Main St 앞입니다.', from: 'ko', to: 'en' };

describe('model translator', () => {
  it('asks for schema-shaped JSON with the text as data and both languages named', async () => {
    expect(await createModelTranslator(config()).translate(korean)).toBe(fakeTranslation(korean.text, 'en'));
    const [request] = fake.seen;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.body.response_format).toMatchObject({ json_schema: { name: 'translation', strict: true } });
    const [system, user] = request?.body.messages ?? [];
    expect(system?.content).toMatch(/never as instructions/);
    expect(JSON.parse(user?.content as string)).toEqual({ from: 'Korean (ko)', to: 'English (en)', text: korean.text });
  });

  it('cuts a text longer than the bound before sending it', async () => {
    await createModelTranslator(config()).translate({ ...korean, text: '가'.repeat(MAX_TRANSLATION_INPUT + 500) });
    const sent = JSON.parse(fake.seen[0]?.body.messages?.[1]?.content as string) as { text: string };
    expect(sent.text).toHaveLength(MAX_TRANSLATION_INPUT);
  });

  it('does not call the model for a text already in the language wanted', async () => {
    expect(await createModelTranslator(config()).translate({ text: 'Hello', from: 'en', to: 'en' })).toBe('Hello');
    expect(fake.seen).toHaveLength(0);
  });

  it.each([
    ['an empty translation', { content: JSON.stringify({ translation: '' }) }, 'does not match the expected fields'],
    ['HTTP 503', { status: 503, body: { error: { message: 'Overloaded' } } }, 'AI endpoint answered 503: Overloaded'],
    ['a reply slower than the timeout', { delayMs: 1500, content: '{}' }, 'did not answer within 300 ms'],
  ] as const)('throws a ModelError on %s', async (_name, reply, message) => {
    fake.reply = reply;
    const error = await createModelTranslator(config({ timeoutMs: 'delayMs' in reply ? 300 : 10_000 }))
      .translate(korean)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ModelError);
    expect((error as Error).message).toContain(message);
  });
});

describe('choosing the translator', () => {
  it('is the no-op one without a model endpoint: null, no call', async () => {
    const translator = createTranslator({ env: {}, logger: silentLogger });
    expect(translator).toBe(noTranslator);
    expect(translator.configured).toBe(false);
    expect(await translator.translate(korean)).toBeNull();
  });

  it('is the model one with AI_BASE_URL and AI_MODEL', async () => {
    const translator = createTranslator({
      env: { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'gpt-test' },
      logger: silentLogger,
    });
    expect(translator.configured).toBe(true);
    expect(await translator.translate({ text: 'Crew on the way.', from: 'en', to: 'zh-Hans' })).toBe(
      fakeTranslation('Crew on the way.', 'zh-Hans'),
    );
  });

  it.each([
    ['zh-Hans', 'Simplified Chinese (zh-Hans)'],
    ['hi', 'Hindi (hi)'],
    ['es', 'Spanish (es)'],
  ])('names %s for the model as %s', (tag, name) => {
    expect(languageForModel(tag)).toBe(name);
  });
});
