/**
 * The portal's one way to the API: `hc<AppType>` gives typed calls from the server's own route
 * chain, `readJson` turns any reply into its data or an ApiError carrying the server's message,
 * and staff changes carry the CSRF token kept in memory (the cookie holding it is HttpOnly). A
 * staff call answered 401 is announced to `onSessionEnded` listeners (the portal's sign-in in place).
 */
import { hc, type ClientResponse, type parseResponse } from 'hono/client';
import type { AppType } from '#server/app.ts';

/** An error reply from the API, or a failure to reach it (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly body: unknown;
  constructor(message: string, status: number, code: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

/** The data of a reply's success statuses, as hono's parseResponse infers it. */
export type SuccessData<T extends ClientResponse<unknown>> = Awaited<ReturnType<typeof parseResponse<T>>>;

let csrfToken: string | undefined;

/** Kept from sign-in and from /api/auth/me; sent as X-CSRF-Token on every staff change. */
export function setCsrfToken(token: string | undefined): void {
  csrfToken = token;
}

/** A staff call that found the session over: `change` when it was a change (not a read). */
export interface SessionEnd {
  change: boolean;
}

const sessionEndListeners = new Set<(end: SessionEnd) => void>();

/**
 * Tells `listener` of every staff or admin call answered 401 (the session has ended: idle,
 * absolute end, signed out elsewhere); sign-in's own refusals and the signed-out check of
 * /api/auth/me are not such calls. Returns the unsubscribe function.
 * @example useEffect(() => onSessionEnded(({ change }) => change && openSignIn()), []);
 */
export function onSessionEnded(listener: (end: SessionEnd) => void): () => void {
  sessionEndListeners.add(listener);
  return () => {
    sessionEndListeners.delete(listener);
  };
}

const SESSION_PATH = /^\/api\/(staff|admin)\//;

function pathOf(input: RequestInfo | URL): string {
  const raw = input instanceof Request ? input.url : String(input);
  return new URL(raw, 'http://portal.invalid').pathname;
}

/**
 * Tells the session-end listeners when a staff or admin call was answered 401. Calls through the
 * typed client are reported by it; a form upload (lib/upload.ts, XMLHttpRequest) reports its own.
 * @example reportStaffReply('/api/staff/phone-requests', reply.status, true)
 */
export function reportStaffReply(path: string, status: number, change: boolean): void {
  if (status !== 401 || !SESSION_PATH.test(pathOf(path))) return;
  for (const listener of sessionEndListeners) listener({ change });
}

/**
 * The CSRF header for a staff change sent without the typed client (a form upload).
 * @example postForm('/api/staff/phone-requests', form, onProgress, csrfHeader())
 */
export function csrfHeader(): Record<string, string> {
  return csrfToken ? { 'X-CSRF-Token': csrfToken } : {};
}

/** Same-origin fetch that adds the CSRF header to state-changing calls and turns a network failure into ApiError. */
async function portalFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  const headers = new Headers(init.headers);
  const change = method !== 'GET' && method !== 'HEAD';
  if (csrfToken && change) headers.set('X-CSRF-Token', csrfToken);
  let response: Response;
  try {
    response = await fetch(input, { ...init, headers, credentials: 'same-origin' });
  } catch (error) {
    throw new ApiError(error instanceof Error ? error.message : 'Network error', 0, 'network');
  }
  reportStaffReply(pathOf(input), response.status, change);
  return response;
}

/**
 * Whether a failed staff call means the session has ended (docs/product.md#311-staff-sign-in-and-sessions).
 * @example isSessionEnded(error) ? SESSION_ENDED_MESSAGE : 'Failed to add note.'
 */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Typed client over the API's route chain; `api.api.requests.$get()` and so on. */
export const api = hc<AppType>('/', { fetch: portalFetch });

/** The JSON body of a reply, or an ApiError with the server's `error.message`. */
async function replyBody(reply: Pick<Response, 'status' | 'ok' | 'json'>): Promise<unknown> {
  let body: unknown;
  try {
    body = reply.status === 204 ? undefined : await reply.json();
  } catch {
    body = undefined;
  }
  if (!reply.ok) {
    const error = (body as { error?: { message?: unknown; code?: unknown } } | undefined)?.error;
    const message = typeof error?.message === 'string' ? error.message : `Request failed (${reply.status})`;
    throw new ApiError(message, reply.status, typeof error?.code === 'string' ? error.code : 'error', body);
  }
  return body;
}

/**
 * The JSON body of a successful reply, or an ApiError with the server's `error.message`.
 * @example const { requests } = await readJson(api.api.requests.$get());
 */
export async function readJson<T extends ClientResponse<unknown>>(response: T | Promise<T>): Promise<SuccessData<T>> {
  return (await replyBody(await response)) as SuccessData<T>;
}

/**
 * GET of an API path with a query string built elsewhere (the staff list's view, whose one
 * canonical query string is also the screen's address), read like `readJson`. `T` is the reply's
 * documented shape (docs/api.md).
 * @example const page = await getJson<StaffListPage>(`/api/staff/requests${staffListSearch(view)}`);
 */
export async function getJson<T>(path: string): Promise<T> {
  return (await replyBody(await portalFetch(path))) as T;
}
