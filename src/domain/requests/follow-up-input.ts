/**
 * What the submitter sends from their private page (docs/api.md#following-a-request): the link's
 * token and an optional text, for adding information (the photo travels beside it) and for
 * "not fixed". Shared by the page's forms and the server.
 */
import * as z from 'zod/mini';
import { FOLLOW_UP_MESSAGES, FOLLOW_UP_TEXT_LIMIT } from './follow-up-messages.ts';
import { tokenSchema } from './follow-input.ts';

/** An optional text of the submitter's, trimmed; '' when left out. */
const followUpText = z._default(
  z.string().check(z.trim(), z.maxLength(FOLLOW_UP_TEXT_LIMIT, FOLLOW_UP_MESSAGES.textTooLong)),
  '',
);

export const reopenSchema = z.object({ token: tokenSchema, note: followUpText });

/** The text fields of the "add information" form (the photo travels beside them). */
export const informationSchema = z.object({ token: tokenSchema, text: followUpText });

/** Names no photo, so the answer is the same 404 as for a photo that is not the submitter's. */
export const PHOTO_NAME_MESSAGE = 'No photo found at that address.';

/** POST /api/follow/photo: one of the photos the submitter added, by its file name. */
export const addedPhotoSchema = z.object({
  token: tokenSchema,
  fileName: z.string({ error: PHOTO_NAME_MESSAGE }).check(z.maxLength(80, PHOTO_NAME_MESSAGE)),
});
