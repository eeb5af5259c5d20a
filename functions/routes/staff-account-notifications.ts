/**
 * A member's own staff e-mail setting, under /api/staff/account (docs/api.md#staff-e-mails):
 * GET /notifications reads it, PUT /notifications sets it. Every role, for themselves only; the
 * PUT carries the session cookie and X-CSRF-Token, like every staff change.
 */
import { Hono } from 'hono';
import { staffMailSettingSchema } from '#domain/requests/staff-mail.ts';
import { staffGuard, type GuardDeps } from '../auth/require-staff.ts';
import type { StaffMailStore } from '../storage/staff-mail-ports.ts';
import { validate } from './staff-validator.ts';

type NotificationRouteDeps = GuardDeps & { stores: GuardDeps['stores'] & { staffMail: StaffMailStore } };

const NO_STORE = { 'Cache-Control': 'no-store' };

/** Mounted at /api/staff/account. */
export function staffAccountNotificationRoutes(deps: NotificationRouteDeps) {
  const requireStaff = staffGuard(deps);
  return new Hono()
    .get('/notifications', requireStaff('viewRequests'), async (c) =>
      c.json({ mail: await deps.stores.staffMail.getChoice(c.var.staff.id) }, 200, NO_STORE),
    )
    .put('/notifications', requireStaff('viewRequests'), validate('json', staffMailSettingSchema), async (c) => {
      const { mail } = c.req.valid('json');
      await deps.stores.staffMail.setChoice(c.var.staff.id, mail);
      return c.json({ mail }, 200, NO_STORE);
    });
}
