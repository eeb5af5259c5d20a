/**
 * One GET to a geocoding provider, as the adapters make it: bounded in time (a timeout covering
 * the reply's body too, and the caller's AbortSignal) and in size (the body is counted while it
 * streams in and refused past a bound, before any parsing). Every failure becomes a failure
 * status, never a throw, and is logged without the URL (it may carry an API key) or the query
 * (what a resident typed).
 */
import type { Logger } from '../logger.ts';
import type { GeocodeFailureStatus, GeocodeResult } from './ports.ts';

/** A call gives up after this long unless an adapter is told otherwise. */
const DEFAULT_GEOCODE_TIMEOUT_MS = 5000;
/** Replies larger than this are refused: five places are a few kilobytes. */
const DEFAULT_MAX_REPLY_BYTES = 256 * 1024;

/** The settings every remote adapter shares. */
export interface RemoteOptions {
  /** Covers the whole call, the reply's body included. */
  timeoutMs?: number | undefined;
  maxReplyBytes?: number | undefined;
  logger?: Logger | undefined;
  fetch?: typeof fetch | undefined;
}

type JsonReply = { ok: true; body: unknown } | { ok: false; status: GeocodeFailureStatus };

class TooLarge extends Error {}

async function readBounded(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new TooLarge();
  if (!response.body) return '';
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new TooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** fetch's own message is "fetch failed"; its cause says why (e.g. "connect ECONNREFUSED ..."). */
const reason = (error: unknown): string =>
  error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);

function httpFailure(status: number): GeocodeFailureStatus {
  return status === 429 ? 'OVER_QUERY_LIMIT' : `HTTP_${status}`;
}

/**
 * GETs `url` and parses its JSON body, or says why not.
 * @example
 * const reply = await fetchJson(url, { 'User-Agent': agent }, 'Nominatim', options, signal);
 * if (!reply.ok) return { status: reply.status };
 */
export async function fetchJson(
  url: URL,
  headers: Record<string, string>,
  provider: string,
  options: RemoteOptions,
  signal?: AbortSignal,
): Promise<JsonReply> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_GEOCODE_TIMEOUT_MS;
  const fail = (status: GeocodeFailureStatus, detail?: string): JsonReply => {
    if (status !== 'ABORTED') options.logger?.error(`Geocoding (${provider}): ${status}${detail ? `: ${detail}` : ''}`);
    return { ok: false, status };
  };
  if (signal?.aborted) return { ok: false, status: 'ABORTED' };
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const response = await (options.fetch ?? fetch)(url, {
      headers: { Accept: 'application/json', ...headers },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return fail(httpFailure(response.status));
    }
    const text = await readBounded(response, options.maxReplyBytes ?? DEFAULT_MAX_REPLY_BYTES);
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch (error) {
    if (error instanceof TooLarge) return fail('REPLY_TOO_LARGE');
    if (error instanceof SyntaxError) return fail('BAD_REPLY', 'not JSON');
    if (timeout.aborted) return fail('TIMEOUT', `no answer within ${timeoutMs} ms`);
    if (signal?.aborted) return fail('ABORTED');
    return fail('UNAVAILABLE', reason(error));
  }
}

/**
 * Logs a result that is a bad reply (the provider answered, but not as documented) and returns it.
 * @example return checkedReply(searchResult(candidates, box), 'Nominatim', options, 'no usable place');
 */
export function checkedReply(
  result: GeocodeResult,
  provider: string,
  options: RemoteOptions,
  detail: string,
): GeocodeResult {
  if (result.status === 'BAD_REPLY') options.logger?.error(`Geocoding (${provider}): BAD_REPLY: ${detail}`);
  return result;
}
