/** What both StaffStore adapters share about new accounts, an admin's changes and reset links. */
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import type { NewStaff, StaffAccountChange, StaffStore } from './ports.ts';
import { newSecretToken } from './secret-token.ts';
import type { StaffTransfer } from './transfer-ports.ts';

/**
 * A staff e-mail as the stores keep and match it.
 * @example staffEmail(' Sam@Example.org ') // 'sam@example.org'
 */
export const staffEmail = (email: string) => email.trim().toLowerCase();

/**
 * The profile of a new account: active, with the e-mail as stored.
 * @example newStaffProfile('u1', { ...staff, email: 'Sam@Example.org' }).email // 'sam@example.org'
 */
export function newStaffProfile(id: string, staff: NewStaff): StaffProfile {
  return {
    id,
    name: staff.name,
    email: staffEmail(staff.email),
    department: staff.department,
    role: staff.role,
    active: true,
    mustChangePassword: staff.mustChangePassword ?? false,
  };
}

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
export const newResetToken = newSecretToken;

/** What each adapter keeps apart from its staff store's core: account changes and reset links. */
export type AccountChanges = Pick<
  StaffStore,
  'update' | 'setPassword' | 'createResetToken' | 'findResetToken' | 'useResetToken'
> &
  Pick<StaffTransfer, 'listResetLinks' | 'restoreResetLink'>;
