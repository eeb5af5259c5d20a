/**
 * Whom an admin may delete (docs/product.md#311-user-management): never themselves, never another
 * admin. The server enforces the same rule; the portal checks first so a refusal needs no call.
 */
import type { Role } from './constants.ts';
import { STAFF_MESSAGES } from './staff-input.ts';

/**
 * The refusal message for deleting `target` as `actorId`, or null when it is allowed.
 * @example deletionRefusal('me', { id: 'me', role: 'admin' }) // 'You cannot delete your own account.'
 * @example deletionRefusal('me', { id: 'w1', role: 'worker' }) // null
 */
export function deletionRefusal(actorId: string, target: { id: string; role: Role }): string | null {
  if (target.id === actorId) return STAFF_MESSAGES.cannotDeleteSelf;
  if (target.role === 'admin') return STAFF_MESSAGES.cannotDeleteAdmin;
  return null;
}

/**
 * The confirmation dialog's text.
 * @example deleteConfirmationText('Sam Worker') // 'Are you sure you want to delete Sam Worker? This action ...'
 */
export function deleteConfirmationText(name: string): string {
  return `Are you sure you want to delete ${name}? This action is irreversible and will delete their login and profile.`;
}
