import { expect, it } from 'vitest';
import { tabIdFromHash, tabIndexForKey } from './tabs.ts';

it.each([
  // key, current, count, next
  ['ArrowRight', 0, 3, 1],
  ['ArrowRight', 1, 3, 2],
  ['ArrowRight', 2, 3, 0], // wraps to the first
  ['ArrowLeft', 2, 3, 1],
  ['ArrowLeft', 0, 3, 2], // wraps to the last
  ['Home', 2, 3, 0],
  ['End', 0, 3, 2],
  ['ArrowDown', 0, 3, null], // horizontal tablist: up and down are the page's
  ['Enter', 1, 3, null],
  ['a', 1, 3, null],
  ['ArrowRight', 0, 1, 0],
  ['ArrowRight', 0, 0, null], // no tabs at all
])('tabIndexForKey(%j, %d, %d) is %s', (key, current, count, expected) => {
  expect(tabIndexForKey(key, current, count)).toBe(expected);
});

const panels = ['vote-mail', 'vote-early', 'vote-election-day'];
it.each([
  ['#vote-mail', 'vote-mail'],
  ['#vote-early', 'vote-early'],
  ['#vote-election-day', 'vote-election-day'],
  ['vote-early', 'vote-early'], // without the leading #
  ['#vote-%65arly', 'vote-early'], // percent-encoded
  ['#VOTE-EARLY', null], // ids are case-sensitive
  ['#finance', null],
  ['#', null],
  ['', null],
  ['#%E0%A4%A', null], // malformed encoding
])('tabIdFromHash(%j) is %s', (hash, expected) => {
  expect(tabIdFromHash(hash, panels)).toBe(expected);
});
