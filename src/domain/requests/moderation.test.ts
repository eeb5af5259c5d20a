import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { hiddenMark, hideChange, hideInputSchema, unhideChange, unhideInputSchema } from './moderation.ts';
import { sampleRequest } from '../testing/service-request.ts';

const at = new Date('2025-01-07T10:00:00Z');
const actor = { id: 'u2', name: 'Mona Manager' };

describe('hideChange', () => {
  it('marks the description, with the reason in the staff history', () => {
    expect(hideChange('description', 'Abusive language', actor, at)).toEqual({
      set: {
        hiddenDescription: {
          reason: 'Abusive language',
          timestamp: '2025-01-07T10:00:00.000Z',
          user: 'Mona Manager',
          userId: 'u2',
        },
      },
      history: [
        {
          timestamp: '2025-01-07T10:00:00.000Z',
          action: 'Description hidden from the public: Abusive language',
          user: 'Mona Manager',
          userId: 'u2',
        },
      ],
    });
  });

  it('marks the photo only', () => {
    const change = hideChange('photo', 'Shows a face', actor, at);
    expect(Object.keys(change.set ?? {})).toEqual(['hiddenPhoto']);
    expect(change.history?.[0]?.action).toBe('Photo hidden from the public: Shows a face');
  });
});

it.each([
  ['description', { hiddenDescription: null }, 'Description shown to the public again'],
  ['photo', { hiddenPhoto: null }, 'Photo shown to the public again'],
] as const)('unhideChange(%s) clears the mark and reads "$2"', (part, set, action) => {
  const change = unhideChange(part, actor, at);
  expect(change.set).toEqual(set);
  expect(change.history).toEqual([
    { timestamp: '2025-01-07T10:00:00.000Z', action, user: 'Mona Manager', userId: 'u2' },
  ]);
});

describe('hiddenMark', () => {
  it('reads a part’s mark, and null for a shown part or a request from before moderation', () => {
    const mark = hideChange('photo', 'Face', actor, at).set!.hiddenPhoto!;
    expect(hiddenMark(sampleRequest({ hiddenPhoto: mark }), 'photo')).toEqual(mark);
    expect(hiddenMark(sampleRequest({ hiddenPhoto: mark }), 'description')).toBeNull();
    expect(hiddenMark({}, 'photo')).toBeNull();
  });
});

it.each([
  [
    { part: 'description', reason: '  Abusive  ' },
    { part: 'description', reason: 'Abusive' },
  ],
  [
    { part: 'photo', reason: 'x'.repeat(200) },
    { part: 'photo', reason: 'x'.repeat(200) },
  ],
])('hideInputSchema accepts %j trimmed', (input, output) => {
  expect(hideInputSchema.parse(input)).toEqual(output);
});

it.each([
  [{ part: 'description', reason: '   ' }, 'Please give a reason for hiding it.'],
  [{ part: 'description' }, 'Please give a reason for hiding it.'],
  [{ part: 'photo', reason: 'x'.repeat(201) }, 'The reason must be at most 200 characters.'],
  [{ part: 'address', reason: 'Why' }, 'Choose what to hide: description or photo.'],
])('hideInputSchema refuses %j with "%s"', (input, message) => {
  const result = z.safeParse(hideInputSchema, input);
  expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
});

it('unhideInputSchema takes a part only', () => {
  expect(unhideInputSchema.parse({ part: 'photo', extra: 1 })).toEqual({ part: 'photo' });
  expect(z.safeParse(unhideInputSchema, {}).success).toBe(false);
});
