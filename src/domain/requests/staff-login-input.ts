/**
 * The staff login form. The server checks the same fields with `loginSchema`; this one only
 * asks for both fields with sign-in wording, and leaves every other verdict (wrong password,
 * no staff profile, too many attempts) to the server, whose message the form shows as it is.
 */
import * as z from 'zod/mini';
// Also loads Zod's English messages (see staff-input.ts), which the password cap relies on.
import { MAX_PASSWORD_LENGTH } from './staff-input.ts';

export const LOGIN_MESSAGES = {
  emailRequired: 'Please enter your email.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Please enter your password.',
} as const;

export const staffLoginFormSchema = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, LOGIN_MESSAGES.emailRequired)),
    z.email(LOGIN_MESSAGES.emailInvalid),
  ),
  password: z.string().check(z.minLength(1, LOGIN_MESSAGES.passwordRequired), z.maxLength(MAX_PASSWORD_LENGTH)),
});
export type StaffLoginFormInput = z.input<typeof staffLoginFormSchema>;
export type StaffLoginForm = z.output<typeof staffLoginFormSchema>;
