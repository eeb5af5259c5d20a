/**
 * Staff accounts. The staff list is at /api/staff/users (whoever may assign, and admins); creating
 * and deleting are admin only, at POST /api/admin/create-user and POST /api/admin/delete-user.
 * They are authorised by the session cookie and the X-CSRF-Token header every staff change carries,
 * not a bearer ID token (docs/product.md#where-the-product-goes-beyond-the-spec).
 */
import { Hono } from 'hono';
import { ApiFailure } from '../http/api-error.ts';
import { createStaffSchema, deleteStaffSchema } from '#domain/requests/staff-input.ts';
import { staffGuard, type GuardDeps } from '../auth/require-staff.ts';
import { createStaffUser, deleteStaffUser, listStaff, type StaffUserDeps } from '../services/staff-users.ts';
import { validate } from './staff-validator.ts';

type StaffUserRouteDeps = GuardDeps & StaffUserDeps;

/** Mounted at /api/staff/users. */
export function staffListRoutes(deps: StaffUserRouteDeps) {
  const requireStaff = staffGuard(deps);
  return new Hono().get('/', requireStaff('listStaff'), async (c) =>
    c.json({ staff: await listStaff(deps) }, 200, { 'Cache-Control': 'no-store' }),
  );
}

/** Mounted at /api/admin. */
export function adminRoutes(deps: StaffUserRouteDeps) {
  const requireStaff = staffGuard(deps);
  return new Hono()
    .post('/create-user', requireStaff('manageUsers'), validate('json', createStaffSchema), async (c) => {
      const result = await createStaffUser(deps, c.req.valid('json'), c.var.staff);
      if (!result.ok) throw new ApiFailure(result.status, result.message);
      return c.json({ staff: result.staff }, 201);
    })
    .post('/delete-user', requireStaff('manageUsers'), validate('json', deleteStaffSchema), async (c) => {
      const { uid } = c.req.valid('json');
      const result = await deleteStaffUser(deps, uid, c.var.staff);
      if (!result.ok) throw new ApiFailure(result.status, result.message);
      return c.json({ deleted: uid }, 200);
    });
}
