import { ApiError } from '../../lib/api-client.ts';

/** Shown when the API cannot be reached or gives no message of its own. */
export const FOLLOW_FAILED = 'That did not work. Please try again.';

/**
 * What to show for a failed call: the server's message, or FOLLOW_FAILED when there is none.
 * @example failureText(new ApiError('This link has expired…', 410, 'expired_link')) // 'This link has expired…'
 */
export function failureText(failure: unknown): string {
  return failure instanceof ApiError && failure.status !== 0 ? failure.message : FOLLOW_FAILED;
}
