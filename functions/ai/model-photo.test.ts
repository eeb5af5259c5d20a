/** The model photo adapter against a local fake of an OpenAI-compatible chat endpoint (vision format). */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runPhotoAnalyzerContract } from '../testing/contracts/ai.ts';
import { ModelError, type ModelConfig } from './model-client.ts';
import { createModelPhotoAnalyzer, imageUrlFor } from './model-photo.ts';
import { startFakeModel, type FakeModelServer } from '../testing/fakes/model-server.ts';

let fake: FakeModelServer;
beforeAll(async () => {
  fake = await startFakeModel();
});
afterAll(() => fake.close());

const good = { issueType: 'Graffiti on brick wall', severity: 'Low', repairRecommendation: 'Power-wash the wall.' };
beforeEach(() => {
  fake.seen.length = 0;
  fake.reply = { content: JSON.stringify(good) };
});

const config = (overrides: Partial<ModelConfig> = {}): ModelConfig => ({
  baseUrl: fake.baseUrl,
  model: 'vision-test',
  apiKey: 'sk-test',
  timeoutMs: 2000,
  ...overrides,
});
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
/**
 * 300 ms for the reply slower than the timeout, so that case is quick; every other case gets time
 * to spare, so a busy machine never turns its answer into a timeout.
 */
const timeoutFor = (reply: object) => ('delayMs' in reply ? 300 : 10_000);
const input = {
  imageUrl: '/api/photos/abc/photo.jpg',
  bytes: jpeg,
  mimeType: 'image/jpeg',
  category: 'Graffiti',
  description: 'Tag on the wall',
};

describe('model photo analysis: contract', () => {
  runPhotoAnalyzerContract('model', () => createModelPhotoAnalyzer(config()));
});

describe('model photo analysis', () => {
  it('sends the photo inline as a data URL in the OpenAI vision format', async () => {
    expect(await createModelPhotoAnalyzer(config()).analyze(input)).toEqual({ ...good, source: 'model' });
    const [request] = fake.seen;
    expect(request?.body.model).toBe('vision-test');
    expect(request?.body.response_format?.json_schema?.name).toBe('photo_analysis');
    expect(request?.body.messages?.[1]?.content).toEqual([
      { type: 'text', text: JSON.stringify({ category: 'Graffiti', description: 'Tag on the wall' }) },
      { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${Buffer.from(jpeg).toString('base64')}` } },
    ]);
  });

  it.each([
    ['bytes', input, `data:image/jpeg;base64,${Buffer.from(jpeg).toString('base64')}`],
    [
      'bytes without a type',
      { ...input, mimeType: undefined },
      `data:image/jpeg;base64,${Buffer.from(jpeg).toString('base64')}`,
    ],
    [
      'an absolute URL only',
      { ...input, bytes: undefined, imageUrl: 'https://311.example.org/p.jpg' },
      'https://311.example.org/p.jpg',
    ],
  ])('imageUrlFor(%s)', (_name, photo, expected) => {
    expect(imageUrlFor(photo)).toBe(expected);
  });

  it('refuses to call the model with neither bytes nor an absolute URL', async () => {
    await expect(createModelPhotoAnalyzer(config()).analyze({ ...input, bytes: undefined })).rejects.toThrow(
      'no photo bytes to send to the AI endpoint',
    );
    expect(fake.seen).toHaveLength(0);
  });

  it.each([
    ['invalid JSON', { content: 'looks like graffiti' }, 'AI reply content is not valid JSON'],
    [
      'schema-violating JSON',
      { content: JSON.stringify({ issueType: 'x' }) },
      'AI reply does not match the expected fields',
    ],
    ['HTTP 500', { status: 500, body: { error: { message: 'overloaded' } } }, 'AI endpoint answered 500: overloaded'],
    ['a slow reply', { delayMs: 1500, content: JSON.stringify(good) }, 'AI endpoint did not answer within 300 ms'],
  ] as const)('throws a ModelError on %s (the caller writes the internal note)', async (_name, reply, message) => {
    fake.reply = reply;
    const error = await createModelPhotoAnalyzer(config({ timeoutMs: timeoutFor(reply) }))
      .analyze(input)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ModelError);
    expect((error as Error).message).toContain(message);
  });
});
