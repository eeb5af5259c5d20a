import { describe, expect, it } from 'vitest';
import { recordingLogger } from '../testing/helpers/notify.ts';
import { createPhotoAnalyzer, createTriage, DEFAULT_AI_TIMEOUT_MS, modelConfig, type AiEnv } from './create-ai.ts';

const none: AiEnv = { AI_BASE_URL: undefined, AI_API_KEY: undefined, AI_MODEL: undefined, AI_TIMEOUT_MS: undefined };
const model: AiEnv = { ...none, AI_BASE_URL: 'http://fake.test/v1', AI_MODEL: 'm', AI_API_KEY: 'sk-secret' };

/** A fetch that answers every chat call with `content` and records the URLs. */
function fakeFetch(content: unknown) {
  const urls: string[] = [];
  const impl = ((url: string) => {
    urls.push(url);
    const body = { choices: [{ message: { content: JSON.stringify(content) } }] };
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  }) as unknown as typeof fetch;
  return { urls, impl };
}

describe('modelConfig', () => {
  it('is null without a base URL and model', () => {
    expect(modelConfig(none)).toBeNull();
    expect(modelConfig({ ...none, AI_BASE_URL: 'http://x/v1' })).toBeNull();
  });

  it('uses the default timeout unless one is set', () => {
    expect(modelConfig(model)).toMatchObject({
      baseUrl: 'http://fake.test/v1',
      model: 'm',
      timeoutMs: DEFAULT_AI_TIMEOUT_MS,
    });
    expect(modelConfig({ ...model, AI_TIMEOUT_MS: 2500 })?.timeoutMs).toBe(2500);
  });
});

describe('createTriage and createPhotoAnalyzer', () => {
  it('use the rules engine, with no network, when no model is configured', async () => {
    const logger = recordingLogger();
    const { urls, impl } = fakeFetch({});
    const triage = createTriage({ env: none, logger, fetch: impl });
    const photos = createPhotoAnalyzer({ env: none, logger, fetch: impl });
    expect((await triage.suggest({ category: 'Graffiti', description: 'tag' })).source).toBe('rules');
    const photo = await photos.analyze({ imageUrl: '/p.jpg', category: 'Graffiti', description: 'tag' });
    expect(photo).toMatchObject({ source: 'rules', severity: 'Unknown — not assessed' });
    expect(urls).toEqual([]);
    expect(logger.text()).toContain('AI triage: rules engine');
    expect(logger.text()).toContain('Photo analysis: not automatic (no AI model configured)');
  });

  it('use the model endpoint when configured, never logging the key', async () => {
    const logger = recordingLogger();
    const triageReply = {
      suggestedPriority: 'Low',
      suggestedDepartment: 'Code Enforcement',
      estimatedResponseTime: '1 week',
      reasoning: 'Cosmetic.',
    };
    const { urls, impl } = fakeFetch(triageReply);
    const triage = createTriage({ env: model, logger, fetch: impl });
    expect(await triage.suggest({ category: 'Graffiti', description: 'tag' })).toEqual({
      ...triageReply,
      source: 'model',
    });
    const photoReply = { issueType: 'Graffiti', severity: 'Low', repairRecommendation: 'Paint over.' };
    const photos = createPhotoAnalyzer({ env: model, logger, fetch: fakeFetch(photoReply).impl });
    expect(
      await photos.analyze({
        imageUrl: '/p.jpg',
        bytes: new Uint8Array([1]),
        category: 'Graffiti',
        description: 'tag',
      }),
    ).toEqual({ ...photoReply, source: 'model' });
    expect(urls).toEqual(['http://fake.test/v1/chat/completions']);
    expect(logger.text()).toContain('AI triage: model m at fake.test');
    expect(logger.text()).not.toContain('sk-secret');
  });
});
