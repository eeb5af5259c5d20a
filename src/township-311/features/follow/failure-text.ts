import { ApiError } from '../../lib/api-client.ts';

/** Shown when the API cannot be reached or gives no message of its own. */
const FOLLOW_FAILED = 'That did not work. Please try again.';

/**
 * What to show for a failed call: the server's message, or FOLLOW_FAILED when there is none.
 * @example failureText(new ApiError('This link has expired…', 410, 'expired_link')) // 'This link has expired…'
 */
export function failureText(failure: unknown): string {
  return failure instanceof ApiError && failure.status !== 0 ? failure.message : FOLLOW_FAILED;
}

/**
 * Whether the server refused an action because the request is no longer as the page shows it
 * (409: another press, or staff, changed it first): the page then reads it again.
 * @example isStale(new ApiError('This request changed a moment ago…', 409, 'conflict')) // true
 */
export function isStale(failure: unknown): failure is ApiError {
  return failure instanceof ApiError && failure.status === 409;
}
