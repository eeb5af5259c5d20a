import { expect, it } from 'vitest';
import {
  assignmentChange,
  closingStatusChange,
  commentChange,
  noteChange,
  priorityChange,
  statusChange,
  type RequestChange,
} from './request-changes.ts';

const at = new Date('2025-01-05T20:04:00Z');
const timestamp = at.toISOString();
const actor = { id: 'm1', name: 'Maria Manager' };
const by = { user: 'Maria Manager', userId: 'm1', timestamp };

it.each<[string, RequestChange, RequestChange]>([
  [
    'status',
    statusChange('Resolved', actor, at),
    { set: { status: 'Resolved' }, history: [{ action: 'Status changed to Resolved', ...by }] },
  ],
  [
    'priority',
    priorityChange('Low', actor, at),
    { set: { priority: 'Low' }, history: [{ action: 'Priority changed to Low', ...by }] },
  ],
  [
    'assign',
    assignmentChange({ id: 'w1', name: 'Walt Worker', department: 'Engineering' }, actor, at),
    {
      set: { assignedTo: 'w1', assignedDepartment: 'Engineering' },
      history: [{ action: 'Assigned to Walt Worker', ...by }],
    },
  ],
  [
    'unassign',
    assignmentChange(null, actor, at),
    { set: { assignedTo: null, assignedDepartment: null }, history: [{ action: 'Assigned to Unassigned', ...by }] },
  ],
  [
    'comment',
    commentChange('Fixed Friday', actor, at),
    { comments: [{ text: 'Fixed Friday', ...by }], history: [{ action: 'Public comment added', ...by }] },
  ],
  [
    'note',
    noteChange('Needs a lift truck', actor, at),
    { internalNotes: [{ text: 'Needs a lift truck', ...by }], history: [{ action: 'Internal note added', ...by }] },
  ],
])('%s change sets the fields and appends the spec entry', (_name, change, expected) => {
  expect(change).toEqual(expected);
});

it.each<[string, RequestChange, RequestChange]>([
  [
    'status alone',
    closingStatusChange({ status: 'In Progress' }, actor, at),
    {
      set: { status: 'In Progress' },
      history: [{ action: 'Status changed to In Progress', ...by }],
      comments: [],
      internalNotes: [],
    },
  ],
  [
    'resolved with a comment',
    closingStatusChange({ status: 'Resolved', comment: 'Lamp replaced.' }, actor, at),
    {
      set: { status: 'Resolved' },
      history: [
        { action: 'Status changed to Resolved', ...by },
        { action: 'Public comment added', ...by },
      ],
      comments: [{ text: 'Lamp replaced.', ...by }],
      internalNotes: [],
    },
  ],
  [
    'closed with a skip reason',
    closingStatusChange({ status: 'Closed', skipReason: 'Duplicate of another report' }, actor, at),
    {
      set: { status: 'Closed' },
      history: [
        { action: 'Status changed to Closed', ...by },
        { action: 'Internal note added', ...by },
      ],
      comments: [],
      internalNotes: [{ text: 'Closed without a public comment. Reason: Duplicate of another report', ...by }],
    },
  ],
])('a status change %s is one update', (_name, change, expected) => {
  expect(change).toEqual(expected);
});
