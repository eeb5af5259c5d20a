import { describe, expect, it } from 'vitest';
import { publicAction } from './public-view.ts';
import {
  publicWorkAction,
  reviewResolveChange,
  reviewResolveSchema,
  sendBackChange,
  sendBackSchema,
  WORK_MESSAGES,
  workCompletedChange,
  workCompletedInputSchema,
  workCompletedRefusal,
} from './work-completed.ts';

const actor = { id: 'u1', name: 'Sam Lee' };
const at = new Date('2026-11-27T17:00:00.000Z');

describe('workCompletedRefusal', () => {
  it.each([
    ['the assignee, open', { status: 'In Progress', assignedTo: 'u1', reviewPending: false }, false, null],
    ['another worker', { status: 'In Progress', assignedTo: 'u2', reviewPending: false }, false, 'notAssignee'],
    ['a worker, unassigned', { status: 'New', assignedTo: null, reviewPending: false }, false, 'notAssignee'],
    ['a manager, not assigned', { status: 'New', assignedTo: 'u2', reviewPending: false }, true, null],
    ['the assignee, resolved', { status: 'Resolved', assignedTo: 'u1', reviewPending: false }, false, 'finished'],
    ['a manager, closed', { status: 'Closed', assignedTo: null, reviewPending: false }, true, 'finished'],
    ['already pending', { status: 'In Progress', assignedTo: 'u1', reviewPending: true }, false, 'alreadyPending'],
  ] as const)('%s', (_label, request, canManage, expected) => {
    expect(workCompletedRefusal(request, { id: 'u1', canManage })).toBe(expected);
  });
});

describe('the changes', () => {
  it('records the work and flags it for review, with one history entry naming who', () => {
    expect(workCompletedChange('Filled it', 'w.jpg', actor, at)).toEqual({
      set: {
        workCompleted: {
          timestamp: at.toISOString(),
          user: 'Sam Lee',
          userId: 'u1',
          note: 'Filled it',
          photo: 'w.jpg',
        },
        reviewPending: true,
      },
      history: [{ timestamp: at.toISOString(), action: 'Work completed by Sam Lee', user: 'Sam Lee', userId: 'u1' }],
    });
  });

  it('sends back with the reason as an internal note and clears the flag', () => {
    const change = sendBackChange('Cone left behind', actor, at);
    expect(change.set).toEqual({ reviewPending: false });
    expect(change.history?.map((entry) => entry.action)).toEqual(['Work sent back by Sam Lee', 'Internal note added']);
    expect(change.internalNotes?.map((note) => note.text)).toEqual(['Work sent back: Cone left behind']);
  });

  it.each([
    [{ comment: 'Fixed.' }, ['Status changed to Resolved', 'Public comment added'], 1, 0],
    [{ skipReason: 'Duplicate' }, ['Status changed to Resolved', 'Internal note added'], 0, 1],
  ])('resolves %j with its closing comment and clears the flag', (input, actions, comments, notes) => {
    const change = reviewResolveChange(input, actor, at);
    expect(change.set).toEqual({ status: 'Resolved', reviewPending: false });
    expect(change.history?.map((entry) => entry.action)).toEqual(actions);
    expect(change.comments).toHaveLength(comments);
    expect(change.internalNotes).toHaveLength(notes);
  });
});

describe('inputs', () => {
  it.each([
    [{ note: '  ' }, WORK_MESSAGES.noteRequired],
    [{}, WORK_MESSAGES.noteRequired],
    [{ note: 'x'.repeat(2001) }, WORK_MESSAGES.noteTooLong],
  ])('refuses the work note %#', (input, message) => {
    const parsed = workCompletedInputSchema.safeParse(input);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it('refuses a blank or long send-back reason', () => {
    expect(sendBackSchema.safeParse({ reason: '' }).error?.issues[0]?.message).toBe(WORK_MESSAGES.reasonRequired);
    expect(sendBackSchema.safeParse({ reason: 'x'.repeat(501) }).error?.issues[0]?.message).toBe(
      WORK_MESSAGES.reasonTooLong,
    );
  });

  it.each([
    [{}, 'Write a comment to the resident, or skip it and give a reason.'],
    [{ comment: 'Done', skipReason: 'No' }, 'Send either a comment or a reason for skipping it, not both.'],
  ])('asks a resolve for one closing comment %#', (input, message) => {
    expect(reviewResolveSchema.safeParse(input).error?.issues[0]?.message).toBe(message);
  });
});

describe('what the public reads', () => {
  it.each([
    ['Work completed by Sam Lee', 'Work completed, awaiting review'],
    ['Work sent back by Sam Lee', 'Work sent back for more work after review'],
    ['Status changed to New', 'Status changed to New'],
  ])('%s', (action, shown) => {
    expect(publicWorkAction(action)).toBe(shown);
    expect(publicAction(action)).toBe(shown);
  });
});
