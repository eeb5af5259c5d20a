import { describe, expect, it } from 'vitest';
import { bothWordings, missingAfterWordings, phaseAt, phasedTextSchema, wordingFor } from './phase.ts';

describe('phased texts', () => {
  it('uses a neutral text on both sides and each wording on its own side', () => {
    expect(bothWordings('Same')).toEqual({ before: 'Same', after: 'Same' });
    expect(wordingFor({ before: 'Running', after: 'Ran' }, 'after')).toBe('Ran');
    expect(wordingFor({ before: 'Running' }, 'after')).toBe('Running');
  });

  it('switches at the instant the polls close', () => {
    const at = '2025-11-05T01:00:00.000Z';
    expect(phaseAt(at, Date.parse(at) - 1)).toBe('before');
    expect(phaseAt(at, Date.parse(at))).toBe('after');
  });

  it('rejects an after wording without its before wording, and an empty text', () => {
    expect(phasedTextSchema.safeParse({ after: 'Ran' }).success).toBe(false);
    expect(phasedTextSchema.safeParse('').success).toBe(false);
  });

  it('names every field that still lacks its after wording', () => {
    expect(
      missingAfterWordings({
        intro: { before: 'Two slates are running' },
        slatesIntro: { before: 'a', after: 'b' },
        name: 'neutral',
        voteMethods: { mail: { text: { before: 'Apply by Oct. 28' } } },
        keyDates: [{ date: 'Oct 14' }, { note: { before: 'x' } }],
      }),
    ).toEqual(['intro', 'voteMethods.mail.text', 'keyDates[1].note']);
  });
});
