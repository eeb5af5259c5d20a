import { describe, expect, it } from 'vitest';
import { checkCycles, otherCycleQuestions, type CycleFacts } from './cycles.ts';

const cycle = (name: string, current: boolean, questionIds: string[]): CycleFacts => ({
  cycle: name,
  current,
  file: `content/elections/${name}/election.json`,
  topicsFile: `content/elections/${name}/topics.json`,
  questionIds,
});

describe('checkCycles', () => {
  it('accepts one current cycle with its own question ids', () => {
    expect(checkCycles([cycle('2025', false, ['a', 'b']), cycle('2027', true, ['c'])])).toEqual([]);
  });

  it('names both files when two cycles are set current', () => {
    expect(checkCycles([cycle('2025', true, ['a']), cycle('2027', true, ['b'])])).toEqual([
      '2 election cycles are set current (content/elections/2025/election.json and content/elections/2027/election.json): set "current": false in all but one',
    ]);
  });

  it('asks for a current cycle when there is none', () => {
    expect(checkCycles([cycle('2025', false, ['a'])])[0]).toMatch(/^no election cycle is current/);
  });

  it('refuses a question id that another cycle already uses, naming both files', () => {
    expect(checkCycles([cycle('2025', false, ['taxes-1']), cycle('2027', true, ['taxes-1'])])).toEqual([
      'content/elections/2027/topics.json: question id "taxes-1" is already used by the 2025 hub (content/elections/2025/topics.json); links to /election#taxes-1 must keep reaching it, so give this question a new id',
    ]);
  });
});

describe('otherCycleQuestions', () => {
  it('maps the questions of every cycle but the current one to their cycle', () => {
    expect(otherCycleQuestions([cycle('2025', false, ['a', 'b']), cycle('2027', true, ['c'])])).toEqual({
      a: '2025',
      b: '2025',
    });
  });
});
