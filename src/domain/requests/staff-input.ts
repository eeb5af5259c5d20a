/**
 * Inputs of the staff portal, with the messages of docs/product.md#311-user-management. Our own
 * limits: names 100 characters, e-mail 254, passwords 6 to 128 (the upper bound keeps a
 * hostile sign-in from making the server hash megabytes), notes and comments 2,000, the reason for
 * closing without a comment 500.
 */
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { MIN_STAFF_PASSWORD_LENGTH, PRIORITIES, ROLES, STATUSES } from './constants.ts';
import { departmentNameSchema } from '../township/name-schemas.ts';
import { requiredLine, requiredText } from './required-text.ts';

// Written with zod/mini (the functional API of Zod 4) so the browser bundle carries no classic zod.
// Checks without a message of their own (an unknown role, an over-long password at sign-in) answer
// with Zod's English defaults. Classic zod installs those when it loads; zod/mini does not, so this
// module does, and the staff forms and the API keep the wording they had.
z.config(en());

export const STAFF_MESSAGES = {
  passwordTooShort: `Password must be at least ${MIN_STAFF_PASSWORD_LENGTH} characters long.`,
  staffFieldsRequired: 'Name, email, temporary password and department are required.',
  blankText: 'Please enter some text.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  cannotDeleteAdmin: 'Cannot delete an Admin account. Please demote them first.',
} as const;

export const MAX_PASSWORD_LENGTH = 128;
export const MAX_NOTE_LENGTH = 2000;

/**
 * A staff member's e-mail address: trimmed, at most 254 characters, lower-cased; `required` is
 * the message for an empty one.
 * @example staffEmailSchema('Please enter your email.')
 */
export const staffEmailSchema = (required: string) =>
  z.pipe(
    z.pipe(
      z
        .string({ error: required })
        .check(z.trim(), z.minLength(1, required), z.maxLength(254, 'Email must be at most 254 characters.')),
      z.email('Please enter a valid email address.'),
    ),
    z.transform((value: string) => value.toLowerCase()),
  );

const email = staffEmailSchema(STAFF_MESSAGES.staffFieldsRequired);

/** A trimmed id of up to 128 characters. */
const staffId = () => z.string().check(z.trim(), z.minLength(1), z.maxLength(128));

export const createStaffSchema = z.object({
  name: requiredLine(100, {
    required: STAFF_MESSAGES.staffFieldsRequired,
    tooLong: 'Name must be at most 100 characters.',
  }),
  email,
  password: z.string({ error: STAFF_MESSAGES.staffFieldsRequired }).check(
    // A missing password is reported once, not also as "too short".
    z.minLength(1, { error: STAFF_MESSAGES.staffFieldsRequired, abort: true }),
    z.minLength(MIN_STAFF_PASSWORD_LENGTH, STAFF_MESSAGES.passwordTooShort),
    z.maxLength(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long.`),
  ),
  department: departmentNameSchema(STAFF_MESSAGES.staffFieldsRequired),
  role: z._default(z.enum(ROLES), 'worker'),
});
export type CreateStaffInput = z.input<typeof createStaffSchema>;
export type CreateStaff = z.output<typeof createStaffSchema>;

export const deleteStaffSchema = z.object({ uid: staffId() });

/** Sign-in. The password is not length-checked beyond the cap, so old short ones are still refused as "wrong". */
export const loginSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, 'Please enter your password.'), z.maxLength(MAX_PASSWORD_LENGTH)),
});

/** The longest reason for closing without a public comment (kept as an internal note with a short lead-in). */
export const MAX_SKIP_REASON_LENGTH = 500;

/** The closing comment's messages (docs/product.md#311-closing-comment). */
export const CLOSING_MESSAGES = {
  commentOrReason: 'Write a comment to the resident, or skip it and give a reason.',
  reasonRequired: 'Please give a reason for skipping the comment.',
  reasonTooLong: `The reason must be at most ${MAX_SKIP_REASON_LENGTH} characters.`,
  notBoth: 'Send either a comment or a reason for skipping it, not both.',
} as const;

/** A public comment, as the comment box and a closing comment take it. */
export const commentTextSchema = requiredText(MAX_NOTE_LENGTH, {
  required: STAFF_MESSAGES.blankText,
  tooLong: `Text must be at most ${MAX_NOTE_LENGTH} characters.`,
});

/** Why a Resolved or Closed change goes without a public comment. */
export const skipReasonSchema = requiredText(MAX_SKIP_REASON_LENGTH, {
  required: CLOSING_MESSAGES.reasonRequired,
  tooLong: CLOSING_MESSAGES.reasonTooLong,
});

/**
 * A status change, optionally with a public comment posted with it or the reason for not posting
 * one (an internal note); both optional, so clients that send only the status keep working.
 */
export const statusChangeSchema = z
  .object({
    status: z.enum(STATUSES),
    comment: z.optional(commentTextSchema),
    skipReason: z.optional(skipReasonSchema),
  })
  .check(
    z.refine((change) => change.comment === undefined || change.skipReason === undefined, {
      message: CLOSING_MESSAGES.notBoth,
      path: ['skipReason'],
    }),
  );
export type StatusChange = z.output<typeof statusChangeSchema>;
export const priorityChangeSchema = z.object({ priority: z.enum(PRIORITIES) });
/** A staff id, or null to unassign. */
export const assigneeChangeSchema = z.object({ assignedTo: z.nullable(staffId()) });

/** An internal note or a public comment; blank text is rejected (the post button is disabled for it). */
export const noteSchema = z.object({ text: commentTextSchema });

export type NoteInput = z.infer<typeof noteSchema>;
