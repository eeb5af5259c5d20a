import { expect, it } from 'vitest';
import { isCurrent } from './nav.ts';

it.each([
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
])('isCurrent(%s, %s) is %s', (match, path, expected) => {
  expect(isCurrent(match, path)).toBe(expected);
});
