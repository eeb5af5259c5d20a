/**
 * Saved views under /api/staff/saved-views (docs/api.md#saved-views): every role reads, saves,
 * renames and deletes its own views and reads the counts; sharing with one's department is for
 * managers and admins (the service checks shareSavedViews), and a shared view is changed by its
 * owner or an admin. Changes carry the session cookie and X-CSRF-Token, like every staff change.
 */
import { Hono } from 'hono';
import { can } from '#domain/requests/permissions.ts';
import { SAVED_VIEW_MESSAGES, savedViewChangeSchema, savedViewInputSchema } from '#domain/requests/saved-views.ts';
import { ApiFailure } from '../http/api-error.ts';
import { staffGuard, type GuardDeps } from '../auth/require-staff.ts';
import {
  changeSavedView,
  createSavedView,
  deleteSavedView,
  listSavedViews,
  savedViewCounts,
  type SavedViewDeps,
} from '../services/saved-views.ts';
import { validate } from './staff-validator.ts';

type SavedViewRouteDeps = GuardDeps & SavedViewDeps & { stores: GuardDeps['stores'] & SavedViewDeps['stores'] };

const NO_STORE = { 'Cache-Control': 'no-store' };

/** The :id parameter, or a 404 for anything no view id can be. */
function viewId(id: string): string {
  if (id.length > 128) throw new ApiFailure(404, SAVED_VIEW_MESSAGES.notFound);
  return id;
}

/** Mounted at /api/staff/saved-views. */
export function savedViewRoutes(deps: SavedViewRouteDeps) {
  const requireStaff = staffGuard(deps);
  return new Hono()
    .get('/', requireStaff('viewRequests'), async (c) => c.json(await listSavedViews(deps, c.var.staff), 200, NO_STORE))
    .get('/counts', requireStaff('viewRequests'), async (c) => {
      const staff = c.var.staff;
      const viewer = { staffId: staff.id, now: deps.clock(), submitterAccess: can(staff.role, 'viewSubmitterInfo') };
      return c.json({ counts: await savedViewCounts(deps, staff, viewer) }, 200, NO_STORE);
    })
    .post('/', requireStaff('viewRequests'), validate('json', savedViewInputSchema), async (c) => {
      const saved = await createSavedView(deps, c.req.valid('json'), c.var.staff);
      if (!saved.ok) throw new ApiFailure(saved.status, saved.message);
      return c.json({ view: saved.view }, 201, NO_STORE);
    })
    .post('/:id', requireStaff('viewRequests'), validate('json', savedViewChangeSchema), async (c) => {
      const changed = await changeSavedView(deps, viewId(c.req.param('id')), c.req.valid('json'), c.var.staff);
      if (!changed.ok) throw new ApiFailure(changed.status, changed.message);
      return c.json({ view: changed.view }, 200, NO_STORE);
    })
    .delete('/:id', requireStaff('viewRequests'), async (c) => {
      const id = viewId(c.req.param('id'));
      const deleted = await deleteSavedView(deps, id, c.var.staff);
      if (!deleted.ok) throw new ApiFailure(deleted.status, deleted.message);
      return c.json({ deleted: id }, 200, NO_STORE);
    });
}
