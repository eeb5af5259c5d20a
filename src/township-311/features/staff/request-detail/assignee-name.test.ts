import { expect, it } from 'vitest';
import { assigneeName } from './assignee-name.ts';

const staff = [
  { id: 'u1', name: 'Sam Lee' },
  { id: 'u2', name: 'Kim Park' },
];
const me = { id: 'me', name: 'Wren Worker' };
const history = (...actions: string[]) => actions.map((action) => ({ action }));

it.each([
  { why: 'nobody assigned', assignedTo: null, list: staff, actions: ['Assigned to Sam Lee'], expected: 'Unassigned' },
  { why: 'found in the staff list', assignedTo: 'u2', list: staff, actions: [], expected: 'Kim Park' },
  { why: 'the signed-in member', assignedTo: 'me', list: [], actions: [], expected: 'Wren Worker' },
  {
    why: 'no list: the latest assignment in history',
    assignedTo: 'u9',
    list: [],
    actions: ['Request Submitted', 'Assigned to Old Name', 'Status changed to New', 'Assigned to New Name'],
    expected: 'New Name',
  },
  {
    why: 'nothing to go on',
    assignedTo: 'u9',
    list: staff,
    actions: ['Request Submitted'],
    expected: 'A staff member',
  },
])('assigneeName: $why is $expected', ({ assignedTo, list, actions, expected }) => {
  expect(assigneeName({ assignedTo, history: history(...actions) }, list, me)).toBe(expected);
});
