/**
 * Merging duplicates (docs/api.md, docs/product.md#311-merging-duplicates): the preview the merge
 * form confirms with, the merge and its undo, for the roles that change a request's status
 * (manageRequest); and the requests merged into one, for every role that reads its details. The
 * logic is in services/merge-requests.ts; a refusal is a 4xx with its message, and a merge left
 * half done (a write failed and could not be taken back) a 500 that says what is stored.
 */
import { Hono, type Context } from 'hono';
import { mergeInputSchema } from '#domain/requests/merge.ts';
import { staffGuard, type GuardDeps } from '../auth/require-staff.ts';
import { ApiFailure, apiError } from '../http/api-error.ts';
import {
  MergeIncompleteError,
  MergeRefusedError,
  mergedInto,
  mergeRequest,
  previewMerge,
  unmergeRequest,
} from '../services/merge-requests.ts';
import type { StaffRequestDeps } from '../services/staff-requests.ts';
import { requestId } from './staff-requests.ts';
import { validate } from './staff-validator.ts';

interface StaffMergeDeps extends GuardDeps, StaffRequestDeps {
  stores: GuardDeps['stores'] & StaffRequestDeps['stores'];
}

const noStore = { 'Cache-Control': 'no-store' };

/** A service's answer, with its refusals as 4xx and a half-done merge as a 500 naming what is stored. */
async function answered<T>(c: Context, work: () => Promise<T>): Promise<Response> {
  try {
    return c.json(await work(), 200, noStore);
  } catch (error) {
    if (error instanceof MergeRefusedError) throw new ApiFailure(error.status, error.message);
    if (error instanceof MergeIncompleteError) return c.json(apiError('merge_incomplete', error.message), 500, noStore);
    throw error;
  }
}

/** @example app.route('/staff', staffMergeRoutes(deps)) */
export function staffMergeRoutes(deps: StaffMergeDeps) {
  const requireStaff = staffGuard(deps);
  return new Hono()
    .get('/requests/:id/merge', requireStaff('manageRequest'), validate('query', mergeInputSchema), (c) =>
      answered(c, async () => ({ original: await previewMerge(deps, requestId(c), c.req.valid('query').into) })),
    )
    .post('/requests/:id/merge', requireStaff('manageRequest'), validate('json', mergeInputSchema), (c) =>
      answered(c, () => mergeRequest(deps, requestId(c), c.req.valid('json').into, c.var.staff)),
    )
    .post('/requests/:id/unmerge', requireStaff('manageRequest'), (c) =>
      answered(c, () => unmergeRequest(deps, requestId(c), c.var.staff)),
    )
    .get('/requests/:id/merged', requireStaff('internalNotes'), (c) =>
      answered(c, () => mergedInto(deps, requestId(c))),
    );
}
