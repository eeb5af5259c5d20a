/**
 * "Already reported?" for staff (docs/api.md#already-reported): the open requests near a point for
 * phone intake, a request's likely duplicates (open requests of its category near it, itself left
 * out), and counting a caller who has the same problem. Reading is for every role that sees
 * requests; counting goes with taking calls. A staff member counts each caller, unlike a resident's
 * browser: the staff session is the bound.
 */
import { Hono } from 'hono';
import { NEARBY_MESSAGES, nearbyQuerySchema, type AlsoReportedReply } from '#domain/requests/nearby-input.ts';
import { staffGuard, type GuardDeps } from '../auth/require-staff.ts';
import { ApiFailure } from '../http/api-error.ts';
import type { Stores } from '../storage/ports.ts';
import { alsoReport, nearbyItems } from '../services/nearby-requests.ts';
import { NOT_FOUND_MESSAGE } from './requests.ts';
import { requestId } from './staff-requests.ts';
import { validate } from './staff-validator.ts';

const noStore = { 'Cache-Control': 'no-store' };

/** @example app.route('/staff', staffNearbyRoutes(deps)) */
export function staffNearbyRoutes(deps: GuardDeps & { stores: Pick<Stores, 'requests'> }) {
  const requireStaff = staffGuard(deps);
  const requests = deps.stores.requests;
  return new Hono()
    .get('/nearby', requireStaff('viewRequests'), validate('query', nearbyQuerySchema), async (c) =>
      c.json({ requests: await nearbyItems(requests, c.req.valid('query')) }, 200, noStore),
    )
    .get('/requests/:id/duplicates', requireStaff('viewRequests'), async (c) => {
      const request = await requests.get(requestId(c));
      if (!request) throw new ApiFailure(404, NOT_FOUND_MESSAGE);
      const { location, category, id } = request;
      const items = location ? await nearbyItems(requests, { category, ...location, excludeId: id }) : [];
      return c.json({ requests: items }, 200, noStore);
    })
    .post('/requests/:id/also-reported', requireStaff('phoneIntake'), async (c) => {
      const outcome = await alsoReport(requests, requestId(c), () => true);
      if (outcome.kind === 'not-found') throw new ApiFailure(404, NOT_FOUND_MESSAGE);
      if (outcome.kind === 'not-open') throw new ApiFailure(409, NEARBY_MESSAGES.notOpen);
      const reply: AlsoReportedReply = { count: outcome.count, counted: true };
      return c.json(reply, 200, noStore);
    });
}
