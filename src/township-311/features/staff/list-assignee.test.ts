import { expect, it } from 'vitest';
import { listAssignee } from './list-assignee.ts';

const staff = [{ id: 'u1', name: 'Sam Lee' }];
const me = { id: 'me', name: 'Wren Worker' };

it.each([
  { why: 'nobody assigned', assignedTo: null, assignedDepartment: null, expected: 'Unassigned' },
  { why: 'named by the staff list', assignedTo: 'u1', assignedDepartment: 'Parks', expected: 'Sam Lee' },
  { why: 'the signed-in member', assignedTo: 'me', assignedDepartment: 'Parks', expected: 'Wren Worker' },
  {
    why: 'not named: the department',
    assignedTo: 'u9',
    assignedDepartment: 'Public Works',
    expected: 'A staff member (Public Works)',
  },
  { why: 'not named, no department', assignedTo: 'u9', assignedDepartment: null, expected: 'A staff member' },
])('listAssignee: $why is $expected', ({ assignedTo, assignedDepartment, expected }) => {
  expect(listAssignee({ assignedTo, assignedDepartment }, staff, me)).toBe(expected);
});
