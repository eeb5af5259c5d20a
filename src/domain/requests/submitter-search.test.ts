import { describe, expect, it } from 'vitest';
import { searchWords } from './search-words.ts';
import { matchesSubmitter, phoneSearch, submitterWords } from './submitter-search.ts';

const ana = { name: 'Ana Bécker', email: 'Ana.Becker@Example.org', phone: '+16095550199' };

describe('submitterWords', () => {
  it('holds the words of the name and e-mail and every ending of the phone from four digits', () => {
    expect(submitterWords(ana)).toEqual([
      'ana',
      'becker',
      'example',
      'org',
      '0199',
      '50199',
      '550199',
      '5550199',
      '95550199',
      '095550199',
      '6095550199',
      '16095550199',
    ]);
  });

  it('has no phone words for a phone with fewer than four digits, or none', () => {
    expect(submitterWords({ name: 'Bo', email: '', phone: '12' })).toEqual(['bo']);
  });
});

describe.each([
  ['Becker', true],
  ['ana becker', true],
  ['ana.becker@example.org', true],
  ['5550199', true],
  ['555-0199', true],
  ['(609) 555 0199', true],
  ['+16095550199', true],
  ['1-609-555-0199', true],
  ['609.555.0199', true],
  ['0199', true],
  ['5550198', false],
  ['Becker pothole', false],
  ['Smith', false],
])('a search for %s', (q, expected) => {
  it(expected ? 'finds Ana' : 'does not find Ana', () => {
    expect(matchesSubmitter(ana, searchWords(phoneSearch(q) ?? q))).toBe(expected);
  });
});

describe('phoneSearch', () => {
  it.each([
    ['555-0199', '5550199'],
    ['(609) 555 0199', '6095550199'],
    ['+16095550199', '6095550199'],
    ['+44 20 7946 0958', '442079460958'],
    ['020 7946 0958', '2079460958'],
    ['12 Main St', null],
    ['0199', null],
    ['2026-12-01', '20261201'],
    ['', null],
  ])('reads %j as %j', (q, expected) => {
    expect(phoneSearch(q)).toBe(expected);
  });

  it('never matches an empty word list', () => {
    expect(matchesSubmitter(ana, [])).toBe(false);
  });
});
