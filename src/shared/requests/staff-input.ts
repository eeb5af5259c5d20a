/**
 * Inputs of the staff portal, with the spec's messages where it has them. Limits where the spec
 * shows none: names 100 characters, e-mail 254, passwords 6 to 128 (the upper bound keeps a
 * hostile sign-in from making the server hash megabytes), notes and comments 2,000.
 */
import { z } from 'zod';
import { DEPARTMENTS, MIN_STAFF_PASSWORD_LENGTH, PRIORITIES, ROLES, STATUSES } from './constants.ts';

export const STAFF_MESSAGES = {
  passwordTooShort: `Password must be at least ${MIN_STAFF_PASSWORD_LENGTH} characters long.`,
  staffFieldsRequired: 'Name, email, temporary password and department are required.',
  blankText: 'Please enter some text.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  cannotDeleteAdmin: 'Cannot delete an Admin account. Please demote them first.',
} as const;

export const MAX_PASSWORD_LENGTH = 128;
export const MAX_NOTE_LENGTH = 2000;

const email = z
  .string({ error: STAFF_MESSAGES.staffFieldsRequired })
  .trim()
  .min(1, STAFF_MESSAGES.staffFieldsRequired)
  .max(254, 'Email must be at most 254 characters.')
  .pipe(z.email('Please enter a valid email address.'))
  .transform((value) => value.toLowerCase());

export const createStaffSchema = z.object({
  name: z
    .string({ error: STAFF_MESSAGES.staffFieldsRequired })
    .trim()
    .min(1, STAFF_MESSAGES.staffFieldsRequired)
    .max(100, 'Name must be at most 100 characters.'),
  email,
  password: z
    .string({ error: STAFF_MESSAGES.staffFieldsRequired })
    // A missing password is reported once, not also as "too short".
    .min(1, { error: STAFF_MESSAGES.staffFieldsRequired, abort: true })
    .min(MIN_STAFF_PASSWORD_LENGTH, STAFF_MESSAGES.passwordTooShort)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long.`),
  department: z.enum(DEPARTMENTS, { error: STAFF_MESSAGES.staffFieldsRequired }),
  role: z.enum(ROLES).default('worker'),
});
export type CreateStaffInput = z.input<typeof createStaffSchema>;
export type CreateStaff = z.output<typeof createStaffSchema>;

export const deleteStaffSchema = z.object({ uid: z.string().trim().min(1).max(128) });

/** Sign-in. The password is not length-checked beyond the cap, so old short ones are still refused as "wrong". */
export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'Please enter your password.').max(MAX_PASSWORD_LENGTH),
});
export type LoginInput = z.input<typeof loginSchema>;

export const statusChangeSchema = z.object({ status: z.enum(STATUSES) });
export const priorityChangeSchema = z.object({ priority: z.enum(PRIORITIES) });
/** A staff id, or null to unassign. */
export const assigneeChangeSchema = z.object({ assignedTo: z.string().trim().min(1).max(128).nullable() });

/** An internal note or a public comment; blank text is rejected (the post button is disabled for it). */
export const noteSchema = z.object({
  text: z
    .string({ error: STAFF_MESSAGES.blankText })
    .trim()
    .min(1, STAFF_MESSAGES.blankText)
    .max(MAX_NOTE_LENGTH, `Text must be at most ${MAX_NOTE_LENGTH} characters.`),
});

export type StatusChange = z.infer<typeof statusChangeSchema>;
export type PriorityChange = z.infer<typeof priorityChangeSchema>;
export type AssigneeChange = z.infer<typeof assigneeChangeSchema>;
export type NoteInput = z.infer<typeof noteSchema>;
