import { describe, expect, it } from 'vitest';
import { triageFallback } from '#domain/requests/history.ts';
import { recordingLogger } from '../testing/helpers/notify.ts';
import type { Triage } from './ports.ts';
import { withTriageFallback } from './with-fallback.ts';

const input = { category: 'Graffiti', description: 'x' };
const failing = (error: Error): Triage => ({ suggest: () => Promise.reject(error) });

describe('withTriageFallback', () => {
  it('passes a successful result through unchanged', async () => {
    const result = { ...triageFallback('x'), source: 'model' as const, reasoning: 'fine' };
    expect(await withTriageFallback({ suggest: () => Promise.resolve(result) }).suggest(input)).toBe(result);
  });

  it("returns the spec's fallback on failure and logs the error", async () => {
    const logger = recordingLogger();
    const error = new Error('AI endpoint answered 503: busy');
    expect(await withTriageFallback(failing(error), logger).suggest(input)).toEqual({
      suggestedPriority: 'Medium',
      suggestedDepartment: 'Public Works',
      estimatedResponseTime: '3-5 business days',
      reasoning: 'AI analysis failed: AI endpoint answered 503: busy. Defaulting to Medium.',
      source: 'fallback',
    });
    expect(logger.lines).toEqual([{ level: 'error', message: 'AI triage failed; using the fallback', error }]);
  });

  it('also covers an adapter that throws synchronously', async () => {
    const triage: Triage = {
      suggest: () => {
        throw new Error('boom');
      },
    };
    expect((await withTriageFallback(triage).suggest(input)).reasoning).toBe(
      'AI analysis failed: boom. Defaulting to Medium.',
    );
  });

  it("keeps one full stop when the error's message ends with one, as the submission does", async () => {
    expect((await withTriageFallback(failing(new Error('Model offline.'))).suggest(input)).reasoning).toBe(
      'AI analysis failed: Model offline. Defaulting to Medium.',
    );
  });
});
