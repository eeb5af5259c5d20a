/**
 * The answer of both changes endpoints (docs/api.md#live-changes), the public one of requests.ts
 * and the staff one of staff-requests.ts: a page of the change log after `since` (or only the
 * current cursor without it), each event projected for its viewer, with an ETag from the cursor so
 * a client that is up to date gets a 304, and the transport the app should use.
 */
import { zValidator } from '@hono/zod-validator';
import type { Context } from 'hono';
import { changesQuerySchema } from '#domain/requests/live-changes-query.ts';
import { CHANGES_PAGE_LIMIT, MALFORMED_CURSOR_MESSAGE } from '#domain/requests/live-changes.ts';
import type { ChangesAnswer, LiveTransport } from '#domain/requests/live-changes.ts';
import { ApiFailure } from '../http/api-error.ts';
import type { ChangeLog, RequestEvent } from '../storage/ports.ts';

/** The query validator of both endpoints: a malformed cursor is a 400 with the feed's message. */
export const validChangesQuery = zValidator('query', changesQuerySchema, (result) => {
  if (!result.success) throw new ApiFailure(400, MALFORMED_CURSOR_MESSAGE);
});

interface ChangesReplyOptions<Event> {
  log: ChangeLog;
  since: string | undefined;
  transport: LiveTransport;
  pollMs: number;
  /** Cache-Control of the answer and of its 304. */
  cacheControl: string;
  /** What the viewer may see of a changed request. */
  project: (event: RequestEvent) => Event;
}

/** The answer for `since`, before any projection or header. */
async function readAnswer<Event>(options: ChangesReplyOptions<Event>): Promise<ChangesAnswer<Event>> {
  const { log, since, transport, pollMs } = options;
  if (since === undefined) return { cursor: await log.current(), events: [], transport, pollMs };
  const page = await log.changedSince(since, CHANGES_PAGE_LIMIT);
  if (page.kind === 'invalid') throw new ApiFailure(400, MALFORMED_CURSOR_MESSAGE);
  if (page.kind === 'reset') return { cursor: page.cursor, events: [], reset: true, transport, pollMs };
  return {
    cursor: page.cursor,
    events: page.events.map((event) => ({ type: event.type, data: options.project(event) })),
    ...(page.more ? { more: true as const } : {}),
    transport,
    pollMs,
  };
}

/**
 * @example .get('/changes', validChangesQuery, (c) => changesReply(c, { log, since: c.req.valid('query').since, ... }))
 */
export async function changesReply<Event>(c: Context, options: ChangesReplyOptions<Event>): Promise<Response> {
  const answer = await readAnswer(options);
  // The cursor names what the answer holds for this URL; the transport is in it so a changed setting is seen.
  const etag = `"${answer.transport}-${answer.cursor}${answer.reset ? '-reset' : ''}"`;
  const headers = { ETag: etag, 'Cache-Control': options.cacheControl };
  const asked = c.req.header('If-None-Match');
  if (asked?.split(',').some((tag) => tag.trim() === etag)) return c.body(null, 304, headers);
  return c.json(answer, 200, headers);
}
