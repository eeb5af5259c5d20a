/**
 * Moderation under /api/staff (docs/product.md#311-moderation): hide a request's description or
 * photo from the public with a reason, show it again, and the photo as staff see it, hidden or
 * not. Role checks and CSRF as on every staff route (auth/require-staff.ts); the logic is in
 * services/moderation.ts.
 */
import { Hono } from 'hono';
import { ApiFailure } from '../http/api-error.ts';
import { hideInputSchema, unhideInputSchema } from '#domain/requests/moderation.ts';
import { staffGuard, type GuardDeps } from '../auth/require-staff.ts';
import {
  hidePart,
  ModerationConflictError,
  staffPhoto,
  staffPhotoNamed,
  unhidePart,
  type ModerationDeps,
} from '../services/moderation.ts';
import type { PhotoStore } from '../storage/ports.ts';
import { found, requestId } from './staff-requests.ts';
import { validate } from './staff-validator.ts';
import { photoReply } from './uploads.ts';

const NO_PHOTO_MESSAGE = 'This request has no photo.';
const NO_PHOTO_NAMED_MESSAGE = 'This request has no photo of that name.';

interface StaffModerationDeps extends GuardDeps, ModerationDeps {
  stores: GuardDeps['stores'] & ModerationDeps['stores'] & { photos: PhotoStore };
}

/** A conflict (nothing to hide or show) as a 409 with its message. */
async function conflictAs409<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof ModerationConflictError) throw new ApiFailure(409, error.message);
    throw error;
  }
}

/** @example app.route('/staff', staffModerationRoutes(deps)) */
export function staffModerationRoutes(deps: StaffModerationDeps) {
  const requireStaff = staffGuard(deps);
  return new Hono()
    .post('/requests/:id/hide', requireStaff('moderateRequests'), validate('json', hideInputSchema), async (c) => {
      const id = requestId(c);
      return c.json(found(await conflictAs409(() => hidePart(deps, id, c.req.valid('json'), c.var.staff))), 200);
    })
    .post('/requests/:id/unhide', requireStaff('moderateRequests'), validate('json', unhideInputSchema), async (c) => {
      const id = requestId(c);
      const { part } = c.req.valid('json');
      return c.json(found(await conflictAs409(() => unhidePart(deps, id, part, c.var.staff))), 200);
    })
    .get('/requests/:id/photo', requireStaff('internalNotes'), async (c) => {
      const { request } = found(await deps.stores.requests.get(requestId(c)));
      const photo = await staffPhoto(deps.stores, request);
      if (!photo) throw new ApiFailure(404, NO_PHOTO_MESSAGE);
      // A hidden photo must not stay in any shared cache: this copy is for the signed-in member only.
      return photoReply(c, photo, 'private, no-store');
    })
    .get('/requests/:id/photos/:fileName', requireStaff('internalNotes'), async (c) => {
      // Any photo of the request by name: its own, and those the submitter added later (which have no public address).
      const { request } = found(await deps.stores.requests.get(requestId(c)));
      const photo = await staffPhotoNamed(deps.stores, request, c.req.param('fileName'));
      if (!photo) throw new ApiFailure(404, NO_PHOTO_NAMED_MESSAGE);
      return photoReply(c, photo, 'private, no-store');
    });
}
