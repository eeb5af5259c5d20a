import { describe, expect, it } from 'vitest';
import { ROLES } from './constants.ts';
import { CAPABILITIES, PERMISSIONS, can, requestActionLabel, type Capability } from './permissions.ts';
import type { Role } from './constants.ts';

// The table of docs/product.md#311-roles-and-permissions, written out as rows of allowed roles.
const ALLOWED: Record<Capability, Role[]> = {
  viewRequests: ['worker', 'manager', 'developer', 'admin'],
  internalNotes: ['worker', 'manager', 'developer', 'admin'],
  viewSubmitterInfo: ['worker', 'manager', 'admin'],
  manageRequest: ['manager', 'developer', 'admin'],
  postPublicComment: ['manager', 'developer', 'admin'],
  listStaff: ['manager', 'developer', 'admin'],
  manageUsers: ['admin'],
  exportRequests: ['manager', 'admin'],
  manageApiKeys: ['admin'],
  manageResponseTemplates: ['manager', 'admin'],
  phoneIntake: ['worker', 'manager', 'admin'],
  moderateRequests: ['manager', 'developer', 'admin'],
  shareSavedViews: ['manager', 'admin'],
};

describe.each(CAPABILITIES.flatMap((capability) => ROLES.map((role) => [capability, role] as const)))(
  'can(%s, %s)',
  (capability, role) => {
    const expected = ALLOWED[capability].includes(role);
    it(`is ${String(expected)}`, () => {
      expect(can(role, capability)).toBe(expected);
    });
  },
);

it('covers every capability and role', () => {
  expect(Object.keys(PERMISSIONS).sort()).toEqual([...CAPABILITIES].sort());
  for (const row of Object.values(PERMISSIONS)) expect(Object.keys(row).sort()).toEqual([...ROLES].sort());
});

it.each([
  ['worker', 'View'],
  ['manager', 'Manage'],
  ['developer', 'Manage'],
  ['admin', 'Manage'],
] as const)('requestActionLabel(%s) is %s', (role, expected) => {
  expect(requestActionLabel(role)).toBe(expected);
});
