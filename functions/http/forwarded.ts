/**
 * Every X-Forwarded-* header the server reads is read here, and only when TRUST_PROXY says how
 * many proxies of ours stand in front (`hops`). Clients forge these headers at will, so with
 * TRUST_PROXY unset (0) none is believed: the client address is the socket's, the host is the
 * Host header's, and the scheme is the connection's.
 *
 * With `hops` set, a value is read from the right: each proxy appends what it saw, so the entry
 * `hops` from the end was written by our outermost proxy. A proxy that sets the header rather
 * than appending gives one entry, which is then the one read.
 */
import type { Context } from 'hono';

/**
 * The entry our outermost proxy wrote in a comma-separated forwarded header, or undefined.
 * @example trustedForwarded('203.0.113.9, 10.0.0.2', 1) // '10.0.0.2' (what our one proxy saw)
 * @example trustedForwarded('spoofed, 203.0.113.9', 1) // '203.0.113.9'
 * @example trustedForwarded('203.0.113.9', 0) // undefined: no proxy is trusted
 */
export function trustedForwarded(header: string | undefined, hops: number): string | undefined {
  if (header === undefined || hops < 1) return undefined;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - hops)];
}

/**
 * The host the browser asked for per our proxy (X-Forwarded-Host), lower-cased; undefined without
 * TRUST_PROXY or the header.
 * @example forwardedHost(c, 1) // '311.example.org'
 */
export function forwardedHost(c: Context, hops: number): string | undefined {
  return trustedForwarded(c.req.header('X-Forwarded-Host'), hops)?.toLowerCase();
}

/**
 * Whether the browser's connection was HTTPS: the request URL's scheme, or with TRUST_PROXY the
 * scheme our proxy reports (TLS usually ends there).
 * @example isHttps(c, 1) // true behind a proxy that sent X-Forwarded-Proto: https
 */
export function isHttps(c: Context, hops: number): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return trustedForwarded(c.req.header('X-Forwarded-Proto'), hops)?.toLowerCase() === 'https';
}
