import { expect, it } from 'vitest';
import { newestFirst } from './newest-first.ts';

it.each([
  { input: [], expected: [] },
  { input: ['a'], expected: ['a'] },
  { input: ['oldest', 'middle', 'newest'], expected: ['newest', 'middle', 'oldest'] },
])('newestFirst($input) gives $expected and leaves the input as it was', ({ input, expected }) => {
  const before = [...input];
  expect(newestFirst(input)).toEqual(expected);
  expect(input).toEqual(before);
});
