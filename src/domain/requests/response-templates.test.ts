import { describe, expect, it } from 'vitest';
import {
  compareTemplates,
  insertText,
  MAX_TEMPLATES_PER_GROUP,
  templateConflict,
  templateFormSchema,
  templateInputSchema,
  templateListQuerySchema,
  type ResponseTemplate,
} from './response-templates.ts';

const template = (id: string, title: string): ResponseTemplate => ({
  id,
  category: 'Graffiti',
  title,
  text: 'Text',
  createdAt: '2026-11-21T14:00:00.000Z',
  updatedAt: '2026-11-21T14:00:00.000Z',
  updatedBy: { id: 'm1', name: 'Morgan Manager' },
});

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues.map((issue) => issue.message).join(' ');

describe('templateInputSchema', () => {
  it('trims the title and text and takes null for any category', () => {
    expect(templateInputSchema.parse({ category: null, title: '  Crew booked ', text: ' Soon. ' })).toEqual({
      category: null,
      title: 'Crew booked',
      text: 'Soon.',
    });
  });

  it.each([
    [{ category: 'Graffiti', title: '', text: 'x' }, 'Please enter a title.'],
    [{ category: 'Graffiti', title: 'x'.repeat(81), text: 'x' }, 'The title must be at most 80 characters.'],
    [{ category: 'Graffiti', title: 'x', text: '   ' }, 'Please enter the comment text.'],
    [{ category: 'Graffiti', title: 'x', text: 'x'.repeat(2001) }, 'The text must be at most 2000 characters.'],
    [{ category: 'any', title: 'x', text: 'x' }, 'Please choose a category, or Any category.'],
    [{ title: 'x', text: 'x' }, 'Please choose a category, or Any category.'],
    [{ category: 'Graffiti', text: 'x' }, 'Please enter a title.'],
  ])('refuses %j: %s', (body, message) => {
    expect(messageOf(templateInputSchema.safeParse(body))).toBe(message);
  });

  it('accepts a title of 80 and a text of 2000 characters', () => {
    const body = { category: 'Other', title: 'x'.repeat(80), text: 'y'.repeat(2000) };
    expect(templateInputSchema.safeParse(body).success).toBe(true);
  });
});

describe('templateFormSchema and templateListQuerySchema', () => {
  it.each(['any', 'Graffiti', 'Pothole/Road Damage'])('accept the group %s', (category) => {
    expect(templateFormSchema.safeParse({ category, title: 'x', text: 'y' }).success).toBe(true);
    expect(templateListQuerySchema.safeParse({ category }).success).toBe(true);
  });

  it.each(['', 'general', 'graffiti', 'null'])('refuse the group %j', (category) => {
    expect(messageOf(templateListQuerySchema.safeParse({ category }))).toBe(
      'Please choose a category, or Any category.',
    );
  });
});

describe('templateConflict', () => {
  const existing = [template('a', 'Crew booked'), template('b', 'Cleaned')];

  it.each([
    ['a new title', { title: 'Thanks' }, 20, undefined, null],
    ['the same title in another case', { title: '  crew BOOKED ' }, 20, undefined, 'duplicate'],
    ['its own title when editing', { title: 'Crew booked' }, 20, 'a', null],
    ['another template’s title when editing', { title: 'cleaned' }, 20, 'a', 'duplicate'],
    ['a full group', { title: 'Thanks' }, 2, undefined, 'full'],
    ['an edit in a full group', { title: 'Thanks' }, 2, 'a', null],
    ['an edit in a group over the bound (a lowered bound)', { title: 'Thanks' }, 1, 'a', null],
    ['an edit moving into a full group', { title: 'Thanks' }, 2, 'elsewhere', 'full'],
  ] as const)('%s', (_name, candidate, max, selfId, expected) => {
    expect(templateConflict(existing, candidate, max, selfId)).toBe(expected);
  });

  it('allows exactly the maximum', () => {
    const group = Array.from({ length: MAX_TEMPLATES_PER_GROUP - 1 }, (_, i) => template(String(i), `T${i}`));
    expect(templateConflict(group, { title: 'Last' }, MAX_TEMPLATES_PER_GROUP)).toBeNull();
    expect(templateConflict([...group, template('x', 'Last')], { title: 'One more' }, MAX_TEMPLATES_PER_GROUP)).toBe(
      'full',
    );
  });
});

describe('compareTemplates', () => {
  it('orders by title ignoring case and accents, then by id', () => {
    const sorted = [template('2', 'beta'), template('1', 'Alpha'), template('3', 'Beta'), template('0', 'Éclair')]
      .sort(compareTemplates)
      .map((t) => `${t.title}:${t.id}`);
    expect(sorted).toEqual(['Alpha:1', 'beta:2', 'Beta:3', 'Éclair:0']);
  });
});

describe('insertText', () => {
  it.each([
    ['into an empty box', '', 0, 0, { value: 'Crew booked.', caret: 12 }],
    ['after a word, with a space', 'Hello', 5, 5, { value: 'Hello Crew booked.', caret: 18 }],
    ['after a space, without another', 'Hello ', 6, 6, { value: 'Hello Crew booked.', caret: 18 }],
    ['before a word, with a space after', 'Thanks', 0, 0, { value: 'Crew booked. Thanks', caret: 12 }],
    ['over a selection', 'Hello there', 6, 11, { value: 'Hello Crew booked.', caret: 18 }],
    ['on a new line', 'Hello\n', 6, 6, { value: 'Hello\nCrew booked.', caret: 18 }],
    ['at a cursor past the end', 'Hi', 40, 40, { value: 'Hi Crew booked.', caret: 15 }],
  ])('%s', (_name, value, start, end, expected) => {
    expect(insertText(value, start, end, 'Crew booked.')).toEqual(expected);
  });
});
