/**
 * A reply sent before the request body has fully arrived (a 413 from Content-Length, or one part
 * way through a form) closes the connection and says so: promising keep-alive would break the
 * client's next request, as @hono/node-server destroys the socket after half a second of draining.
 * The close lingers (RFC 9112, section 9.6): the client's remaining bytes are read and discarded
 * for a while, since closing with unread bytes sends a TCP reset that can destroy the reply.
 * A body fully arrived but left unread (a 415, a refusal on its first chunk) is dropped once the
 * reply is out, and the connection stays open.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** How long, and how many bytes, the rest of a refused body is read and discarded. */
export const LINGER_MS = 2000;
const LINGER_BYTES = 16 * 1024 * 1024;

interface NodeBindings {
  incoming: IncomingMessage;
  outgoing: ServerResponse;
}

function nodeBindings(bindings: unknown): NodeBindings | undefined {
  const candidate = bindings as Partial<NodeBindings> | undefined;
  return candidate?.incoming && candidate.outgoing ? (candidate as NodeBindings) : undefined;
}

function declaresBody(incoming: IncomingMessage): boolean {
  const length = incoming.headers['content-length'];
  return (length !== undefined && length !== '0') || incoming.headers['transfer-encoding'] !== undefined;
}

/**
 * Reads and drops the rest of a body nothing will read. The web stream the app read it through
 * would pause it again once its own queue is full, so its listeners go first.
 */
function discard(incoming: IncomingMessage, onChunk: (chunk: Buffer) => void = () => undefined): void {
  incoming.removeAllListeners('data');
  incoming.on('data', onChunk);
  incoming.resume();
}

/** Replaces Node's close after a `Connection: close` reply (socket.destroySoon) with a lingering one. */
function lingerOnClose(incoming: IncomingMessage, socket: Socket): void {
  let started = false;
  socket.destroySoon = () => {
    if (started) return;
    started = true;
    socket.end();
    let discarded = 0;
    const close = () => {
      clearTimeout(timer);
      socket.destroy();
    };
    const timer = setTimeout(close, LINGER_MS);
    timer.unref();
    incoming.once('end', close);
    incoming.once('error', close);
    socket.once('close', () => {
      clearTimeout(timer);
    });
    discard(incoming, (chunk) => {
      discarded += chunk.length;
      if (discarded > LINGER_BYTES) close();
    });
  };
}

/**
 * Wraps the Node server's fetch handler: when a reply is ready while the request body is still
 * arriving, it goes out with `Connection: close` and the connection closes gently after it.
 * GET and other bodiless requests pass straight through.
 * @example serve({ fetch: closeUnreadBodies(app.fetch), port: 3000 })
 */
export function closeUnreadBodies<B>(
  fetch: (request: Request, bindings: B) => Response | Promise<Response>,
): (request: Request, bindings: B) => Response | Promise<Response> {
  return (request, bindings) => {
    const response = fetch(request, bindings);
    const node = nodeBindings(bindings);
    if (!node || !declaresBody(node.incoming)) return response;
    return Promise.resolve(response).then((reply) => {
      const { incoming, outgoing } = node;
      if (incoming.readableEnded || outgoing.headersSent) return reply;
      if (incoming.complete) {
        // All of it has arrived: dropped once the reply is out, the connection serves the next request.
        outgoing.once('finish', () => {
          discard(incoming);
        });
      } else {
        outgoing.setHeader('Connection', 'close');
        lingerOnClose(incoming, incoming.socket);
      }
      return reply;
    });
  };
}
