import { describe, expect, it } from 'vitest';
import { anonymiseAction } from './public-requests.ts';

describe.each([
  ['Assigned to Sam Lee', 'Assigned to Township Staff'],
  ['Assigned to Unassigned', 'Assigned to Unassigned'],
  ['Status changed to Resolved', 'Status changed to Resolved'],
  ['Request Submitted', 'Request Submitted'],
])('anonymiseAction(%j)', (action, expected) => {
  it(`is ${expected}`, () => {
    expect(anonymiseAction(action)).toBe(expected);
  });
});
