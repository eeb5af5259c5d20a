import { describe, expect, it } from 'vitest';
import { informationChange, reopenChange } from './follow-up.ts';
import type { InternalNote } from './request-schemas.ts';
import { isAddedPhoto, residentAddition, residentAdditions } from './resident-additions.ts';

const ID = 'AbCdEfGhIjKlMnOpQrSt';
const at = new Date('2026-03-02T15:00:00.000Z');
const noteOf = (change: { internalNotes?: InternalNote[] }) => change.internalNotes![0]!;
const staffNote = (text: string): InternalNote => ({ timestamp: at.toISOString(), text, user: 'Sam', userId: 'u1' });

it.each<[string, InternalNote, ReturnType<typeof residentAddition>]>([
  [
    'text and a photo',
    noteOf(informationChange('Bigger now', `/api/uploads/${ID}/photo-ab1.jpg`, at)),
    { timestamp: at.toISOString(), kind: 'information', text: 'Bigger now', photo: 'photo-ab1.jpg' },
  ],
  [
    'a photo alone',
    noteOf(informationChange('', `/api/uploads/${ID}/photo-ab2.png`, at)),
    { timestamp: at.toISOString(), kind: 'information', text: '', photo: 'photo-ab2.png' },
  ],
  [
    'text over two lines',
    noteOf(informationChange('Line one\nLine two', null, at)),
    { timestamp: at.toISOString(), kind: 'information', text: 'Line one\nLine two', photo: null },
  ],
  [
    'a "not fixed" note',
    noteOf(reopenChange('Still there', at)),
    { timestamp: at.toISOString(), kind: 'not-fixed', text: 'Still there', photo: null },
  ],
  [
    'a staff note written like a resident one',
    staffNote(`Photo from the resident: /api/uploads/${ID}/photo-x.jpg`),
    null,
  ],
  [
    "a photo under another request's folder",
    noteOf(informationChange('', '/api/uploads/ZZZZZZZZZZZZZZZZZZZZ/photo-x.jpg', at)),
    null,
  ],
  ['a photo name that climbs out', noteOf(informationChange('', `/api/uploads/${ID}/../x.jpg`, at)), null],
  [
    'a system warning',
    { timestamp: at.toISOString(), text: 'PHOTO ISSUE: x', user: 'System Warning', userId: null },
    null,
  ],
])('residentAddition: %s reads as expected', (_label, note, expected) => {
  expect(residentAddition(note, ID)).toEqual(expected);
});

describe('residentAdditions and isAddedPhoto', () => {
  const request = {
    id: ID,
    internalNotes: [
      staffNote('Gate code 4411'),
      noteOf(informationChange('Bigger', `/api/uploads/${ID}/photo-1.jpg`, at)),
      noteOf(reopenChange('Still there', at)),
    ],
  };

  it('keeps only the submitter’s additions, oldest first', () => {
    expect(residentAdditions(request).map((added) => added.kind)).toEqual(['information', 'not-fixed']);
  });

  it.each([
    ['photo-1.jpg', true],
    ['photo-2.jpg', false],
    ['', false],
  ])('%j is an added photo: %s', (name, expected) => {
    expect(isAddedPhoto(request, name)).toBe(expected);
  });
});
