/**
 * The constants and messages of the submitter's private page
 * (docs/product.md#311-the-submitters-private-link), apart from its rules (follow-up.ts), which
 * read the request's statistics code: the page itself needs only these.
 */
import type { Status } from './constants.ts';

/** Days after its resolution during which the submitter may reopen a request. */
export const REOPEN_DAYS = 14;
/** Additions (information or photo) one request takes from its submitter at most. */
export const MAX_RESIDENT_ADDITIONS = 20;
/** The longest note the submitter may add or give with "not fixed". */
export const FOLLOW_UP_TEXT_LIMIT = 2000;
/** The status a reopened request goes back to: work on it is resumed. */
export const REOPENED_STATUS: Status = 'In Progress';

export const FOLLOW_UP_ACTIONS = {
  information: 'Information added by the resident',
  photo: 'Photo added by the resident',
  reopened: 'Reopened by the resident: not fixed',
} as const;

export const FOLLOW_UP_MESSAGES = {
  added: 'Thank you. Your information was added to the request.',
  reopened: 'Thank you. The request was reopened and the township will look at it again.',
  empty: 'Please write some information or choose a photo.',
  notOpen: 'This request is no longer open, so information can no longer be added.',
  notResolved: 'Only a resolved request can be reopened.',
  tooLate: `This request was resolved more than ${REOPEN_DAYS} days ago, so it can no longer be reopened. If the problem is back, please submit a new request.`,
  closed: 'This request is closed and cannot be reopened. If the problem is back, please submit a new request.',
  tooMany: `This request already has ${MAX_RESIDENT_ADDITIONS} additions from you, the most it takes. Please submit a new request for anything else.`,
  changed: 'This request changed a moment ago, so nothing was done. The page now shows where it stands.',
  textTooLong: `The text can be at most ${FOLLOW_UP_TEXT_LIMIT} characters.`,
} as const;
