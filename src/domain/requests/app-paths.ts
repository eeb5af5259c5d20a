/**
 * The 311 app's addresses that messages link to, below its base (`/311`, or `/` on a 311. host):
 * the SPA's router (src/township-311/lib/routes.ts) reads them and the server's links
 * (functions/notify/links.ts) write them, so a link in an e-mail always opens its screen.
 */

/** Screens a link in a message opens with a token (`?token=`): the token never goes in the path. */
export const TOKEN_PATHS = {
  /** Confirm e-mail updates about a request someone asked to follow. */
  confirm: '/updates/confirm',
  /** Stop e-mails (and, for the submitter, texts) about a request. */
  stop: '/updates/stop',
  /** The submitter's private page: add information or a photo, or say it is not fixed. */
  followUp: '/my-request',
} as const;

export type TokenPath = (typeof TOKEN_PATHS)[keyof typeof TOKEN_PATHS];

/**
 * The track screen of one request.
 * @example trackPath('q3ZrT0bW8sLkP1mXa9Yc') // '/track/q3ZrT0bW8sLkP1mXa9Yc'
 */
export function trackPath(id: string): string {
  return `/track/${encodeURIComponent(id)}`;
}
