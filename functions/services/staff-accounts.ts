/**
 * An admin's changes to staff accounts (docs/product.md#311-user-management): role and
 * department, deactivation and reactivation, and password resets. Each lands in the audit log,
 * written by the store in the same write as the change.
 * A change of role, a deactivation and a reset end the member's sessions at once; the store keeps
 * one active admin whatever happens (LastAdminError, a 409 here).
 */
import { randomInt } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  RESET_LINK_TTL_MS,
  type ResetMethod,
  type UpdateStaff,
} from '#domain/requests/staff-account-input.ts';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import { LastAdminError, type SessionStore, type StaffAccountChange, type StaffStore } from '../storage/ports.ts';
import { accountEntry, profileEntries, type AuditDeps } from './staff-audit.ts';

export interface StaffAccountDeps extends AuditDeps {
  stores: AuditDeps['stores'] & { staff: StaffStore; sessions: SessionStore };
  clock: () => Date;
}

type Refusal = { ok: false; status: 403 | 404 | 409; message: string };
type Changed = { ok: true; staff: StaffProfile } | Refusal;
type ResetResult =
  | { ok: true; method: 'temporary'; temporaryPassword: string }
  | { ok: true; method: 'link'; token: string; expiresAt: string }
  | Refusal;

const refuse = (status: Refusal['status'], message: string): Refusal => ({ ok: false, status, message });
const unknown = refuse(404, ACCOUNT_MESSAGES.unknownStaff);

/** Letters and digits nobody confuses when reading them out (no 0/O, 1/l/I). */
const TEMPORARY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * Twelve random characters in three groups, about 59 bits: shown once to the admin, changed at first sign-in.
 * @example newTemporaryPassword() // 'k7wd-q2mx-9hfa'
 */
function newTemporaryPassword(): string {
  const char = () => TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)]!;
  return Array.from({ length: 3 }, () => Array.from({ length: 4 }, char).join('')).join('-');
}

/** The store's update with its audit entries, and the last-admin guard's refusal as a 409. */
async function applyChange(deps: StaffAccountDeps, uid: string, change: StaffAccountChange, actor: StaffProfile) {
  try {
    return await deps.stores.staff.update(uid, change, (before, after) => profileEntries(actor, before, after));
  } catch (error) {
    if (error instanceof LastAdminError) return refuse(409, ACCOUNT_MESSAGES.lastAdmin);
    throw error;
  }
}

/** A new role, department or both; a new role ends the member's sessions, so it applies at once. */
export async function updateStaffAccount(
  deps: StaffAccountDeps,
  input: UpdateStaff,
  actor: StaffProfile,
): Promise<Changed> {
  const change: StaffAccountChange = {};
  if (input.role !== undefined) change.role = input.role;
  if (input.department !== undefined) change.department = input.department;
  const result = await applyChange(deps, input.uid, change, actor);
  if (!result) return unknown;
  if ('ok' in result) return result;
  const { before, after } = result;
  if (before.role !== after.role) await deps.stores.sessions.deleteAllForUser(after.id);
  return { ok: true, staff: after };
}

/** Deactivates (signing the member out at once) or reactivates; never your own account off. */
export async function setStaffActive(
  deps: StaffAccountDeps,
  uid: string,
  active: boolean,
  actor: StaffProfile,
): Promise<Changed> {
  if (!active && uid === actor.id) return refuse(403, ACCOUNT_MESSAGES.cannotDeactivateSelf);
  const result = await applyChange(deps, uid, { active }, actor);
  if (!result) return unknown;
  if ('ok' in result) return result;
  if (!active) await deps.stores.sessions.deleteAllForUser(uid);
  return { ok: true, staff: result.after };
}

/**
 * A new temporary password (returned once, to show the admin) or a one-time link's token, valid
 * for RESET_LINK_TTL_MS. Either way the member's sessions end.
 */
export async function resetStaffPassword(
  deps: StaffAccountDeps,
  uid: string,
  method: ResetMethod,
  actor: StaffProfile,
): Promise<ResetResult> {
  if (uid === actor.id) return refuse(403, ACCOUNT_MESSAGES.cannotResetSelf);
  const target = await deps.stores.staff.getProfile(uid);
  if (!target) return unknown;
  if (target.active === false) return refuse(409, ACCOUNT_MESSAGES.resetInactive);
  const audit = () => [accountEntry('password-reset-issued', actor, target, { to: method })];
  let result: ResetResult;
  if (method === 'temporary') {
    const temporaryPassword = newTemporaryPassword();
    if (!(await deps.stores.staff.setPassword(uid, temporaryPassword, { temporary: true }, audit))) return unknown;
    result = { ok: true, method, temporaryPassword };
  } else {
    const expiresAt = new Date(deps.clock().getTime() + RESET_LINK_TTL_MS);
    const token = await deps.stores.staff.createResetToken(uid, expiresAt, audit);
    result = { ok: true, method, token, expiresAt: expiresAt.toISOString() };
  }
  await deps.stores.sessions.deleteAllForUser(uid);
  return result;
}
