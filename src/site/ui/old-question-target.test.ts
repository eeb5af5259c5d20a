import { describe, expect, it } from 'vitest';
import { oldQuestionTarget } from './old-question-target.ts';

const questions = { 'opening-introduce': '2025', 'taxes-1': '2025' };

describe('oldQuestionTarget', () => {
  it.each([
    ['#opening-introduce', '/elections/2025#opening-introduce'],
    ['opening-introduce', '/elections/2025#opening-introduce'],
    ['#taxes-1', '/elections/2025#taxes-1'],
    ['#interviews', undefined],
    ['', undefined],
    ['#toString', undefined],
    ['#__proto__', undefined],
    ['#%E0%A4%A', undefined],
  ])('%s', (hash, target) => {
    expect(oldQuestionTarget(hash, questions)).toBe(target);
  });
});
