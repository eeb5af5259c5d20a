import { describe, expect, it } from 'vitest';
import { inputClasses } from './input-classes.ts';

describe('inputClasses', () => {
  it.each([
    ['', /^block min-h-11 w-full .*aria-invalid:ring-red-700$/],
    ['mt-1', /aria-invalid:ring-red-700 mt-1$/],
    ['mt-1 font-mono', / mt-1 font-mono$/],
  ])('with extra %j', (extra, expected) => {
    expect(inputClasses(extra)).toMatch(expected);
  });
});
