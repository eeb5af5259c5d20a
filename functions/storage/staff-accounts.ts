/** What both StaffStore adapters share about an admin's changes and reset links. */
import { randomBytes } from 'node:crypto';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import type { StaffAccountChange, StaffStore } from './ports.ts';
import type { StaffTransfer } from './transfer-ports.ts';

/**
 * Whether a profile counts for the last-admin guard; a profile from before deactivation existed is active.
 * @example isActiveAdmin({ role: 'admin', active: false }) // false
 */
export const isActiveAdmin = (profile: Pick<StaffProfile, 'role' | 'active'>) =>
  profile.role === 'admin' && profile.active !== false;

/**
 * The profile after a change.
 * @example changedProfile(worker, { role: 'manager' }).role // 'manager'
 */
export function changedProfile(before: StaffProfile, change: StaffAccountChange): StaffProfile {
  return {
    ...before,
    role: change.role ?? before.role,
    department: change.department ?? before.department,
    active: change.active ?? before.active ?? true,
  };
}

/** A new reset link token: 32 random bytes, base64url (43 characters). */
export const newResetToken = () => randomBytes(32).toString('base64url');

/** What each adapter keeps apart from its staff store's core: account changes and reset links. */
export type AccountChanges = Pick<
  StaffStore,
  'update' | 'setPassword' | 'createResetToken' | 'findResetToken' | 'useResetToken'
> &
  Pick<StaffTransfer, 'listResetLinks' | 'restoreResetLink'>;
