/**
 * Work completed and review (docs/product.md#311-work-completed-and-review), under /api/staff:
 * a multipart report of work done (a note and an optional photo) by the assignee or a manager,
 * and the manager's two answers to it. The role is checked before the body is read; whether a
 * worker is the assignee, and the request's state, in services/work-completed.ts.
 */
import { Hono } from 'hono';
import { reviewResolveSchema, sendBackSchema, workCompletedInputSchema } from '#domain/requests/work-completed.ts';
import { staffGuard, type GuardDeps } from '../auth/require-staff.ts';
import { ApiFailure } from '../http/api-error.ts';
import {
  recordWorkCompleted,
  resolveReviewed,
  sendWorkBack,
  WorkRefusedError,
  type WorkDeps,
} from '../services/work-completed.ts';
import { boundedSubmitForm, cleanedFormWithPhoto, requireFormBody } from './submission-form.ts';
import { found, requestId } from './staff-requests.ts';
import { validate } from './staff-validator.ts';

/** The path the staff body limit leaves to this route's own bounds (a photo is larger than it). */
export const WORK_COMPLETED_PATH = '/work-completed';

/** The form: its text fields cleaned, the photo kept apart. */
const workFormSchema = cleanedFormWithPhoto(workCompletedInputSchema);

/** A refusal as the API's answer. */
async function refusedAsFailure<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof WorkRefusedError) throw new ApiFailure(error.status, error.message);
    throw error;
  }
}

/** @example app.route('/staff', staffWorkCompletedRoutes(deps)) */
export function staffWorkCompletedRoutes(
  deps: GuardDeps & WorkDeps & { stores: GuardDeps['stores'] & WorkDeps['stores'] },
) {
  const requireStaff = staffGuard(deps);
  return new Hono()
    .post(
      `/requests/:id${WORK_COMPLETED_PATH}`,
      // Every role may reach it; a worker only on their own request (the service checks).
      requireStaff('internalNotes'),
      requireFormBody,
      boundedSubmitForm,
      validate('form', workFormSchema),
      async (c) => {
        const id = requestId(c);
        const { fields, photo } = c.req.valid('form');
        const recorded = () => recordWorkCompleted(deps, id, fields.note, photo || undefined, c.var.staff);
        return c.json(found(await refusedAsFailure(recorded)), 200);
      },
    )
    .post(
      '/requests/:id/review/resolve',
      requireStaff('manageRequest'),
      validate('json', reviewResolveSchema),
      async (c) => {
        const id = requestId(c);
        const resolved = () => resolveReviewed(deps, id, c.req.valid('json'), c.var.staff);
        return c.json(found(await refusedAsFailure(resolved)), 200);
      },
    )
    .post(
      '/requests/:id/review/send-back',
      requireStaff('manageRequest'),
      validate('json', sendBackSchema),
      async (c) => {
        const id = requestId(c);
        const sent = () => sendWorkBack(deps, id, c.req.valid('json').reason, c.var.staff);
        return c.json(found(await refusedAsFailure(sent)), 200);
      },
    );
}
