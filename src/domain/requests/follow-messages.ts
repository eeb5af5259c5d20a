import { isRequestId } from './request-id.ts';

/**
 * The messages of following a request (docs/product.md#311-following-a-request), apart from the
 * schemas (follow-input.ts), for the follow screens; the track screen's form needs only the
 * address messages (EMAIL_MESSAGES of email-check.ts).
 */
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
} as const;

/**
 * What a press of a link's button that went through says, by the `done=` value of the address the
 * server's plain form answers with (`?done=confirmed&id=…`): the app, taking over that page, says
 * the same.
 */
export const LINK_ACTION_DONE = {
  confirmed: FOLLOW_MESSAGES.confirmed,
  'stopped-follower': FOLLOW_MESSAGES.stoppedFollower,
  'stopped-submitter': FOLLOW_MESSAGES.stoppedSubmitter,
} as const;

export type LinkActionDone = keyof typeof LINK_ACTION_DONE;

/**
 * The press an address says went through, or null when `done` or `id` is not one.
 * @example linkActionDone('confirmed', 'AbCd…') // { message: FOLLOW_MESSAGES.confirmed, requestId: 'AbCd…' }
 */
export function linkActionDone(
  done: string | null | undefined,
  id: string | null | undefined,
): { message: string; requestId: string } | null {
  if (!done || !Object.hasOwn(LINK_ACTION_DONE, done) || !isRequestId(id)) return null;
  return { message: LINK_ACTION_DONE[done as LinkActionDone], requestId: id };
}
