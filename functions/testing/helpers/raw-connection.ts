/**
 * One HTTP/1.1 connection driven by hand (node:net), to see what a server does with the
 * connection itself: whether it says `Connection: close`, closes, resets, or serves a second
 * request on the same socket. Replies must carry a Content-Length (the API's do).
 */
import { connect, type Socket } from 'node:net';

export interface RawResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

export interface RawConnection {
  /** Writes unless the socket is gone; resolves once the bytes are handed to the system. */
  write(data: string | Uint8Array): Promise<void>;
  /** The next complete response (rejects when the connection ends first, or after `timeoutMs`). */
  next(timeoutMs?: number): Promise<RawResponse>;
  /** Settles when the socket closes: with the error that closed it (a reset), or null. */
  closed: Promise<Error | null>;
  socket: Socket;
}

function parse(buffer: Buffer): { response: RawResponse; used: number } | null {
  const end = buffer.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine = '', ...lines] = buffer.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length']);
  if (!Number.isInteger(length)) throw new Error(`A reply without a Content-Length: ${statusLine}`);
  if (buffer.length < end + 4 + length) return null;
  const body = buffer.subarray(end + 4, end + 4 + length).toString('utf8');
  return { response: { status: Number(statusLine.split(' ')[1]), headers, body }, used: end + 4 + length };
}

/**
 * With `allowHalfOpen` the client goes on sending after the server has shut its side, as a
 * browser uploading a body does, until it ends its own side (`socket.end()`).
 * @example
 * const connection = await openConnection(port);
 * await connection.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
 * const reply = await connection.next(); // { status: 200, headers: { connection: 'keep-alive', ... }, body }
 */
export async function openConnection(port: number, options: { allowHalfOpen?: boolean } = {}): Promise<RawConnection> {
  const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: options.allowHalfOpen ?? false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve).once('error', reject);
  });
  let buffer = Buffer.alloc(0);
  let waiting: (() => void) | undefined;
  let ended = false;
  const closed = new Promise<Error | null>((resolve) => {
    let failure: Error | null = null;
    socket.on('error', (error) => (failure = error));
    socket.on('close', () => {
      ended = true;
      waiting?.();
      resolve(failure);
    });
  });
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    waiting?.();
  });
  return {
    socket,
    closed,
    write: (data) =>
      new Promise((resolve) => {
        if (socket.destroyed || !socket.writable) resolve();
        else
          socket.write(data, () => {
            resolve();
          });
      }),
    next: async (timeoutMs = 5000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const parsed = parse(buffer);
        if (parsed) {
          buffer = buffer.subarray(parsed.used);
          return parsed.response;
        }
        if (ended) throw new Error('The connection ended before a complete reply');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No complete reply within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiting = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        waiting = undefined;
      }
    },
  };
}
