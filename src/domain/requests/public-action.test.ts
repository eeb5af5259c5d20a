import { expect, it } from 'vitest';
import { publicAction } from './public-view.ts';

it.each([
  ['Assigned to Sam Lee', 'Assigned to Township Staff'],
  ['Assigned to Unassigned', 'Assigned to Unassigned'],
  ['Status changed to Resolved', 'Status changed to Resolved'],
  ['Request Submitted', 'Request Submitted'],
  ['Request submitted by phone (taken by Sam Lee)', 'Request submitted by phone'],
  ['Request submitted by phone', 'Request submitted by phone'],
  ['Description hidden from the public: Names a neighbour', 'Description hidden by township staff'],
  ['Photo hidden from the public: Shows a face', 'Photo hidden by township staff'],
  ['Description shown to the public again', 'Description shown to the public again'],
  ['Photo shown to the public again', 'Photo shown to the public again'],
])('publicAction(%j) is %s', (action, expected) => {
  expect(publicAction(action)).toBe(expected);
});
