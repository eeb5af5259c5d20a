import { expect, it } from 'vitest';
import { closingCommentAsked } from './closing-comment.ts';
import { statusChangeSchema } from './staff-input.ts';

it.each([
  ['Resolved', true],
  ['Closed', true],
  ['New', false],
  ['In Progress', false],
  ['On Hold', false],
])('a change to %s asks for a closing comment: %s', (status, asked) => {
  expect(closingCommentAsked(status)).toBe(asked);
});

it.each([
  [{ status: 'Resolved' }, { status: 'Resolved' }],
  [
    { status: 'Resolved', comment: ' Fixed. ' },
    { status: 'Resolved', comment: 'Fixed.' },
  ],
  [
    { status: 'Closed', skipReason: ' Duplicate ' },
    { status: 'Closed', skipReason: 'Duplicate' },
  ],
])('the status change %j reads as %j', (input, output) => {
  expect(statusChangeSchema.parse(input)).toEqual(output);
});

it.each([
  [
    { status: 'Closed', comment: 'Done.', skipReason: 'Duplicate' },
    'Send either a comment or a reason for skipping it, not both.',
  ],
  [{ status: 'Closed', comment: '  ' }, 'Please enter some text.'],
  [{ status: 'Closed', skipReason: '' }, 'Please give a reason for skipping the comment.'],
  [{ status: 'Closed', skipReason: 'x'.repeat(501) }, 'The reason must be at most 500 characters.'],
  [{ status: 'Closed', comment: 'x'.repeat(2001) }, 'Text must be at most 2000 characters.'],
])('the status change %j is refused: %s', (input, message) => {
  const result = statusChangeSchema.safeParse(input);
  expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
});
