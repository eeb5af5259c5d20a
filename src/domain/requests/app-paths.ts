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

/**
 * A one-time password link's page, reached without signing in (an admin's or an e-mailed one).
 * @example resetPasswordPath('tok') // '/staff/reset/tok'
 */
export function resetPasswordPath(token: string): string {
  return `/staff/reset/${encodeURIComponent(token)}`;
}

/**
 * Which built page paints an address of the app first, before (or without) its script
 * (docs/311-without-javascript.md): the report form for the app's root, the staff portal's notice
 * for the staff screens (`/staff…` and `/login`), and a short notice with links to the resident
 * pages for every other screen. `below` is the address's segments after the app's root and any
 * language segment. Hosting's rewrites (firebase.json) say the same.
 * @example firstPaintOf([]) // 'report'
 * @example firstPaintOf(['staff', 'requests']) // 'staff'
 * @example firstPaintOf(['stats']) // 'other'
 */
export function firstPaintOf(below: readonly string[]): FirstPaint {
  if (below.length === 0) return 'report';
  return STAFF_ROOTS.has(below[0] ?? '') ? 'staff' : 'other';
}

export type FirstPaint = 'report' | 'staff' | 'other';

/** The first segment of every staff screen's address. */
const STAFF_ROOTS: ReadonlySet<string> = new Set(['staff', 'login']);

/**
 * The built page of each first paint, below the language's /311 folder (dist/311/, dist/311/es/).
 * @example FIRST_PAINT_FOLDER.staff // 'staff'
 */
export const FIRST_PAINT_FOLDER: Record<FirstPaint, string | null> = { report: null, staff: 'staff', other: 'app' };

/**
 * The portal screen where a member chooses which e-mails about their work they get, below the
 * app's root (it is here, not in staff-mail.ts, so the router loads no schema library).
 * @example STAFF_NOTIFICATIONS_PATH // '/staff/account/notifications'
 */
export const STAFF_NOTIFICATIONS_PATH = '/staff/account/notifications';
