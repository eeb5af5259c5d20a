import { describe, expect, it } from 'vitest';
import { rawPath } from './raw-path.ts';

describe.each([
  'http://localhost:4321/api/requests?x=1',
  'http://localhost',
  'http://h/?a=/b',
  'http://[::1]:80/a%2Fb#x',
  'http://h/api',
  'https://311.example.org/apis/x?y#z',
  'http://h/%00%0a',
])('rawPath(%s)', (url) => {
  it('matches new URL().pathname', () => {
    expect(rawPath(url)).toBe(new URL(url).pathname);
  });
});
