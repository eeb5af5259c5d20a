/**
 * What residents send to follow a request and to confirm or stop updates
 * (docs/api.md#following-a-request), with the messages of docs/product.md#311-following-a-request.
 * Shared by the forms and the server (the submitter's page has its own inputs, follow-up-input.ts).
 */
import * as z from 'zod/mini';
import { EMAIL_MESSAGES } from './email-check.ts';
import { FOLLOW_MESSAGES } from './follow-messages.ts';
import { isRequestId } from './request-id.ts';
import { recordedLanguage } from './request-language.ts';

/** The longest address SMTP allows, as the wizard's (SUBMIT_LIMITS.email). */
const EMAIL_MAX = 254;

/** A token from a link: its shape is checked by the store, so anything short enough is passed on. */
export const tokenSchema = z
  .string({ error: FOLLOW_MESSAGES.invalidLink })
  .check(z.trim(), z.maxLength(100, FOLLOW_MESSAGES.invalidLink));

export const followSchema = z.object({
  requestId: z
    .string({ error: 'No request found with that ID.' })
    .check(z.trim(), z.refine(isRequestId, 'No request found with that ID.')),
  email: z.pipe(
    z
      .string({ error: EMAIL_MESSAGES.noEmail })
      .check(z.trim(), z.minLength(1, EMAIL_MESSAGES.noEmail), z.maxLength(EMAIL_MAX, EMAIL_MESSAGES.badEmail)),
    z.email(EMAIL_MESSAGES.badEmail),
  ),
  /** The follow screen's language: the follow's e-mails are in it (an unknown one reads as English). */
  language: z.pipe(
    z.optional(z.unknown()),
    z.transform((value) => recordedLanguage(value)),
  ),
});

export const tokenInputSchema = z.object({ token: tokenSchema });

export type FollowInput = z.output<typeof followSchema>;
