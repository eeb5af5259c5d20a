/**
 * POST /api/staff/phone-requests (docs/product.md#311-phone-intake): a staff member files a request
 * for a caller. The same form, schema, checks and submission service as a resident's POST
 * /api/requests (submission-form.ts), so triage, the due date, the confirmation e-mail and text,
 * and durability are the same; behind a staff sign-in and CSRF instead of the anonymous rate
 * limit, and the first history entry names who took the call.
 */
import { Hono } from 'hono';
import { staffGuard, type GuardDeps } from '../auth/require-staff.ts';
import type { ServiceDeps } from '../deps.ts';
import { acceptSubmission, boundedSubmitForm, requireFormBody, validPhoneIntakeForm } from './submission-form.ts';

/** Where the route is mounted: its body may carry a photo, so the staff body limit leaves it alone. */
export const PHONE_REQUESTS_PATH = '/phone-requests';

/**
 * `services` is called only while a request is handled (the staff API is built before it knows
 * whether there are any).
 * @example app.route('/staff', staffPhoneIntakeRoutes(deps, () => services))
 */
export function staffPhoneIntakeRoutes(deps: GuardDeps, services: () => ServiceDeps) {
  const requireStaff = staffGuard(deps);
  return new Hono().post(
    PHONE_REQUESTS_PATH,
    requireStaff('phoneIntake'),
    requireFormBody,
    boundedSubmitForm,
    validPhoneIntakeForm,
    async (c) => {
      const { id, name } = c.var.staff;
      return acceptSubmission(c, services(), c.req.valid('form'), { id, name });
    },
  );
}
