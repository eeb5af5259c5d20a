/**
 * The address a request came from, for rate limits and the log. The socket's address is the
 * truth unless a reverse proxy we run sits in front: then the socket is the proxy, and the client
 * is in X-Forwarded-For. That header is trivially forged by clients, so it is read only when
 * TRUST_PROXY says how many proxies of ours append to it, and then from the right: each proxy
 * appends the address it saw, so the entry `hops` from the end was written by our outermost proxy
 * (http/forwarded.ts reads every forwarded header).
 */
import type { Context } from 'hono';
import { trustedForwarded } from './forwarded.ts';

/** What the Node adapter (@hono/node-server) puts in `c.env`; absent under app.request(). */
interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
  server?: NodeBindings;
}

/** Used when no address is known (app.request() in tests, or a socket already gone). */
const UNKNOWN_ADDRESS = 'unknown';

function socketAddress(c: Context): string | undefined {
  const env = c.env as NodeBindings | undefined;
  const bindings = env?.server ?? env;
  return bindings?.incoming?.socket?.remoteAddress;
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
    const forwarded = trustedForwarded(c.req.header('x-forwarded-for'), trustProxyHops);
    if (forwarded) return normalise(forwarded);
  }
  const socket = socketAddress(c);
  return socket ? normalise(socket) : UNKNOWN_ADDRESS;
}
