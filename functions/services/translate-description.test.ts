/** When a description is machine-translated for staff, and that a second call never asks or writes twice. */
import { describe, expect, it } from 'vitest';
import { sampleRequest } from '#domain/testing/service-request.ts';
import type { Translator } from '../ai/ports.ts';
import { noTranslator } from '../ai/model-translate.ts';
import { silentLogger } from '../logger.ts';
import { translateDescription, wantsTranslation } from './translate-description.ts';

const korean = sampleRequest({ language: 'ko', description: '가로등이 꺼졌어요' });

function countingTranslator(): Translator & { calls: number } {
  const translator = {
    configured: true,
    calls: 0,
    translate: ({ text }: { text: string }) => {
      translator.calls += 1;
      return Promise.resolve(`EN: ${text}`);
    },
  };
  return translator;
}

describe('wantsTranslation', () => {
  const model = countingTranslator();
  it.each([
    ['a Korean description with a model', korean, model, true],
    ['without a model', korean, noTranslator, false],
    ['with no translator at all', korean, undefined, false],
    ['an English description', { ...korean, language: 'en' }, model, false],
    [
      'one already translated',
      { ...korean, descriptionTranslation: { text: 'x', language: 'en', translatedAt: '' } },
      model,
      false,
    ],
    ['an empty description', { ...korean, description: '  ' }, model, false],
  ])('%s: %s', (_name, request, translator, expected) => {
    expect(wantsTranslation(request, translator)).toBe(expected);
  });
});

describe('translateDescription', () => {
  it('asks once and writes once for two calls at the same time, on the conditional write', async () => {
    const translator = countingTranslator();
    const writes: unknown[] = [];
    const deps = {
      providers: { translator },
      clock: () => new Date('2026-01-02T03:04:05.006Z'),
      logger: silentLogger,
      stores: {
        requests: {
          updateIf: (_id: string, change: { set?: object }, condition: (current: typeof korean) => boolean) => {
            writes.push(change.set);
            return Promise.resolve({ applied: condition(korean), request: { ...korean, ...change.set } });
          },
        },
      },
    };
    const [first, second] = await Promise.all([translateDescription(deps, korean), translateDescription(deps, korean)]);
    expect(translator.calls).toBe(1);
    expect(writes).toEqual([
      {
        descriptionTranslation: {
          text: `EN: ${korean.description}`,
          language: 'en',
          translatedAt: '2026-01-02T03:04:05.006Z',
        },
      },
    ]);
    expect(first?.descriptionTranslation?.text).toBe(`EN: ${korean.description}`);
    expect(second).toBe(first);
  });

  it('resolves null, never throwing, when the model fails', async () => {
    const failing: Translator = {
      configured: true,
      translate: () => Promise.reject(new Error('AI endpoint answered 503')),
    };
    const deps = {
      providers: { translator: failing },
      clock: () => new Date(),
      logger: silentLogger,
      stores: { requests: { updateIf: () => Promise.reject(new Error('must not write')) } },
    };
    await expect(translateDescription(deps, korean)).resolves.toBeNull();
  });
});
