/**
 * An admin's changes to a staff account (docs/product.md#311-user-management): role and
 * department, deactivation and reactivation, and password resets; with their messages. The
 * server validates with these schemas and the portal's forms use the same ones.
 */
import * as z from 'zod/mini';
import { ROLES } from './constants.ts';
import { departmentNameSchema } from '../township/name-schemas.ts';
import './staff-input.ts';

export const ACCOUNT_MESSAGES = {
  lastAdmin: 'There must always be one active admin. Make another member an admin first.',
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
  cannotResetSelf: 'To change your own password, use Change password.',
  resetInactive: 'Reactivate this account before resetting its password.',
  nothingToChange: 'Choose a new role or department.',
  unknownStaff: 'No staff member with that id.',
  deactivated: 'This account has been deactivated. Please contact an administrator.',
  passwordChangeRequired: 'Please change your temporary password to continue.',
  resetLinkInvalid: 'This reset link has expired or has already been used. Please ask an administrator for a new one.',
} as const;

/** The code of the 403 every staff route answers while the password is temporary. */
export const PASSWORD_CHANGE_REQUIRED_CODE = 'password_change_required';

/** How long a reset link works: one day. */
export const RESET_LINK_TTL_MS = 24 * 60 * 60_000;

const uid = z.string().check(z.trim(), z.minLength(1), z.maxLength(128));

/** The :uid of /api/admin/users/:uid and the calls under it. */
export const staffIdSchema = z.object({ uid });

/** PATCH /api/admin/users/:uid: a new role, a new department, or both. */
export const staffChangeSchema = z
  .object({
    role: z.optional(z.enum(ROLES)),
    department: z.optional(departmentNameSchema('Please choose a department.')),
  })
  .check(
    z.refine((value) => value.role !== undefined || value.department !== undefined, {
      message: ACCOUNT_MESSAGES.nothingToChange,
    }),
  );
type StaffChange = z.output<typeof staffChangeSchema>;
/** A change and the account it is for. */
export type UpdateStaff = StaffChange & { uid: string };

const RESET_METHODS = ['temporary', 'link'] as const;
export type ResetMethod = (typeof RESET_METHODS)[number];

/** POST /api/admin/users/:uid/password-resets: a new temporary password, or a one-time reset link. */
export const resetPasswordSchema = z.object({ method: z.enum(RESET_METHODS) });
