/**
 * Merging duplicates (docs/api.md, docs/product.md#311-merging-duplicates): the preview the merge
 * form confirms with, the merge and its undo, for the roles that change a request's status
 * (manageRequest); and the requests merged into one, for every role that reads its details. The
 * logic is in services/merge-requests.ts; a refusal is a 4xx with its message, and a merge left
 * half done (a write failed and could not be taken back) a 500 that says what is stored.
 */
import { Hono } from 'hono';
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

/**
 * A service's answer, with its refusals thrown as 4xx; a half-done merge comes back as the error,
 * for the handler to answer with a 500 that names what is stored.
 */
async function settled<T>(work: () => Promise<T>): Promise<T | MergeIncompleteError> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof MergeRefusedError) throw new ApiFailure(error.status, error.message);
    if (error instanceof MergeIncompleteError) return error;
    throw error;
  }
}

/** A read that cannot be half done: any failure is an error reply. */
async function read<T>(work: () => Promise<T>): Promise<T> {
  const outcome = await settled(work);
  if (outcome instanceof MergeIncompleteError) throw outcome;
  return outcome;
}

const incomplete = (error: MergeIncompleteError) => apiError('merge_incomplete', error.message);

/** @example app.route('/staff', staffMergeRoutes(deps)) */
export function staffMergeRoutes(deps: StaffMergeDeps) {
  const requireStaff = staffGuard(deps);
  return new Hono()
    .get('/requests/:id/merge', requireStaff('manageRequest'), validate('query', mergeInputSchema), async (c) => {
      const original = await read(() => previewMerge(deps, requestId(c), c.req.valid('query').into));
      return c.json({ original }, 200, noStore);
    })
    .post('/requests/:id/merge', requireStaff('manageRequest'), validate('json', mergeInputSchema), async (c) => {
      const outcome = await settled(() => mergeRequest(deps, requestId(c), c.req.valid('json').into, c.var.staff));
      if (outcome instanceof MergeIncompleteError) return c.json(incomplete(outcome), 500, noStore);
      return c.json(outcome, 200, noStore);
    })
    .post('/requests/:id/unmerge', requireStaff('manageRequest'), async (c) => {
      const outcome = await settled(() => unmergeRequest(deps, requestId(c), c.var.staff));
      if (outcome instanceof MergeIncompleteError) return c.json(incomplete(outcome), 500, noStore);
      return c.json(outcome, 200, noStore);
    })
    .get('/requests/:id/merged', requireStaff('internalNotes'), async (c) =>
      c.json(await read(() => mergedInto(deps, requestId(c))), 200, noStore),
    );
}
