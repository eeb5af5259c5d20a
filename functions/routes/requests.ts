/**
 * Resident endpoints under /api/requests, no sign-in: submit, the public list (newest first, by
 * status and category, a page of 50 at a time), the public live
 * feed and the track view. Everything a resident receives is built by the shared public
 * projections; internal notes, submitter info and AI data have no path into these replies.
 */
import { parseReference } from '#domain/requests/reference.ts';
import { Hono, type TypedResponse } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { PublicRequest } from '#domain/requests/public-view.ts';
import { isRequestId } from '#domain/requests/request-id.ts';
import type { ServiceDeps } from '../deps.ts';
import { rateLimitEach } from '../http/rate-limit.ts';
import { createPublicFeed, type PublicFeedMessage } from '../services/public-feed.ts';
import { isFirstView, readPublicListQuery } from '../services/public-list-query.ts';
import { createPublicRequests, type PublicList } from '../services/public-requests.ts';
import { listRead } from './list-errors.ts';
import { acceptSubmission, boundedSubmitForm, requireFormBody, validSubmitForm } from './submission-form.ts';
import { submissionLimits } from './submit-limits.ts';

export const NOT_FOUND_MESSAGE = 'No request found with that ID.';
export { FORM_FIELD_LIMIT, FORM_MESSAGES, SUBMIT_FORM_LIMITS } from './submission-form.ts';
/** A comment line this often keeps proxies and browsers from dropping an idle event stream. */
export const HEARTBEAT_MS = 25_000;
/** Messages a slow reader may have waiting before its stream is closed (it reconnects and refetches). */
const MAX_PENDING_EVENTS = 256;

/** Headers of the public reads: JSON that may be kept but is revalidated before each use. */
const JSON_READ_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'application/json; charset=UTF-8',
  'Cache-Control': 'no-cache',
};

const json = (code: string, message: string) => ({ error: { code, message } });

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
      if (read && !read.ok) return c.json(json('bad_request', read.message), 400);
      const body =
        !read || isFirstView(read.query)
          ? await reads.listJson()
          : JSON.stringify(await listRead(reads.list(read.query)));
      // Sent as the cached text; typed as the object it is, so hc<AppType> clients see PublicList.
      return respond(body, 200, JSON_READ_HEADERS) as unknown as TypedResponse<PublicList, 200, 'json'>;
    })
    .get('/events', (c) => {
      const { shutdown } = deps;
      c.header('X-Accel-Buffering', 'no');
      return streamSSE(c, async (stream) => {
        let pending = 0;
        let queue: Promise<unknown> = Promise.resolve();
        let finish = () => {};
        const finished = new Promise<void>((resolve) => (finish = resolve));
        const enqueue = (write: () => Promise<unknown>) => {
          if (pending >= MAX_PENDING_EVENTS) {
            finish();
            return;
          }
          pending += 1;
          queue = queue.then(write).finally(() => (pending -= 1));
        };
        const send = (message: PublicFeedMessage) => {
          enqueue(() => stream.writeSSE({ id: message.id, event: message.event, data: message.data }));
        };
        stream.onAbort(finish);
        shutdown.addEventListener('abort', finish, { once: true });
        const unsubscribe = feed.subscribe(send);
        const heartbeat = setInterval(() => {
          enqueue(() => stream.write(': heartbeat\n\n'));
        }, HEARTBEAT_MS);
        try {
          enqueue(() => stream.writeSSE({ event: 'ready', data: '{}', retry: 5000 }));
          if (shutdown.aborted) finish();
          await finished;
        } finally {
          clearInterval(heartbeat);
          unsubscribe();
          shutdown.removeEventListener('abort', finish);
        }
      });
    })
    .get('/:id', async (c) => {
      // Tracking is the hottest resident read: a plain id check (the one requestIdSchema refines
      // with) instead of a zod parse per request; malformed and unknown ids answer alike. A short
      // reference (8 characters, never an id's length) is read as residents may type it.
      const key = c.req.param('id').trim();
      const reference = parseReference(key);
      const body = reference
        ? await reads.trackJsonByReference(reference)
        : isRequestId(key)
          ? await reads.trackJson(key)
          : null;
      if (body === null) return c.json(json('not_found', NOT_FOUND_MESSAGE), 404);
      return respond(body, 200, JSON_READ_HEADERS) as unknown as TypedResponse<PublicRequest, 200, 'json'>;
    });
}
