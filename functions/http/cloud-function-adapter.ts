/**
 * Runs a fetch-style app (Hono's `app.fetch`) as an HTTPS Cloud Function. The runtime has ALREADY
 * read the body into `req.rawBody` (reading the stream again hangs), so the web Request takes it
 * from there. The reply is flushed chunk by chunk so server-sent events arrive live; a client
 * leaving aborts the request, ending the live feed's handler. Hosting buffers replies and cuts them
 * at 60 s, so `maxStreamMs` ends event streams cleanly first (a failed EventSource would not
 * reconnect), and `foldCookies` carries every cookie in `__session` (hosting-cookies.ts); see
 * docs/deploy-firebase.md, section 11. The Express request is the app's `incoming`: its socket is
 * Google's front end, so the client's address comes from X-Forwarded-For (TRUST_PROXY, section 5).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { silentLogger, type Logger } from '../logger.ts';
import { apiError } from './api-error.ts';
import { trustedForwarded } from './forwarded.ts';
import { foldSetCookies, jarFromCookieHeader, unfoldCookieHeader } from './hosting-cookies.ts';
import { maskTokensInPath } from '../privacy/mask-tokens.ts';

/** What the Functions runtime (Express with body parsers) passes as the request. */
export interface FunctionRequest extends IncomingMessage {
  /** The body as the framework read it (already decompressed); absent when there was none. */
  rawBody?: Buffer;
  /** The path and query as the client sent them (Express keeps them apart from `url`). */
  originalUrl?: string;
}

/** The Express response; `flush` exists when a compression middleware is in front. */
export interface FunctionResponse extends ServerResponse {
  flush?: () => void;
}

/** What the app finds in `c.env`, the same shape as @hono/node-server's bindings. */
interface FunctionBindings {
  incoming: FunctionRequest;
  outgoing: FunctionResponse;
}

type FetchApp = (request: Request, env: FunctionBindings) => Response | Promise<Response>;

/** Hop-by-hop headers: they describe one connection, so neither side passes them on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

/**
 * The full URL the client asked for: scheme from X-Forwarded-Proto when proxies are trusted
 * (TLS ends at Google's front end; TRUST_PROXY, read as everywhere in http/forwarded.ts), host
 * from Host, path and query from `originalUrl`.
 * @example requestUrl(req, 2) // 'https://us-central1-demo.cloudfunctions.net/api/requests?x=1'
 */
export function requestUrl(req: FunctionRequest, trustProxyHops: number): string {
  const header = req.headers['x-forwarded-proto'];
  const forwarded = trustedForwarded(Array.isArray(header) ? header.join(',') : header, trustProxyHops)?.toLowerCase();
  const encrypted = (req.socket as TLSSocket | undefined)?.encrypted === true;
  const scheme = forwarded === 'https' || forwarded === 'http' ? forwarded : encrypted ? 'https' : 'http';
  const path = req.originalUrl ?? req.url ?? '/';
  // Concatenated, not resolved: a path such as //evil.example/x must not become the host.
  return `${scheme}://${req.headers.host ?? 'localhost'}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * The web Request for a Functions request, with a signal that fires when the client goes away.
 * Repeated headers stay repeated; several Cookie lines are joined the way one line carries them.
 * @example const request = toWebRequest(req, controller.signal);
 */
function toWebRequest(
  req: FunctionRequest,
  signal: AbortSignal,
  options: { unfoldCookies?: boolean | undefined; trustProxyHops?: number | undefined } = {},
): Request {
  const headers = new Headers();
  const cookies: string[] = [];
  const raw = req.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    const value = raw[i + 1]!;
    if (name.startsWith(':') || HOP_BY_HOP.has(name)) continue;
    if (name === 'cookie') cookies.push(value);
    else headers.append(name, value);
  }
  const cookie = cookies.length > 0 ? cookies.join('; ') : null;
  const unfolded = options.unfoldCookies ? unfoldCookieHeader(cookie) : cookie;
  if (unfolded !== null) headers.set('cookie', unfolded);

  const method = (req.method ?? 'GET').toUpperCase();
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const bytes = req.rawBody;
    // A view of the same bytes, not a copy (a photo may be 10 MB).
    body = bytes ? new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength) : undefined;
    // The framework has decoded any Content-Encoding; the length is that of the bytes passed on,
    // which body limits (hono/body-limit) read before the body.
    headers.delete('content-encoding');
    if (body) headers.set('content-length', String(body.byteLength));
    else headers.delete('content-length');
  }
  return new Request(requestUrl(req, options.trustProxyHops ?? 0), { method, headers, body, signal });
}

/** Resolves once the response can take more data, or the connection is gone. */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/**
 * Writes a web Response to the Functions response: status, every header (each Set-Cookie on its
 * own line), then the body chunk by chunk, flushed, until it ends or the signal fires.
 */
async function writeResponse(
  res: FunctionResponse,
  response: Response,
  signal: AbortSignal,
  options: { method?: string; maxStreamMs?: number | undefined; foldCookiesWith?: ReadonlyMap<string, string> } = {},
): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && !HOP_BY_HOP.has(name)) headers[name] = value;
  });
  const setCookies = response.headers.getSetCookie();
  const cookies = options.foldCookiesWith ? foldSetCookies(setCookies, options.foldCookiesWith) : setCookies;
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);

  if (!response.body || options.method === 'HEAD') {
    await response.body?.cancel();
    res.end();
    return;
  }
  const reader: ReadableStreamDefaultReader<Uint8Array> = response.body.getReader();
  const cancel = () => {
    reader.cancel().catch(() => undefined);
  };
  signal.addEventListener('abort', cancel, { once: true });
  const isEventStream = response.headers.get('content-type')?.startsWith('text/event-stream') === true;
  // An event stream's headers go out now, so its client sees it open before the first event; other
  // replies send their headers with the first chunk.
  if (isEventStream) res.flushHeaders();
  const limit = isEventStream && options.maxStreamMs ? setTimeout(cancel, options.maxStreamMs) : undefined;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || signal.aborted) break;
      if (!res.write(value)) await drained(res);
      res.flush?.();
    }
  } catch {
    // The body stream failed or was cancelled: end what was sent.
  } finally {
    clearTimeout(limit);
    signal.removeEventListener('abort', cancel);
    if (!res.destroyed) res.end();
  }
}

function errorReply(res: ServerResponse, status: number, code: string, message: string): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(apiError(code, message)));
}

interface HandlerOptions {
  logger?: Logger;
  /** Event streams end after this long (behind Firebase Hosting: under its 60 s limit). */
  maxStreamMs?: number;
  /** Carries every cookie folded into `__session`, the one Firebase Hosting passes on. */
  foldCookies?: boolean;
  /** Proxies of ours in front (TRUST_PROXY): whether X-Forwarded-Proto gives the scheme. */
  trustProxyHops?: number;
}

/**
 * The Functions handler for a fetch-style app.
 * @example
 * export const api = onRequest({ invoker: 'public' }, cloudFunctionHandler(app.fetch, { maxStreamMs: 50_000 }));
 */
export function cloudFunctionHandler(
  app: FetchApp,
  options: HandlerOptions = {},
): (req: FunctionRequest, res: FunctionResponse) => Promise<void> {
  const logger = options.logger ?? silentLogger;
  return async (req, res) => {
    const controller = new AbortController();
    // 'close' before the response finished means the client went away.
    res.on('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    let request: Request;
    try {
      request = toWebRequest(req, controller.signal, {
        unfoldCookies: options.foldCookies,
        trustProxyHops: options.trustProxyHops,
      });
    } catch {
      errorReply(res, 400, 'bad_request', 'The request could not be read.');
      return;
    }
    try {
      const response = await app(request, { incoming: req, outgoing: res });
      await writeResponse(res, response, controller.signal, {
        method: request.method,
        maxStreamMs: options.maxStreamMs,
        ...(options.foldCookies ? { foldCookiesWith: jarFromCookieHeader(req.headers.cookie ?? null) } : {}),
      });
    } catch (error) {
      logger.error(
        `Cloud Function adapter: ${request.method} ${maskTokensInPath(new URL(request.url).pathname)}`,
        error,
      );
      errorReply(res, 500, 'internal', 'Something went wrong on our side. Please try again later.');
    }
  };
}
