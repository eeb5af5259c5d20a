/**
 * Resident endpoints under /api/requests, no sign-in: submit, the public list (newest first, by
 * status and category, a page of 50 at a time), the public live
 * feed (an event stream, and the polled changes) and the track view. Everything a resident receives is built by the shared public
 * projections; internal notes, submitter info and AI data have no path into these replies.
 */
import { Hono, type TypedResponse } from 'hono';
import { PUBLIC_CHANGES_CDN_SECONDS, PUBLIC_POLL_MS } from '#domain/requests/live-changes.ts';
import { toPublicListItem, type PublicRequest } from '#domain/requests/public-view.ts';
import type { ServiceDeps } from '../deps.ts';
import { ApiFailure } from '../http/api-error.ts';
import { eventStream } from '../http/event-stream.ts';
import { rateLimitEach } from '../http/rate-limit.ts';
import { createPublicFeed } from '../services/public-feed.ts';
import { isFirstView, readPublicListQuery } from '../services/public-list-query.ts';
import { createPublicRequests, type PublicList } from '../services/public-requests.ts';
import { changesReply, validChangesQuery } from './changes-reply.ts';
import { listRead } from './list-errors.ts';
import { acceptSubmission, boundedSubmitForm, requireFormBody, validSubmitForm } from './submission-form.ts';
import { submissionLimits } from './submit-limits.ts';

export const NOT_FOUND_MESSAGE = 'No request found with that ID.';
export { FORM_FIELD_LIMIT, FORM_MESSAGES, SUBMIT_FORM_LIMITS } from './submission-form.ts';
/** The reconnection delay the public feed tells EventSource (the app's own is RECONNECT_MS, live-feed.ts). */
const FEED_RETRY_MS = 5000;

/** Headers of the public reads: JSON that may be kept but is revalidated before each use. */
const JSON_READ_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'application/json; charset=UTF-8',
  'Cache-Control': 'no-cache',
};

export function requestRoutes(
  deps: ServiceDeps,
  /** Builds a response already carrying the API's security headers (security-headers.ts). */
  respond: (body: string, status: number, headers: Record<string, string>) => Response,
) {
  // Built once, not per request: the list and track handlers are the hottest paths.
  const reads = createPublicRequests(deps.stores);
  const feed = createPublicFeed(deps.stores.changes, (error) => {
    deps.logger.error('Live feed', error);
  });
  const submitLimits = submissionLimits(deps);

  return new Hono()
    .post('/', rateLimitEach(submitLimits), requireFormBody, boundedSubmitForm, validSubmitForm, async (c) =>
      acceptSubmission(c, deps, c.req.valid('form')),
    )
    .get('/', async (c) => {
      // The first view (no query) is the hottest read: its cached body, without parsing anything.
      const search = c.req.url.includes('?') ? new URL(c.req.url).searchParams : null;
      const read = search ? readPublicListQuery(search) : null;
      if (read && !read.ok) throw new ApiFailure(400, read.message);
      const body =
        !read || isFirstView(read.query)
          ? await reads.listJson()
          : JSON.stringify(await listRead(reads.list(read.query)));
      // Sent as the cached text; typed as the object it is, so hc<AppType> clients see PublicList.
      return respond(body, 200, JSON_READ_HEADERS) as unknown as TypedResponse<PublicList, 200, 'json'>;
    })
    .get('/events', (c) =>
      eventStream(c, {
        shutdown: deps.lifecycle.shutdown,
        retryMs: FEED_RETRY_MS,
        onWriteError: (error) => {
          deps.logger.debug(`Live feed ended: ${error instanceof Error ? error.message : String(error)}`);
        },
        open: (send) => ({ stop: feed.subscribe(send) }),
      }),
    )
    .get('/changes', validChangesQuery, (c) =>
      changesReply(c, {
        log: deps.stores.changeLog,
        since: c.req.valid('query').since,
        transport: deps.live.transport,
        pollMs: PUBLIC_POLL_MS,
        // Up-to-date clients all ask the same URL: Hosting's CDN answers them all with one call a second.
        cacheControl: `public, max-age=0, s-maxage=${String(PUBLIC_CHANGES_CDN_SECONDS)}`,
        project: (event) => toPublicListItem(event.request),
      }),
    )
    .get('/:id', async (c) => {
      const body = await reads.trackJsonFor(c.req.param('id').trim());
      if (body === null) throw new ApiFailure(404, NOT_FOUND_MESSAGE);
      return respond(body, 200, JSON_READ_HEADERS) as unknown as TypedResponse<PublicRequest, 200, 'json'>;
    });
}
