/**
 * "Forgot your password?" (docs/product.md#311-forgot-your-password): a staff member asks for a
 * one-time link by e-mail. The answer is the same whether or not the address is a staff member's,
 * so it tells nobody who works here; requests are limited per client address and per address typed.
 */
import * as z from 'zod/mini';
import { staffEmailSchema } from './staff-input.ts';
import { LOGIN_MESSAGES } from './staff-login-input.ts';

const HOUR_MS = 60 * 60_000;

/** The limits and timings of forgot-password, in one place for the server, the e-mail and the docs. */
export const FORGOT_PASSWORD = {
  /** How long an e-mailed link works: shorter than an admin's, as it travels by e-mail unasked. */
  linkTtlMs: HOUR_MS,
  /** Requests per client address per hour: an office behind one address still has room. */
  perClientPerHour: 10,
  /** Requests naming one e-mail address per hour, whoever sends them: a mailbox cannot be flooded. */
  perEmailPerHour: 3,
  windowMs: HOUR_MS,
} as const;

export const FORGOT_PASSWORD_MESSAGES = {
  sent:
    'If that email address belongs to a staff account, a link to set a new password is on its way. ' +
    'It works once, within 1 hour. Check your inbox and spam folder.',
  tooMany: 'Too many requests for a password link. Please wait and try again.',
  failed: 'Failed to send the request. Please try again.',
} as const;

/** POST /api/auth/forgot-password, and the form that sends it: one e-mail address, lower-cased. */
export const forgotPasswordSchema = z.object({ email: staffEmailSchema(LOGIN_MESSAGES.emailRequired) });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ForgotPassword = z.output<typeof forgotPasswordSchema>;
