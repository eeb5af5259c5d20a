import { describe, expect, it } from 'vitest';
import { matchesWords, MAX_SEARCH_WORDS, requestText, searchWords, textWords, wordPrefixes } from './search-words.ts';

it.each([
  ['Pothole/Road Damage at 12 Main-St.', ['pothole', 'road', 'damage', 'at', '12', 'main', 'st']],
  ['Café ÉLAN naïve', ['cafe', 'elan', 'naive']],
  ['Straße Ørsted', ['straße', 'ørsted']],
  ['ﬁre  hydrant', ['fire', 'hydrant']],
  ['  ', []],
  ['', []],
  ['a'.repeat(30), ['a'.repeat(24)]],
  ['AbCdEfGhIjKlMnOpQrSt', ['abcdefghijklmnopqrst']],
  ['tree_limb,down;now', ['tree', 'limb', 'down', 'now']],
  ['5½ Elm', ['51', '2', 'elm']],
])('textWords(%j) is %j', (text, expected) => {
  expect(textWords(text)).toEqual(expected);
});

it.each([
  ['  Main  main STREET ', ['main', 'street']],
  ['main ma m', ['main']],
  ['ma main', ['main']],
  ['élan ELAN', ['elan']],
  ['', []],
  ['-- !!', []],
  ['s', []],
  ['5 Main St', ['main', 'st']],
  ['a b c d e f g h i j oak', ['oak']],
  [
    'one two three four five six seven eight nine ten',
    ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'],
  ],
])('searchWords(%j) is %j', (query, expected) => {
  expect(searchWords(query)).toEqual(expected);
});

describe('searchWords', () => {
  it(`keeps at most ${MAX_SEARCH_WORDS} words`, () => {
    expect(searchWords(Array.from({ length: 20 }, (_, i) => `w${i}x`).join(' '))).toHaveLength(MAX_SEARCH_WORDS);
  });
});

describe('requestText', () => {
  it('joins the id, reference, category, address and description', () => {
    const request = {
      id: 'AbCd1234EfGh5678IjKl',
      reference: 'K7QM3XPA',
      category: 'Graffiti',
      address: '1 Elm St',
      description: 'Tag',
    };
    expect(requestText(request)).toBe('AbCd1234EfGh5678IjKl K7QM3XPA Graffiti 1 Elm St Tag');
  });
});

it.each([
  ['Main St', ['m', 'ma', 'mai', 'main', 's', 'st']],
  ['main Mall', ['m', 'ma', 'mai', 'main', 'mal', 'mall']],
  ['Né', ['n', 'ne']],
  ['', []],
])('wordPrefixes(%j) is %j', (text, expected) => {
  expect(wordPrefixes(text)).toEqual(expected);
});

it.each([
  ['Pothole on Main St', ['pot', 'main'], true, 'every word starts a word'],
  ['Pothole on Main St', ['pot', 'elm'], false, 'one word starts none'],
  ['Pothole on Main St', ['hole'], false, 'a word inside another is no match'],
  ['Café on Élan Rd', ['cafe', 'elan'], true, 'accents and case in the text'],
  ['Pothole', ['Pot'], false, 'search words are lower-case already (searchWords)'],
  ['Pothole', [], true, 'no word asks nothing'],
  ['x'.repeat(30), ['x'.repeat(24)], true, 'a long word matches on its first 24 characters'],
  ['x'.repeat(30), ['x'.repeat(25)], false, 'but not beyond them'],
])('matchesWords(%j, %j) is %s: %s', (text, words, expected) => {
  expect(matchesWords(text, words)).toBe(expected);
});
