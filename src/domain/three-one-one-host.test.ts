import { expect, it } from 'vitest';
import { isThreeOneOneHost } from './three-one-one-host.ts';

it.each([
  ['311.example.org', true],
  ['311.example.org:443', true],
  ['311.localhost:4321', true],
  ['311.LOCALHOST', true],
  [' 311.example.org ', true],
  ['example.org', false],
  ['www.example.org', false],
  ['www.311.example.org', false],
  ['3111.example.org', false],
  ['311example.org', false],
  ['311', false],
  ['311.', false],
  ['311.:4321', false],
  ['127.0.0.1:4321', false],
  ['[::1]:4321', false],
  ['', false],
  [null, false],
  [undefined, false],
])('isThreeOneOneHost(%o) is %s', (host, expected) => {
  expect(isThreeOneOneHost(host)).toBe(expected);
});
