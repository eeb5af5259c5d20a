import { describe, expect, it } from 'vitest';
import { publicAction } from './public-view.ts';

describe.each([
  ['Assigned to Sam Lee', 'Assigned to Township Staff'],
  ['Assigned to Unassigned', 'Assigned to Unassigned'],
  ['Status changed to Resolved', 'Status changed to Resolved'],
  ['Request Submitted', 'Request Submitted'],
])('publicAction(%j)', (action, expected) => {
  it(`is ${expected}`, () => {
    expect(publicAction(action)).toBe(expected);
  });
});
