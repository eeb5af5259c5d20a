/**
 * An admin's changes to staff accounts and the account audit log, under /api/admin (admins only,
 * `manageUsers`): PATCH /users/:uid (role, department), PUT and DELETE /users/:uid/deactivated
 * (deactivate, reactivate), POST /users/:uid/password-resets (a temporary password or a one-time
 * link), and GET /audit (newest first, a page at a time). Authorised like every staff change:
 * session cookie and X-CSRF-Token.
 */
import { Hono } from 'hono';
import { ApiFailure } from '../http/api-error.ts';
import {
  ACCOUNT_MESSAGES,
  resetPasswordSchema,
  staffChangeSchema,
  staffIdSchema,
} from '#domain/requests/staff-account-input.ts';
import { auditPageQuerySchema } from '#domain/requests/staff-audit.ts';
import { staffGuard, type GuardDeps } from '../auth/require-staff.ts';
import {
  resetStaffPassword,
  setStaffActive,
  updateStaffAccount,
  type StaffAccountDeps,
} from '../services/staff-accounts.ts';
import { auditPage } from '../services/staff-audit.ts';
import { validate, validPath } from './staff-validator.ts';

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
  /** An admin, then a :uid that can name a member (a 404 otherwise). */
  const member = [requireStaff('manageUsers'), validPath(staffIdSchema, ACCOUNT_MESSAGES.unknownStaff)] as const;
  return new Hono()
    .patch('/users/:uid', ...member, validate('json', staffChangeSchema), async (c) => {
      const change = { uid: c.req.valid('param').uid, ...c.req.valid('json') };
      const { staff } = orRefuse(await updateStaffAccount(deps, change, c.var.staff));
      return c.json({ staff }, 200);
    })
    .put('/users/:uid/deactivated', ...member, async (c) => {
      const { staff } = orRefuse(await setStaffActive(deps, c.req.valid('param').uid, false, c.var.staff));
      return c.json({ staff }, 200);
    })
    .delete('/users/:uid/deactivated', ...member, async (c) => {
      const { staff } = orRefuse(await setStaffActive(deps, c.req.valid('param').uid, true, c.var.staff));
      return c.json({ staff }, 200);
    })
    .post('/users/:uid/password-resets', ...member, validate('json', resetPasswordSchema), async (c) => {
      const { method } = c.req.valid('json');
      const result = orRefuse(await resetStaffPassword(deps, c.req.valid('param').uid, method, c.var.staff));
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
