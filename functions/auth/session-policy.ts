/**
 * Session lifetimes and cookie settings, validated once with the rest of the environment (the
 * variables are spread into config/env.ts). Defaults suit a township office: a session ends after
 * 30 minutes without use or 12 hours after sign-in (a working day), whichever comes first.
 */
import { z } from 'zod';

const wholeNumber = (what: string, min: number, max: number) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: `must be a whole number of ${what} from ${min} to ${max}` })
      .int(`must be a whole number of ${what} from ${min} to ${max}`)
      .min(min, `must be a whole number of ${what} from ${min} to ${max}`)
      .max(max, `must be a whole number of ${what} from ${min} to ${max}`)
      .optional(),
  );

/** Environment variables of staff sessions (docs/configuration.md). */
export const sessionVariables = {
  SESSION_IDLE_MINUTES: wholeNumber('minutes', 5, 1440),
  SESSION_MAX_HOURS: wholeNumber('hours', 1, 168),
  /** auto: Secure when the request arrived over HTTPS (directly or per X-Forwarded-Proto). */
  SESSION_COOKIE_SECURE: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['auto', 'always', 'never'], { error: 'must be auto, always or never' }).optional(),
  ),
};

type CookieSecure = 'auto' | 'always' | 'never';

export interface SessionPolicy {
  /** A session unused this long is over. */
  idleMs: number;
  /** A session this old is over, however busy. */
  absoluteMs: number;
  /**
   * A session is renewed (a new token, same absolute end) once it is this old, so the idle clock
   * restarts without writing to the store on every request.
   */
  renewAfterMs: number;
  cookieSecure: CookieSecure;
  /**
   * Proxies of ours in front (TRUST_PROXY): with one or more, `auto` believes their
   * X-Forwarded-Proto (http/forwarded.ts); unset, only the request's own scheme counts.
   */
  trustProxyHops?: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  idleMs: 30 * 60_000,
  absoluteMs: 12 * 3_600_000,
  renewAfterMs: 5 * 60_000,
  cookieSecure: 'auto',
};

/**
 * The policy from validated environment values; unset ones keep the defaults.
 * @example sessionPolicyFrom({ SESSION_IDLE_MINUTES: 15 }).idleMs // 900000
 */
export function sessionPolicyFrom(env: {
  SESSION_IDLE_MINUTES?: number | undefined;
  SESSION_MAX_HOURS?: number | undefined;
  SESSION_COOKIE_SECURE?: CookieSecure | undefined;
}): SessionPolicy {
  const idleMs = (env.SESSION_IDLE_MINUTES ?? 30) * 60_000;
  return {
    idleMs,
    absoluteMs: (env.SESSION_MAX_HOURS ?? 12) * 3_600_000,
    // A sixth of the idle time: an active user's idle clock restarts at most 5 of 30 minutes late.
    renewAfterMs: Math.floor(idleMs / 6),
    cookieSecure: env.SESSION_COOKIE_SECURE ?? 'auto',
  };
}
