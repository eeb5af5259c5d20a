/**
 * The server-side role check every staff route goes through (docs/product.md#311-roles-and-permissions;
 * the browser cannot be trusted with it). In order:
 * - no session cookie: 401;
 * - a state-changing method failing the CSRF checks (csrf.ts): 403;
 * - an unknown, idle or expired session, or a login whose staff profile is gone or deactivated: 401;
 * - a temporary password not yet changed: 403 with the code `password_change_required`, on every
 *   route but changing it (`signedInGuard`), sign-out and who-am-I;
 * - a role without the capability (permissions.ts): 403.
 * On success the handler finds the acting staff member in `c.var.staff`.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ApiFailure } from '../http/api-error.ts';
import { can, type Capability } from '#domain/requests/permissions.ts';
import { ACCOUNT_MESSAGES, PASSWORD_CHANGE_REQUIRED_CODE } from '#domain/requests/staff-account-input.ts';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import type { Session, SessionStore, StaffStore } from '../storage/ports.ts';
import { csrfFailure, isStateChanging } from './csrf.ts';
import type { SessionPolicy } from './session-policy.ts';
import { clearSessionCookies, readSessionToken, resumeSession, writeSessionCookies } from './sessions.ts';

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue.';
const ROLE_DENIED_MESSAGE = 'Your role does not allow this action.';

interface StaffEnv {
  Variables: { staff: StaffProfile; session: Session };
}

export interface GuardDeps {
  stores: { sessions: SessionStore; staff: StaffStore };
  clock: () => Date;
  sessionPolicy: SessionPolicy;
  /** Proxies of ours in front (TRUST_PROXY), for the forwarded headers the CSRF check may read. */
  limits: { trustProxyHops: number };
}

const deny = (status: 401 | 403, message: string) => new ApiFailure(status, message);

/**
 * The signed-in staff member behind a request, or null; renews the session cookie when due and
 * clears the cookies of a session that is over.
 */
export async function currentStaff(
  c: Context,
  deps: GuardDeps,
): Promise<{ staff: StaffProfile; session: Session } | null> {
  const token = readSessionToken(c);
  if (!token) return null;
  const now = deps.clock();
  const active = await resumeSession(deps.stores.sessions, token, deps.sessionPolicy, now);
  const profile = active ? await deps.stores.staff.getProfile(active.session.userId) : null;
  // A deactivated account's sessions were ended; this also covers one resumed on another instance meanwhile.
  const staff = profile?.active === false ? null : profile;
  if (!active || !staff) {
    if (active) await deps.stores.sessions.delete(active.session.token);
    clearSessionCookies(c, deps.sessionPolicy);
    return null;
  }
  if (active.renewed) writeSessionCookies(c, active.session, deps.sessionPolicy, now);
  return { staff, session: active.session };
}

/**
 * @example
 * const requireStaff = staffGuard(deps);
 * app.post('/requests/:id/status', requireStaff('manageRequest'), (c) => c.json(c.var.staff));
 * app.get('/requests/:id/submitter', requireStaff('viewSubmitterInfo', SUBMITTER_INFO_PRIVATE_MESSAGE), ...)
 */
export function staffGuard(deps: GuardDeps) {
  return (capability: Capability, deniedMessage: string = ROLE_DENIED_MESSAGE) =>
    guard(deps, capability, deniedMessage);
}

/**
 * Any signed-in member, a temporary password included: for changing that password.
 * @example app.post('/password', signedInGuard(deps), (c) => c.json(c.var.staff));
 */
export const signedInGuard = (deps: GuardDeps) => guard(deps, null, ROLE_DENIED_MESSAGE);

function guard(deps: GuardDeps, capability: Capability | null, deniedMessage: string) {
  return createMiddleware<StaffEnv>(async (c, next) => {
    if (!readSessionToken(c)) throw deny(401, SIGN_IN_REQUIRED_MESSAGE);
    if (isStateChanging(c.req.method)) {
      const failure = csrfFailure(c, deps.limits.trustProxyHops);
      if (failure) throw deny(403, failure);
    }
    const current = await currentStaff(c, deps);
    if (!current) throw deny(401, SIGN_IN_REQUIRED_MESSAGE);
    if (capability !== null) {
      if (current.staff.mustChangePassword) {
        // Its own code, so the portal knows to show the change-password screen.
        throw new ApiFailure(403, ACCOUNT_MESSAGES.passwordChangeRequired, { code: PASSWORD_CHANGE_REQUIRED_CODE });
      }
      if (!can(current.staff.role, capability)) throw deny(403, deniedMessage);
    }
    c.set('staff', current.staff);
    c.set('session', current.session);
    await next();
  });
}
