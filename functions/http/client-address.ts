/**
 * The address a request came from, for rate limits and the log. The socket's address is the
 * truth unless a reverse proxy we run sits in front: then the socket is the proxy, and the client
 * is in X-Forwarded-For. That header is trivially forged by clients, so it is read only when
 * TRUST_PROXY says how many proxies of ours append to it, and then from the right: each proxy
 * appends the address it saw, so the entry `hops` from the end was written by our outermost proxy.
 */
import type { Context } from 'hono';

/** What the Node adapter (@hono/node-server) puts in `c.env`; absent under app.request(). */
interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
  server?: NodeBindings;
}

/** Used when no address is known (app.request() in tests, or a socket already gone). */
export const UNKNOWN_ADDRESS = 'unknown';

function socketAddress(c: Context): string | undefined {
  const env = c.env as NodeBindings | undefined;
  const bindings = env?.server ?? env;
  return bindings?.incoming?.socket?.remoteAddress;
}

/**
 * Picks the client from an X-Forwarded-For value given the number of trusted proxy hops.
 * @example forwardedClient('203.0.113.9, 10.0.0.2', 1) // '10.0.0.2' (what our one proxy saw)
 * @example forwardedClient('spoofed, 203.0.113.9', 1) // '203.0.113.9'
 */
export function forwardedClient(header: string, hops: number): string | undefined {
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0 || hops < 1) return undefined;
  return entries[Math.max(0, entries.length - hops)];
}

/** IPv4-mapped IPv6 ('::ffff:127.0.0.1') and plain IPv4 are the same client. */
function normalise(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').toLowerCase();
}

/**
 * @example clientAddress(c, 0) // '127.0.0.1' from the socket
 * @example clientAddress(c, 1) // the last X-Forwarded-For entry, else the socket
 */
export function clientAddress(c: Context, trustProxyHops: number): string {
  if (trustProxyHops > 0) {
    const header = c.req.header('x-forwarded-for');
    const forwarded = header === undefined ? undefined : forwardedClient(header, trustProxyHops);
    if (forwarded) return normalise(forwarded);
  }
  const socket = socketAddress(c);
  return socket ? normalise(socket) : UNKNOWN_ADDRESS;
}
