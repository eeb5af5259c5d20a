/**
 * Staff accounts (docs/product.md#311-user-management): the staff list, and creating and deleting
 * accounts, which only admins may do (checked by the route). A new account's password is a
 * temporary one, changed at first sign-in. Deleting removes the login, the profile and every
 * session, so a deleted member is signed out at once. Both land in the audit log, written by the
 * store with the change.
 */
import { STAFF_MESSAGES, type CreateStaff } from '#domain/requests/staff-input.ts';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import { StoreConflictError, type SavedViewStore, type SessionStore, type StaffStore } from '../storage/ports.ts';
import type { StaffMailStore } from '../storage/staff-mail-ports.ts';
import { accountEntry, type AuditDeps } from './staff-audit.ts';

export interface StaffUserDeps extends AuditDeps {
  stores: AuditDeps['stores'] & {
    staff: StaffStore;
    sessions: SessionStore;
    savedViews: SavedViewStore;
    staffMail: StaffMailStore;
  };
}

const EMAIL_TAKEN_MESSAGE = 'A staff account with that email already exists.';
const UNKNOWN_STAFF_MESSAGE = 'No staff member with that id.';

type CreateStaffResult = { ok: true; staff: StaffProfile } | { ok: false; status: 409; message: string };
type DeleteStaffResult = { ok: true } | { ok: false; status: 403 | 404; message: string };

/** Every staff profile, by name: for assignment and for the admin's "Current Staff" table. */
export function listStaff(deps: StaffUserDeps): Promise<StaffProfile[]> {
  return deps.stores.staff.listProfiles();
}

export async function createStaffUser(
  deps: StaffUserDeps,
  input: CreateStaff,
  actor: StaffProfile,
): Promise<CreateStaffResult> {
  if (await deps.stores.staff.findLogin(input.email)) return { ok: false, status: 409, message: EMAIL_TAKEN_MESSAGE };
  try {
    const staff = await deps.stores.staff.create(
      {
        name: input.name,
        email: input.email,
        department: input.department,
        role: input.role,
        password: input.password,
        mustChangePassword: true,
      },
      (created) => [accountEntry('created', actor, created, { to: created.role })],
    );
    return { ok: true, staff };
  } catch (error) {
    // Two admins adding the same e-mail at once: the store's unique index decides.
    if (error instanceof StoreConflictError) return { ok: false, status: 409, message: EMAIL_TAKEN_MESSAGE };
    throw error;
  }
}

/** Refuses to delete yourself or an admin (docs/product.md#311-user-management), in that order. */
export async function deleteStaffUser(
  deps: StaffUserDeps,
  uid: string,
  actor: StaffProfile,
): Promise<DeleteStaffResult> {
  if (uid === actor.id) return { ok: false, status: 403, message: STAFF_MESSAGES.cannotDeleteSelf };
  const target = await deps.stores.staff.getProfile(uid);
  if (target?.role === 'admin') return { ok: false, status: 403, message: STAFF_MESSAGES.cannotDeleteAdmin };
  // A login without a profile can still be deleted, so an orphan can be cleaned up.
  const subject = target ?? { id: uid, name: 'A login without a profile', email: '' };
  const removed = await deps.stores.staff.delete(uid, () => [accountEntry('deleted', actor, subject)]);
  await deps.stores.sessions.deleteAllForUser(uid);
  // Their views go with them: a shared one would otherwise stay, changed only by admins.
  await deps.stores.savedViews.deleteOwned(uid);
  await deps.stores.staffMail.forget(uid);
  if (!removed) return { ok: false, status: 404, message: UNKNOWN_STAFF_MESSAGE };
  return { ok: true };
}
