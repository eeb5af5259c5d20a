/**
 * An admin's changes to staff accounts and the account audit log, under /api/admin (admins only,
 * `manageUsers`): POST /update-user (role, department), /deactivate-user, /reactivate-user,
 * /reset-password (a temporary password or a one-time link), and GET /audit (newest first, a page
 * at a time). Authorised like every staff change: session cookie and X-CSRF-Token.
 */
import { Hono } from 'hono';
import { ApiFailure } from '../http/api-error.ts';
import { resetPasswordSchema, staffIdSchema, updateStaffSchema } from '#domain/requests/staff-account-input.ts';
import { auditPageQuerySchema } from '#domain/requests/staff-audit.ts';
import { staffGuard, type GuardDeps } from '../auth/require-staff.ts';
import {
  resetStaffPassword,
  setStaffActive,
  updateStaffAccount,
  type StaffAccountDeps,
} from '../services/staff-accounts.ts';
import { auditPage } from '../services/staff-audit.ts';
import { validate } from './staff-validator.ts';

type StaffAccountRouteDeps = GuardDeps &
  StaffAccountDeps & { stores: GuardDeps['stores'] & StaffAccountDeps['stores'] };

const noStore = { 'Cache-Control': 'no-store' };

/** Throws a refusal as the API's error; passes a success on. */
function orRefuse<T extends { ok: true }>(result: T | { ok: false; status: 403 | 404 | 409; message: string }): T {
  if (!result.ok) throw new ApiFailure(result.status, result.message);
  return result;
}

/** Mounted at /api/admin. */
export function staffAccountRoutes(deps: StaffAccountRouteDeps) {
  const requireStaff = staffGuard(deps);
  return new Hono()
    .post('/update-user', requireStaff('manageUsers'), validate('json', updateStaffSchema), async (c) => {
      const { staff } = orRefuse(await updateStaffAccount(deps, c.req.valid('json'), c.var.staff));
      return c.json({ staff }, 200);
    })
    .post('/deactivate-user', requireStaff('manageUsers'), validate('json', staffIdSchema), async (c) => {
      const { staff } = orRefuse(await setStaffActive(deps, c.req.valid('json').uid, false, c.var.staff));
      return c.json({ staff }, 200);
    })
    .post('/reactivate-user', requireStaff('manageUsers'), validate('json', staffIdSchema), async (c) => {
      const { staff } = orRefuse(await setStaffActive(deps, c.req.valid('json').uid, true, c.var.staff));
      return c.json({ staff }, 200);
    })
    .post('/reset-password', requireStaff('manageUsers'), validate('json', resetPasswordSchema), async (c) => {
      const { uid, method } = c.req.valid('json');
      const result = orRefuse(await resetStaffPassword(deps, uid, method, c.var.staff));
      // The temporary password or link is in this reply only: never cached.
      return c.json(
        result.method === 'temporary'
          ? { method: result.method, temporaryPassword: result.temporaryPassword }
          : { method: result.method, token: result.token, expiresAt: result.expiresAt },
        200,
        noStore,
      );
    })
    .get('/audit', requireStaff('manageUsers'), validate('query', auditPageQuerySchema), async (c) => {
      const page = await auditPage(deps, c.req.valid('query'));
      return c.json(page, 200, noStore);
    });
}
