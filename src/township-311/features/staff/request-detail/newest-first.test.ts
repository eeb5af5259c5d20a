import { describe, expect, it } from 'vitest';
import { newestFirst } from './newest-first.ts';

describe.each([
  { input: [], expected: [] },
  { input: ['a'], expected: ['a'] },
  { input: ['oldest', 'middle', 'newest'], expected: ['newest', 'middle', 'oldest'] },
])('newestFirst($input)', ({ input, expected }) => {
  it(`gives ${JSON.stringify(expected)} and leaves the input as it was`, () => {
    const before = [...input];
    expect(newestFirst(input)).toEqual(expected);
    expect(input).toEqual(before);
  });
});
