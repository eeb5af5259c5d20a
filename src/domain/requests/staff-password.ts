/**
 * The password policy for passwords staff choose themselves (docs/product.md#311-your-password):
 * changing your own, or setting one through a reset link. The server and the forms check the same
 * rules here. Temporary passwords an admin types keep the spec's rule (6 characters, staff-input.ts):
 * they must be changed at first sign-in. In the spirit of NIST SP 800-63B: a length floor, no
 * composition rules, and a short list of passwords too common to keep.
 */
import * as z from 'zod/mini';
import { MAX_PASSWORD_LENGTH } from './staff-input.ts';

export const MIN_CHOSEN_PASSWORD_LENGTH = 8;

export const PASSWORD_MESSAGES = {
  currentRequired: 'Please enter your current password.',
  newRequired: 'Please enter a new password.',
  tooShort: `Your new password must be at least ${MIN_CHOSEN_PASSWORD_LENGTH} characters long.`,
  tooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters long.`,
  tooCommon: 'That password is too common. Please choose another.',
  containsEmail: 'Your new password must not contain your email address.',
  unchanged: 'Your new password must be different from your current one.',
  mismatch: 'The new passwords do not match.',
  currentWrong: 'Your current password is not correct.',
} as const;

/** Passwords guessed first by anyone trying accounts; lower case, compared case-insensitively. */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '11111111',
  '87654321',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'qwertyui',
  'qwerty123',
  'iloveyou',
  'letmein1',
  'welcome1',
  'welcome123',
  'changeme',
  'abcd1234',
  'township',
  'township311',
  'admin123',
  'administrator',
]);

/**
 * The first rule a chosen password breaks, or null when it passes. `email` is the account's;
 * `current`, when known, the password it replaces.
 * @example passwordProblem('password1', { email: 'sam@example.org' }) // 'That password is too common. Please choose another.'
 * @example passwordProblem('a long river stone', { email: 'sam@example.org' }) // null
 */
export function passwordProblem(password: string, context: { email: string; current?: string }): string | null {
  if (password.length < MIN_CHOSEN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooLong;
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return PASSWORD_MESSAGES.tooCommon;
  const email = context.email.trim().toLowerCase();
  const local = email.split('@')[0] ?? '';
  if (email && (lower.includes(email) || (local.length >= 4 && lower.includes(local)))) {
    return PASSWORD_MESSAGES.containsEmail;
  }
  if (context.current !== undefined && password === context.current) return PASSWORD_MESSAGES.unchanged;
  return null;
}

const newPassword = () =>
  z
    .string({ error: PASSWORD_MESSAGES.newRequired })
    .check(
      z.minLength(1, { error: PASSWORD_MESSAGES.newRequired, abort: true }),
      z.minLength(MIN_CHOSEN_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooShort),
      z.maxLength(MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooLong),
    );

/**
 * POST /api/auth/password. Where this server checks passwords, the current password; with
 * Firebase Authentication, an ID token the browser got by signing in with it just now. The rules
 * that need the account (e-mail, current password) are the service's, through passwordProblem.
 */
export const changePasswordSchema = z.union([
  z.object({
    currentPassword: z
      .string({ error: PASSWORD_MESSAGES.currentRequired })
      .check(z.minLength(1, PASSWORD_MESSAGES.currentRequired), z.maxLength(MAX_PASSWORD_LENGTH)),
    newPassword: newPassword(),
  }),
  z.object({
    idToken: z.string().check(z.minLength(1), z.maxLength(8192)),
    newPassword: newPassword(),
  }),
]);
export type ChangePassword = z.output<typeof changePasswordSchema>;

/** A reset link's token: 32 random bytes in base64url (43 characters). */
export const resetTokenSchema = z.string().check(z.trim(), z.minLength(20), z.maxLength(100), z.regex(/^[\w-]+$/));

/** POST /api/auth/password-reset: a reset link's token and the new password. */
export const useResetLinkSchema = z.object({ token: resetTokenSchema, newPassword: newPassword() });

/**
 * The forms' schema: the new password twice, checked against the policy with the account's
 * e-mail (and, when the form asks for it, the current password).
 * @example zodResolver(choosePasswordFormSchema('sam@example.org', { withCurrent: true }))
 */
export function choosePasswordFormSchema(email: string, { withCurrent }: { withCurrent: boolean }) {
  return z
    .object({
      currentPassword: withCurrent
        ? z.string().check(z.minLength(1, PASSWORD_MESSAGES.currentRequired), z.maxLength(MAX_PASSWORD_LENGTH))
        : z.optional(z.string()),
      newPassword: newPassword(),
      confirmPassword: z.string(),
    })
    .check(
      z.superRefine((values, context) => {
        const problem = passwordProblem(values.newPassword, {
          email,
          ...(withCurrent && values.currentPassword !== undefined ? { current: values.currentPassword } : {}),
        });
        if (problem && values.newPassword.length >= MIN_CHOSEN_PASSWORD_LENGTH) {
          context.addIssue({ code: 'custom', message: problem, path: ['newPassword'], input: values.newPassword });
        }
        if (values.confirmPassword !== values.newPassword) {
          context.addIssue({
            code: 'custom',
            message: PASSWORD_MESSAGES.mismatch,
            path: ['confirmPassword'],
            input: values.confirmPassword,
          });
        }
      }),
    );
}
export type ChoosePasswordForm = z.output<ReturnType<typeof choosePasswordFormSchema>>;
