/**
 * The live change feed's JSON form (docs/api.md#live-changes): what `GET /api/requests/changes`
 * and `GET /api/staff/changes` accept and answer, and how often the app asks. Where event streams
 * reach the browser late (Firebase Hosting buffers a function's reply until it ends), the app
 * polls this feed instead (docs/deploy-firebase.md, "Costs and limits to know"). No zod here: the
 * resident app imports these constants, and its bundle carries no schema library (the query's
 * schema is live-changes-query.ts).
 */
/** How the app receives live changes: an event stream, or polling the changes endpoint. */
export const LIVE_TRANSPORTS = ['stream', 'poll'] as const;
export type LiveTransport = (typeof LIVE_TRANSPORTS)[number];

/** Events one answer carries at most; `more` says the next answer has the rest. */
export const CHANGES_PAGE_LIMIT = 100;
/** Staff screens ask this often while visible: a change shows within about 3 s plus the request. */
export const STAFF_POLL_MS = 3_000;
/**
 * Resident screens ask this often while visible. The public answer may come from the CDN up to
 * PUBLIC_CHANGES_CDN_SECONDS old, so a change shows within 3.5 + 1 s plus the request: under 5 s.
 */
export const PUBLIC_POLL_MS = 3_500;
/** How long Hosting's CDN may serve one public changes answer to every client asking the same URL. */
export const PUBLIC_CHANGES_CDN_SECONDS = 1;
/** A hidden tab asks this seldom; it asks at once when shown again. */
export const HIDDEN_POLL_MS = 30_000;
/** The longest wait after failed polls (the wait doubles from the visible interval). */
export const MAX_POLL_BACKOFF_MS = 60_000;

export const MALFORMED_CURSOR_MESSAGE = 'The since cursor is not one this feed gave out. Ask again without since.';

/** One answer of a changes endpoint; `Event` is the feed's projection (public list row or staff request). */
export interface ChangesAnswer<Event> {
  /** Ask with `since=<cursor>` next. */
  cursor: string;
  events: { type: 'created' | 'updated'; data: Event }[];
  /** More events wait after `cursor`: ask again at once. */
  more?: true;
  /** The feed cannot say what changed since the cursor given: refetch what is shown, then go on from `cursor`. */
  reset?: true;
  transport: LiveTransport;
  /** How often to ask while the page is visible. */
  pollMs: number;
}
