/**
 * Staff routes for one request, and the live feed, under /api/staff. Every route checks the role
 * on the server (auth/require-staff.ts, permissions of docs/product.md#311-roles-and-permissions);
 * the logic is in services/staff-requests.ts. Replies carry full request documents, internal notes
 * and AI data included: these routes are never reachable without a staff session. The list, the
 * dashboard, the map, the export and the statistics are in staff-request-lists.ts.
 */
import { Hono, type Context } from 'hono';
import { ApiFailure } from '../http/api-error.ts';
import { SUBMITTER_INFO_PRIVATE_MESSAGE } from '#domain/requests/permissions.ts';
import { STAFF_POLL_MS, type LiveTransport } from '#domain/requests/live-changes.ts';
import { isRequestId } from '#domain/requests/request-id.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import {
  assigneeChangeSchema,
  noteSchema,
  priorityChangeSchema,
  statusChangeSchema,
} from '#domain/requests/staff-input.ts';
import { staffGuard, type GuardDeps } from '../auth/require-staff.ts';
import { watchSession } from '../auth/session-watch.ts';
import { eventStream } from '../http/event-stream.ts';
import type { ChangeFeed, ChangeLog } from '../storage/ports.ts';
import {
  addInternalNote,
  addPublicComment,
  changeAssignee,
  changePriority,
  changeStatus,
  oneRequest,
  submitterInfo,
  UnknownAssigneeError,
  type StaffRequestDeps,
} from '../services/staff-requests.ts';
import { changesReply, validChangesQuery } from './changes-reply.ts';
import { validate } from './staff-validator.ts';

export const NOT_FOUND_MESSAGE = 'No request found with that ID.';
const NO_SUBMITTER_INFO_MESSAGE = 'No submitter information was found for that request.';

interface StaffRequestRouteDeps extends GuardDeps, StaffRequestDeps {
  stores: GuardDeps['stores'] & StaffRequestDeps['stores'] & { changes: ChangeFeed; changeLog: ChangeLog };
  /** How the app receives live changes, told by /changes. */
  live: { transport: LiveTransport };
  /** Milliseconds between keep-alive comments on the live feed (each, like every event, rechecks the session). */
  feedHeartbeatMs?: number;
  /** Aborted at server shutdown: open feeds end so their connections can close. */
  lifecycle?: { shutdown: AbortSignal };
}

const noStore = { 'Cache-Control': 'no-store' };

/** The :id parameter, or a 404 for anything that cannot be a request id. */
export function requestId(c: Context): string {
  const id = c.req.param('id');
  if (!isRequestId(id)) throw new ApiFailure(404, NOT_FOUND_MESSAGE);
  return id;
}

export function found(request: ServiceRequest | null): { request: ServiceRequest } {
  if (!request) throw new ApiFailure(404, NOT_FOUND_MESSAGE);
  return { request };
}

export function staffRequestRoutes(deps: StaffRequestRouteDeps) {
  const requireStaff = staffGuard(deps);

  return new Hono()
    .get('/requests/:id', requireStaff('internalNotes'), async (c) =>
      c.json(found(await oneRequest(deps, requestId(c))), 200, noStore),
    )
    .get('/requests/:id/submitter', requireStaff('viewSubmitterInfo', SUBMITTER_INFO_PRIVATE_MESSAGE), async (c) => {
      const info = await submitterInfo(deps, requestId(c));
      if (!info) throw new ApiFailure(404, NO_SUBMITTER_INFO_MESSAGE);
      return c.json({ submitterInfo: info }, 200, noStore);
    })
    .post('/requests/:id/status', requireStaff('manageRequest'), validate('json', statusChangeSchema), async (c) =>
      c.json(found(await changeStatus(deps, requestId(c), c.req.valid('json'), c.var.staff)), 200),
    )
    .post('/requests/:id/priority', requireStaff('manageRequest'), validate('json', priorityChangeSchema), async (c) =>
      c.json(found(await changePriority(deps, requestId(c), c.req.valid('json').priority, c.var.staff)), 200),
    )
    .post(
      '/requests/:id/assignee',
      requireStaff('manageRequest'),
      validate('json', assigneeChangeSchema),
      async (c) => {
        const id = requestId(c);
        try {
          return c.json(found(await changeAssignee(deps, id, c.req.valid('json').assignedTo, c.var.staff)), 200);
        } catch (error) {
          if (error instanceof UnknownAssigneeError) throw new ApiFailure(422, error.message);
          throw error;
        }
      },
    )
    .post('/requests/:id/notes', requireStaff('internalNotes'), validate('json', noteSchema), async (c) =>
      c.json(found(await addInternalNote(deps, requestId(c), c.req.valid('json').text, c.var.staff)), 201),
    )
    .post('/requests/:id/comments', requireStaff('postPublicComment'), validate('json', noteSchema), async (c) =>
      c.json(found(await addPublicComment(deps, requestId(c), c.req.valid('json').text, c.var.staff)), 201),
    )
    .get('/changes', requireStaff('viewRequests'), validChangesQuery, (c) =>
      changesReply(c, {
        log: deps.stores.changeLog,
        since: c.req.valid('query').since,
        transport: deps.live.transport,
        pollMs: STAFF_POLL_MS,
        cacheControl: 'private, no-store',
        // The staff stream's projection: the whole request.
        project: (event) => event.request,
      }),
    )
    .get('/events', requireStaff('viewRequests'), (c) => {
      const session = c.var.session;
      return eventStream(c, {
        heartbeatMs: deps.feedHeartbeatMs,
        shutdown: deps.lifecycle?.shutdown,
        onWriteError: (error) => {
          // A client gone mid-write or a store shutting down just ends this feed; clients reconnect.
          deps.logger.debug(`Staff live feed ended: ${error instanceof Error ? error.message : String(error)}`);
        },
        open: (send, end) => {
          // The feed lives only as long as the session that opened it (auth/session-watch.ts).
          const watch = watchSession(deps, session, 'viewRequests', end);
          const unsubscribe = deps.stores.changes.subscribe((event) => {
            send({ event: event.type, data: JSON.stringify(event.request) });
          });
          return {
            alive: () => watch.alive(),
            stop: () => {
              unsubscribe();
              watch.stop();
            },
          };
        },
      });
    });
}
