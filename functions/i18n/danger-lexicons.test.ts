import { describe, expect, it } from 'vitest';
import { dangerSigns, hasDangerLexicon } from '#domain/requests/danger-signs.ts';
import { loadDangerLexicons } from './danger-lexicons.ts';

describe('loadDangerLexicons', () => {
  it('adds the lexicon of each offered language once and names those left to English', () => {
    const lines: string[] = [];
    const logger = { info: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
    expect(loadDangerLexicons(logger, ['en', 'es', 'ko', 'xx'])).toEqual(['xx']);
    expect(lines).toEqual(['Danger check: no danger-words.json for xx; its descriptions are read in English only']);
    expect(hasDangerLexicon('es') && hasDangerLexicon('ko')).toBe(true);
    expect(dangerSigns('Other', 'huele a gas en la esquina', 'es')).toEqual(['gas leak']);
    // Once: a second call reads nothing.
    expect(loadDangerLexicons(logger, ['xx'])).toEqual([]);
    expect(lines).toHaveLength(1);
  });
});
