/**
 * The API's error replies, built in one place: `{ "error": { "code": string, "message": string } }`
 * (some add fields beside them, such as a submission's `fields`). A route refuses by throwing an
 * ApiFailure; createApp's onError (app.ts) answers it with `apiFailureReply`, never cached, and
 * so does any Hono app without an onError of its own (a middleware's test), through getResponse.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ClientErrorStatusCode } from 'hono/utils/http-status';

/** Body of every API error response. */
export interface ApiError {
  error: { code: string; message: string };
}

const NO_STORE = { 'Cache-Control': 'no-store' };

const CODE_BY_STATUS: Partial<Record<number, string>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'invalid_input',
  429: 'rate_limited',
};

/**
 * The body of an error reply.
 * @example apiError('not_found', 'No request found with that ID.') // { error: { code: 'not_found', message: ... } }
 */
export function apiError(code: string, message: string, extra: Record<string, unknown> = {}): ApiError {
  return { error: { code, message, ...extra } };
}

interface ApiFailureOptions {
  /** The error code, when not the status's own (404 not_found, 422 invalid_input...). */
  code?: string;
  /** Fields beside code and message in the reply's `error`. */
  extra?: Record<string, unknown>;
  /** Headers of the reply beside Cache-Control: no-store (Retry-After). */
  headers?: Record<string, string>;
}

/**
 * A refusal with a 4xx status, thrown by a route or middleware and answered by createApp's onError.
 * @example throw new ApiFailure(404, NOT_FOUND_MESSAGE)
 * @example throw new ApiFailure(410, FOLLOW_MESSAGES.expiredLink, { code: 'expired_link' })
 */
export class ApiFailure extends HTTPException {
  readonly code: string | undefined;
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(status: ClientErrorStatusCode, message: string, options: ApiFailureOptions = {}) {
    super(status, { message });
    this.code = options.code;
    this.extra = options.extra ?? {};
    this.headers = options.headers ?? {};
  }

  /** The reply, for Hono's default error handler. */
  override getResponse(): Response {
    return Response.json(this.body(), { status: this.status, headers: this.replyHeaders() });
  }

  /** The reply's body. */
  body(): ApiError {
    return apiError(this.code ?? CODE_BY_STATUS[this.status] ?? 'error', this.message, this.extra);
  }

  /** The reply's headers beside its Content-Type. */
  replyHeaders(): Record<string, string> {
    return { ...NO_STORE, ...this.headers };
  }
}

/**
 * The reply to a 4xx HTTPException (an ApiFailure or Hono's own), never cached.
 * @example app.onError((error, c) => (error instanceof HTTPException && error.status < 500 ? apiFailureReply(c, error) : ...))
 */
export function apiFailureReply(c: Context, error: HTTPException): Response {
  if (error instanceof ApiFailure) return c.json(error.body(), error.status, error.replyHeaders());
  const code = CODE_BY_STATUS[error.status] ?? 'error';
  return c.json(apiError(code, error.message || 'Request failed'), error.status, NO_STORE);
}
