/**
 * Everything behind a staff sign-in, as one sub-app for createApp to mount at /api:
 * /auth (sign-in, sign-out, who-am-I), /staff (the list, dashboard, map, export and statistics; bulk changes;
 * one request; moderation; work completed and review; phone intake; live feed; staff list; response templates) and /admin
 * (create, change and delete staff; the account audit log; Open311 API keys).
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { LoginThrottleOptions } from '../auth/login-throttle.ts';
import { DEFAULT_SESSION_POLICY, type SessionPolicy } from '../auth/session-policy.ts';
import type { ServiceDeps } from '../deps.ts';
import { ApiFailure } from '../http/api-error.ts';
import { authRoutes } from './auth.ts';
import type { ForgotPasswordOptions } from './forgot-password.ts';
import { apiKeyRoutes } from './staff-api-keys.ts';
import { staffBulkRoutes } from './staff-bulk.ts';
import { staffMergeRoutes } from './staff-merge.ts';
import { staffAccountNotificationRoutes } from './staff-account-notifications.ts';
import { staffAccountRoutes } from './staff-accounts.ts';
import { staffRequestListRoutes } from './staff-request-lists.ts';
import { staffModerationRoutes } from './staff-moderation.ts';
import { staffNearbyRoutes } from './staff-nearby.ts';
import { PHONE_REQUESTS_PATH, staffPhoneIntakeRoutes } from './staff-phone-intake.ts';
import { staffRequestRoutes } from './staff-requests.ts';
import { staffWorkCompletedRoutes, WORK_COMPLETED_PATH } from './staff-work-completed.ts';
import { responseTemplateRoutes } from './staff-response-templates.ts';
import { savedViewRoutes } from './staff-saved-views.ts';
import { adminRoutes, staffListRoutes } from './staff-users.ts';

/** The largest staff body: a note of 2,000 characters fits many times over. */
export const STAFF_BODY_LIMIT = 64 * 1024;
const STAFF_BODY_TOO_LARGE_MESSAGE = 'The request body is too large.';

export interface StaffApiOptions {
  sessionPolicy?: SessionPolicy;
  /** Sign-in throttling (auth/login-throttle.ts); tests pass a sleep that returns at once. */
  loginThrottle?: LoginThrottleOptions;
  /** When forgot-password replies (routes/forgot-password.ts); tests reply once its work is done. */
  forgotPassword?: ForgotPasswordOptions;
  /** Milliseconds between keep-alives on the staff live feed. */
  feedHeartbeatMs?: number;
}

/** @example app.route('/', staffApi(services, { sessionPolicy: sessionPolicyFrom(env) })) */
export function staffApi(services: ServiceDeps, options: StaffApiOptions = {}) {
  const deps = {
    stores: services.stores,
    providers: { notifier: services.providers.notifier, translator: services.providers.translator },
    clock: services.clock,
    logger: services.logger,
    place: { township: services.place.township, threeOneOneUrl: services.place.threeOneOneUrl },
    linkKey: services.linkKey,
    limits: { trustProxyHops: services.limits.trustProxyHops },
    lifecycle: { shutdown: services.lifecycle.shutdown },
    live: services.live,
    ...options,
    // The proxies the whole API trusts decide whether X-Forwarded-Proto may mark a cookie Secure.
    sessionPolicy: {
      ...(options.sessionPolicy ?? DEFAULT_SESSION_POLICY),
      trustProxyHops: services.limits.trustProxyHops,
    },
  };
  // Counted as the body streams in, so a huge body is refused before it is buffered and parsed.
  const limit = bodyLimit({
    maxSize: STAFF_BODY_LIMIT,
    onError: () => {
      throw new ApiFailure(413, STAFF_BODY_TOO_LARGE_MESSAGE);
    },
  });
  // Phone intake and work completed take a photo: their forms are bounded by their own routes, as the resident form is.
  const staffLimit: MiddlewareHandler = async (c, next) =>
    c.req.path.endsWith(`/staff${PHONE_REQUESTS_PATH}`) || c.req.path.endsWith(WORK_COMPLETED_PATH)
      ? next()
      : limit(c, next);
  return (
    new Hono()
      .use('/auth/*', limit)
      .use('/staff/*', staffLimit)
      .use('/admin/*', limit)
      .route('/auth', authRoutes(deps))
      .route('/staff/users', staffListRoutes(deps))
      .route('/staff/response-templates', responseTemplateRoutes(deps))
      .route('/staff/saved-views', savedViewRoutes(deps))
      .route('/staff/account', staffAccountNotificationRoutes(deps))
      // Before the one-request routes, so /staff/requests/export.csv is not read as a request id.
      .route('/staff', staffRequestListRoutes(deps))
      .route('/staff', staffBulkRoutes(deps))
      .route('/staff', staffNearbyRoutes(deps))
      .route('/staff', staffRequestRoutes(deps))
      .route('/staff', staffMergeRoutes(deps))
      .route('/staff', staffModerationRoutes(deps))
      .route('/staff', staffWorkCompletedRoutes(deps))
      .route(
        '/staff',
        staffPhoneIntakeRoutes(deps, () => services),
      )
      .route('/admin', adminRoutes(deps))
      .route('/admin', apiKeyRoutes(deps))
      .route('/admin', staffAccountRoutes(deps))
  );
}
