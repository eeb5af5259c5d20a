import { describe, expect, it } from 'vitest';
import { translator } from '#domain/i18n/messages.ts';
import { characterCount, nearLimit } from './character-count.ts';
import { commonMessages } from '#domain/messages-311/common-english.ts';

const english = translator(commonMessages, 'en');

it.each([
  [0, 2000, '', ''],
  [1799, 2000, '', ''],
  [1800, 2000, '200 characters left', 'Description: 200 characters or fewer left.'],
  [1999, 2000, '1 character left', 'Description: 200 characters or fewer left.'],
  [2000, 2000, 'No characters left: at most 2000.', 'Description is full: at most 2000 characters.'],
  [2100, 2000, 'No characters left: at most 2000.', 'Description is full: at most 2000 characters.'],
  [179, 200, '', ''],
  [180, 200, '20 characters left', 'Description: 20 characters or fewer left.'],
])('characterCount(%i of %i) shows %j and announces %j', (length, max, shown, announced) => {
  expect(characterCount(english, 'Description', length, max)).toEqual({ shown, announced });
});

describe('nearLimit', () => {
  it('is the last tenth, at least 20 characters', () => {
    expect([nearLimit(2000), nearLimit(200), nearLimit(100)]).toEqual([200, 20, 20]);
  });
});

describe('characterCount in other languages', () => {
  it("takes the language's plural forms and keeps the label", () => {
    const spanish = translator(commonMessages, 'es', {
      charactersLeft: '{left, plural, one {Queda # carácter} other {Quedan # caracteres}}',
      charactersNearAnnounced: '{label}: quedan {near} caracteres o menos.',
    });
    expect(characterCount(spanish, 'Descripción', 1999, 2000)).toEqual({
      shown: 'Queda 1 carácter',
      announced: 'Descripción: quedan 200 caracteres o menos.',
    });
    expect(characterCount(spanish, 'Descripción', 1998, 2000).shown).toBe('Quedan 2 caracteres');
  });
});
