/**
 * The staff login form. The server checks the same fields with `loginSchema`; this one only
 * asks for both fields with sign-in wording, and leaves every other verdict (wrong password,
 * no staff profile, too many attempts) to the server, whose message the form shows as it is.
 */
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from './staff-input.ts';

export const LOGIN_MESSAGES = {
  emailRequired: 'Please enter your email.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Please enter your password.',
} as const;

export const staffLoginFormSchema = z.object({
  email: z.string().trim().min(1, LOGIN_MESSAGES.emailRequired).pipe(z.email(LOGIN_MESSAGES.emailInvalid)),
  password: z.string().min(1, LOGIN_MESSAGES.passwordRequired).max(MAX_PASSWORD_LENGTH),
});
export type StaffLoginFormInput = z.input<typeof staffLoginFormSchema>;
export type StaffLoginForm = z.output<typeof staffLoginFormSchema>;
