/**
 * POST /api/staff/requests/bulk (docs/api.md, docs/product.md#311-bulk-changes): one status,
 * priority or assignee change to up to 100 requests, for the roles that change them one at a time
 * (manageRequest). The body is checked whole before any write (services/bulk-changes.ts does the
 * rest); the answer lists every id as changed or refused with its reason.
 */
import { Hono } from 'hono';
import { bulkChangeSchema } from '#domain/requests/bulk-change.ts';
import { staffGuard, type GuardDeps } from '../auth/require-staff.ts';
import { ApiFailure } from '../http/api-error.ts';
import { bulkChange } from '../services/bulk-changes.ts';
import { UnknownAssigneeError, type StaffRequestDeps } from '../services/staff-requests.ts';
import { validate } from './staff-validator.ts';

interface StaffBulkDeps extends GuardDeps, StaffRequestDeps {
  stores: GuardDeps['stores'] & StaffRequestDeps['stores'];
}

/** @example app.route('/staff', staffBulkRoutes(deps)) */
export function staffBulkRoutes(deps: StaffBulkDeps) {
  const requireStaff = staffGuard(deps);
  return new Hono().post(
    '/requests/bulk',
    requireStaff('manageRequest'),
    validate('json', bulkChangeSchema),
    async (c) => {
      try {
        return c.json(await bulkChange(deps, c.req.valid('json'), c.var.staff), 200);
      } catch (error) {
        if (error instanceof UnknownAssigneeError) throw new ApiFailure(422, error.message);
        throw error;
      }
    },
  );
}
