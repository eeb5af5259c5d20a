/**
 * The messages of following a request (docs/product.md#311-following-a-request), apart from the
 * schemas (follow-input.ts) so the track screen, which loads no zod at all, can show them.
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
  noEmail: 'Please enter your email address.',
  badEmail: 'Please enter a valid email address.',
} as const;

/**
 * A first check of an address in the browser, without zod: blank, or plainly not an address. The
 * server checks it fully (follow-input.ts) and its message is shown when it refuses.
 * @example emailProblem('fay-at-example') // 'Please enter a valid email address.'
 */
export function emailProblem(email: string): string | null {
  const text = email.trim();
  if (!text) return FOLLOW_MESSAGES.noEmail;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? null : FOLLOW_MESSAGES.badEmail;
}
