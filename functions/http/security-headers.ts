/**
 * Security headers, shared by the Node server and firebase.json (a unit test keeps the two in
 * step). The site's Content-Security-Policy is split: Astro writes a per-page <meta> CSP holding
 * the hashes of its inline scripts and styles, and this header adds what a <meta> CSP cannot carry
 * (frame-ancestors) plus a few belt-and-braces directives. Browsers enforce every policy they
 * receive, so this header must never name script-src, style-src or default-src: doing so would
 * block Astro's hashed inline code.
 */
import type { MiddlewareHandler } from 'hono';

/** CSP header for pages and assets; complements Astro's per-page <meta> CSP. */
export const SITE_CSP = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'";

/** CSP for API responses: JSON is never a document, so nothing may load or frame it. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Headers for every response except the Content-Security-Policy, which differs between the site
 * and the API. geolocation stays allowed for our own origin for the 311 location step.
 */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), browsing-topics=(), camera=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/**
 * HSTS value for a given max-age, or undefined when HSTS is off (max-age 0). Browsers ignore the
 * header over plain HTTP, but it is only turned on when the server sits behind HTTPS.
 *
 * @example
 * hstsValue(31536000) // 'max-age=31536000'
 */
export function hstsValue(maxAge: number): string | undefined {
  return maxAge > 0 ? `max-age=${maxAge}` : undefined;
}

/** Cache policy for content-hashed build output under /_astro/: cache forever. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Cache policy for everything else (HTML, public/ files): keep, but revalidate before each use. */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/** Responses built already carrying every security header; the middleware passes them untouched. */
const hardened = new WeakSet<Response>();

/**
 * Marks a response rebuilt from one that carried every security header (a compressed page,
 * functions/pages/page-compress.ts), so the middleware passes it untouched too.
 */
export function keepsSecurityHeaders(response: Response): Response {
  hardened.add(response);
  return response;
}

/** Whether a response was built carrying every security header. */
export const carriesSecurityHeaders = (response: Response): boolean => hardened.has(response);

/** The security headers for one policy, as a plain record. */
export function securityHeaderRecord(options: { csp: string; hstsMaxAge?: number }): Record<string, string> {
  const record: Record<string, string> = { ...COMMON_SECURITY_HEADERS, 'Content-Security-Policy': options.csp };
  const hsts = hstsValue(options.hstsMaxAge ?? 0);
  if (hsts) record['Strict-Transport-Security'] = hsts;
  return record;
}

/**
 * Sets the security headers on every response passing through, overriding any set by a handler.
 * `respond` builds a response carrying them from the start, its headers a plain object, which
 * @hono/node-server writes without building a Headers object: the hottest public reads (list and
 * track) need that to keep their throughput.
 * @example
 * const headers = securityHeaders({ csp: API_CSP, hstsMaxAge: env.HSTS_MAX_AGE });
 * app.use(headers.middleware);
 * app.get('/x', () => headers.respond('{}', 200, { 'Content-Type': 'application/json' }));
 */
export function securityHeaders(options: { csp: string; hstsMaxAge?: number }): {
  middleware: MiddlewareHandler;
  respond: (body: string, status: number, headers: Record<string, string>) => Response;
} {
  const record = securityHeaderRecord(options);
  const entries = Object.entries(record);
  return {
    middleware: async (c, next) => {
      await next();
      if (hardened.has(c.res)) return;
      for (const [name, value] of entries) c.res.headers.set(name, value);
    },
    respond(body, status, headers) {
      const response = new Response(body, { status, headers: { ...headers, ...record } });
      hardened.add(response);
      return response;
    },
  };
}
