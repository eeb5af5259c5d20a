import { describe, expect, it } from 'vitest';
import type { Role } from './constants.ts';
import { deleteConfirmationText, deletionRefusal } from './staff-deletion.ts';

it.each<[string, { id: string; role: Role }, string | null]>([
  ['me', { id: 'me', role: 'admin' }, 'You cannot delete your own account.'],
  ['me', { id: 'a2', role: 'admin' }, 'Cannot delete an Admin account. Please demote them first.'],
  ['me', { id: 'w1', role: 'worker' }, null],
  ['me', { id: 'm1', role: 'manager' }, null],
  ['me', { id: 'd1', role: 'developer' }, null],
])('deletionRefusal(%j, %j) is %s', (actor, target, expected) => {
  expect(deletionRefusal(actor, target)).toBe(expected);
});

describe('deleteConfirmationText', () => {
  it('is the spec text with the name', () => {
    expect(deleteConfirmationText('Sam Worker')).toBe(
      'Are you sure you want to delete Sam Worker? This action is irreversible and will delete their login and profile.',
    );
  });
});
