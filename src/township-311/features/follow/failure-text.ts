import type { Translate } from '#domain/i18n/messages.ts';
import { ApiError } from '../../lib/api-client.ts';
import type { FollowMessageKey } from '#domain/messages-311/follow-english.ts';
import { serverText, type ShownText } from '#domain/messages-311/follow-server-text.ts';

/**
 * What to show for a failed call: the server's message (in the reader's language when known), or
 * "That did not work" when the API cannot be reached or gives no message of its own.
 * @example failureText(t, new ApiError('This link has expired…', 410, 'expired_link')).text // 'This link has expired…'
 */
export function failureText(t: Translate<FollowMessageKey>, failure: unknown): ShownText {
  return failure instanceof ApiError && failure.status !== 0
    ? serverText(t, failure.message)
    : { text: t('failed'), english: false };
}

/**
 * Whether the server refused an action because the request is no longer as the page shows it
 * (409: another press, or staff, changed it first): the page then reads it again.
 * @example isStale(new ApiError('This request changed a moment ago…', 409, 'conflict')) // true
 */
export function isStale(failure: unknown): failure is ApiError {
  return failure instanceof ApiError && failure.status === 409;
}
