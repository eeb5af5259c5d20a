/** The error replies the follow routes share (docs/api.md#following-a-request). */
import { FOLLOW_MESSAGES } from '#domain/requests/follow-messages.ts';
import { FOLLOW_UP_MESSAGES } from '#domain/requests/follow-up-messages.ts';
import { ApiFailure } from '../http/api-error.ts';
import type { FollowUpRefusal } from '../services/follow-up.ts';

export const NO_STORE = { 'Cache-Control': 'no-store' };

/** Status, code and message of each refusal. */
const REFUSALS: Record<FollowUpRefusal | 'full', [409 | 404 | 410 | 422, string, string]> = {
  invalid: [404, 'invalid_link', FOLLOW_MESSAGES.invalidLink],
  expired: [410, 'expired_link', FOLLOW_MESSAGES.expiredLink],
  full: [409, 'conflict', FOLLOW_MESSAGES.full],
  'not-open': [409, 'conflict', FOLLOW_UP_MESSAGES.notOpen],
  'too-many': [409, 'conflict', FOLLOW_UP_MESSAGES.tooMany],
  empty: [422, 'invalid_input', FOLLOW_UP_MESSAGES.empty],
  'not-resolved': [409, 'conflict', FOLLOW_UP_MESSAGES.notResolved],
  'too-late': [409, 'conflict', FOLLOW_UP_MESSAGES.tooLate],
  closed: [409, 'conflict', FOLLOW_UP_MESSAGES.closed],
  changed: [409, 'conflict', FOLLOW_UP_MESSAGES.changed],
};

/**
 * The error of a refusal.
 * @example if (!result.ok) throw refuse(result.reason);
 */
export function refuse(reason: FollowUpRefusal | 'full'): ApiFailure {
  const [status, code, message] = REFUSALS[reason];
  return new ApiFailure(status, message, { code });
}
