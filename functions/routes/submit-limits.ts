/**
 * The resident submission limits (docs/product.md#submission-limits), for POST /api/requests:
 * per client address, the hard bound, and within it per browser, so one library computer cannot
 * use up a whole branch's allowance and a rotated browser key cannot add to it.
 */
import type { Context } from 'hono';
import { BROWSER_KEY_HEADER, isBrowserKey } from '#domain/requests/browser-key.ts';
import { tryAgainMessage, type LimitedBy } from '#domain/requests/submit-limit.ts';
import type { ServiceDeps } from '../deps.ts';
import { clientAddress } from '../http/client-address.ts';
import type { LimitCheck } from '../http/rate-limit.ts';
import { storeLimiter } from '../http/store-limiter.ts';

const HOUR_MS = 60 * 60_000;

/**
 * The limits of rateLimitEach: per address, and per browser key (X-Browser-Key; without a valid
 * one, the address's keyless browsers share one allowance). SUBMIT_RATE_LIMIT=0 turns both off.
 * @example routes.post('/', rateLimitEach(submissionLimits(deps)), handler)
 */
export function submissionLimits(deps: LimitDeps): LimitCheck[] {
  let checks = made.get(deps);
  if (!checks) {
    checks = limitsOf(deps);
    made.set(deps, checks);
  }
  return checks;
}

type LimitDeps = Pick<ServiceDeps, 'clock' | 'stores' | 'logger'> & {
  limits: Pick<ServiceDeps['limits'], 'submitRateLimit' | 'submitBrowserRateLimit' | 'trustProxyHops'>;
};

/** One set per server: the wizard's route and the form without JavaScript share the allowance. */
const made = new WeakMap<LimitDeps, LimitCheck[]>();

function limitsOf(deps: LimitDeps): LimitCheck[] {
  if (deps.limits.submitRateLimit <= 0) return [];
  const now = () => deps.clock().getTime();
  const address = (c: Context) => clientAddress(c, deps.limits.trustProxyHops);
  const message = (by: LimitedBy) => (decision: { retryAfterSeconds: number }) =>
    tryAgainMessage(by, new Date(now() + decision.retryAfterSeconds * 1000));
  const byAddress: LimitCheck = {
    limiter: storeLimiter(deps, { name: 'submit', limit: deps.limits.submitRateLimit, windowMs: HOUR_MS }),
    key: (c) => `submit:${address(c)}`,
    message: message('connection'),
  };
  if (deps.limits.submitBrowserRateLimit <= 0) return [byAddress];
  const byBrowser: LimitCheck = {
    limiter: storeLimiter(deps, {
      name: 'submit-browser',
      limit: deps.limits.submitBrowserRateLimit,
      windowMs: HOUR_MS,
    }),
    key: (c) => {
      const key = c.req.header(BROWSER_KEY_HEADER);
      return `submit-browser:${address(c)}:${isBrowserKey(key) ? key : ''}`;
    },
    message: message('browser'),
  };
  return [byAddress, byBrowser];
}
