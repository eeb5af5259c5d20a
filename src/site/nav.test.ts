import { describe, expect, it } from 'vitest';
import { isCurrent } from './nav.ts';

describe.each([
  ['/', '/', true],
  ['/', '/about', false],
  ['/about', '/about', true],
  ['/about', '/about/', true],
  ['/projects', '/projects/station', true],
  ['/projects', '/projectsx', false],
  ['/election', '/', false],
  [['/election', '/elections'], '/elections/2025', true],
  [['/election', '/elections'], '/election', true],
  [['/election', '/elections'], '/electionsx', false],
])('isCurrent(%s, %s)', (match, path, expected) => {
  it(`is ${String(expected)}`, () => {
    expect(isCurrent(match, path)).toBe(expected);
  });
});
