/**
 * What residents send to follow a request, confirm or stop updates, and what the submitter sends
 * from their private page (docs/api.md#following-a-request), with the messages of
 * docs/product.md#311-following-a-request. Shared by the forms and the server.
 */
import * as z from 'zod/mini';
import { FOLLOW_UP_MESSAGES, FOLLOW_UP_TEXT_LIMIT } from './follow-up.ts';
import { isRequestId } from './request-id.ts';
import { SUBMIT_LIMITS } from './submit-input.ts';

export const FOLLOW_MESSAGES = {
  /** The same whatever the address: it never tells whether someone already follows the request. */
  sent: 'Check your e-mail: a link to confirm the updates is on its way. Updates start once you open it.',
  full: 'This request already has as many followers as it can take, so no more can be added.',
  rateLimited:
    'Too many requests for updates have come from your connection or for this address. Please try again later.',
  confirmed: 'Thank you. You will get an e-mail whenever this request is updated.',
  stoppedFollower: 'You will no longer get e-mails about this request.',
  stoppedSubmitter: 'You will no longer get e-mails or texts about this request.',
  invalidLink: 'This link is not valid. Please check that you opened the whole link from the e-mail.',
  expiredLink: 'This link has expired. You can ask for updates again on the request’s page.',
  noEmail: 'Please enter your email address.',
  badEmail: 'Please enter a valid email address.',
} as const;

/** A token from a link: its shape is checked by the store, so anything short enough is passed on. */
const tokenSchema = z
  .string({ error: FOLLOW_MESSAGES.invalidLink })
  .check(z.trim(), z.maxLength(100, FOLLOW_MESSAGES.invalidLink));

export const followSchema = z.object({
  requestId: z
    .string({ error: 'No request found with that ID.' })
    .check(z.trim(), z.refine(isRequestId, 'No request found with that ID.')),
  email: z.pipe(
    z
      .string({ error: FOLLOW_MESSAGES.noEmail })
      .check(
        z.trim(),
        z.minLength(1, FOLLOW_MESSAGES.noEmail),
        z.maxLength(SUBMIT_LIMITS.email, FOLLOW_MESSAGES.badEmail),
      ),
    z.email(FOLLOW_MESSAGES.badEmail),
  ),
});

export const tokenInputSchema = z.object({ token: tokenSchema });

/** An optional text of the submitter's, trimmed; '' when left out. */
const followUpText = z._default(
  z.string().check(z.trim(), z.maxLength(FOLLOW_UP_TEXT_LIMIT, FOLLOW_UP_MESSAGES.textTooLong)),
  '',
);

export const reopenSchema = z.object({ token: tokenSchema, note: followUpText });

/** The text fields of the "add information" form (the photo travels beside them). */
export const informationSchema = z.object({ token: tokenSchema, text: followUpText });

export type FollowInput = z.output<typeof followSchema>;
