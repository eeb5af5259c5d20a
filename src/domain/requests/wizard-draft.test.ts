import { describe, expect, it } from 'vitest';
import { parseDraft, serializeDraft } from './wizard-draft.ts';
import { EMPTY_ENTRIES, hasEntries, type WizardEntries } from './wizard-entries.ts';

const COMPLETE: WizardEntries = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  phone: '609-555-0100',
  submitterAddress: '1 Elm St',
  category: 'Graffiti',
  description: 'Tags on the underpass.',
  wantsTextAlerts: true,
  issueAddress: '20 Main St',
  location: { lat: 40.2809, lng: -74.5912 },
};

it.each([
  ['nothing', EMPTY_ENTRIES, false],
  ['only spaces', { ...EMPTY_ENTRIES, name: '   ', description: '\n' }, false],
  ['a name', { ...EMPTY_ENTRIES, name: 'Ada' }, true],
  ['a category', { ...EMPTY_ENTRIES, category: 'Graffiti' }, true],
  ['a map point', { ...EMPTY_ENTRIES, location: { lat: 40.28, lng: -74.59 } }, true],
  ['everything', COMPLETE, true],
])('hasEntries(%s) is $2', (_label, entries, expected) => {
  expect(hasEntries(entries)).toBe(expected);
});

describe('parseDraft', () => {
  it('reads back what was stored, photo name and step included', () => {
    const draft = { entries: COMPLETE, step: 3 as const, photoName: 'light.png' };
    expect(parseDraft(serializeDraft(draft))).toEqual(draft);
  });

  it.each([
    // The step the entries before it allow: the first that still needs something.
    [{ ...EMPTY_ENTRIES, name: 'Ada' }, 2, 0],
    [{ ...COMPLETE, description: '' }, 3, 1],
    [{ ...COMPLETE, location: null }, 3, 2],
    [{ ...COMPLETE, issueAddress: '123 Quakerbridge Rd', category: 'Pothole/Road Damage' }, 3, 2],
    [COMPLETE, 2, 2],
    [{ ...EMPTY_ENTRIES, name: 'Ada' }, 0, 0],
  ] as const)('returns to a step the entries allow (%#)', (entries, step, expected) => {
    expect(parseDraft(serializeDraft({ entries, step, photoName: null }))?.step).toBe(expected);
  });

  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['not JSON', '{"v":1,'],
    ['another version', JSON.stringify({ v: 2, entries: COMPLETE, step: 0, photoName: null })],
    ['no entries', JSON.stringify({ v: 1, step: 0 })],
    ['a draft with nothing in it', serializeDraft({ entries: EMPTY_ENTRIES, step: 0, photoName: null })],
    ['JSON that is not an object', '"Ada"'],
  ])('is null for %s', (_label, stored) => {
    expect(parseDraft(stored)).toBeNull();
  });

  it('keeps a draft with only a photo chosen, to say it was not kept', () => {
    expect(parseDraft(serializeDraft({ entries: EMPTY_ENTRIES, step: 1, photoName: 'p.jpg' }))).toEqual({
      entries: EMPTY_ENTRIES,
      step: 0,
      photoName: 'p.jpg',
    });
  });

  it('empties each field of the wrong type and drops an unusable step or point', () => {
    const stored = JSON.stringify({
      v: 1,
      entries: {
        name: 'Ada',
        email: 42,
        phone: null,
        description: 'x'.repeat(10_001),
        wantsTextAlerts: 'yes',
        location: { lat: 'north', lng: 1 },
        extra: 'ignored',
      },
      step: 7,
      photoName: 5,
    });
    expect(parseDraft(stored)).toEqual({ entries: { ...EMPTY_ENTRIES, name: 'Ada' }, step: 0, photoName: null });
  });
});
