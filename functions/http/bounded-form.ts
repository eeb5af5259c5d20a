/**
 * Bounds a form body before any parser sees it. A form parser's cost grows faster than the number
 * of fields (a 6 MB body of a million empty fields kept the process busy for a minute), so a body
 * is refused as soon as it passes its byte or field limit, counted as it streams in, and a
 * Content-Length over the limit before a byte is read. A body within bounds is buffered and put
 * back as `c.req.raw` (as hono/body-limit does) for `zValidator('form', ...)`. Runtime-neutral: it
 * reads the web Request's body, which the Node server streams and the Cloud Functions adapter builds.
 */
import type { Context, Env, MiddlewareHandler } from 'hono';
import { firstTextFields, multipartBoundary, multipartCounter, urlEncodedCounter } from './form-scan.ts';

export interface FormLimits {
  /** Largest URL-encoded body in bytes (also for any body that is not multipart). */
  urlEncodedBytes: number;
  /** Largest multipart body in bytes (a photo fits here). */
  multipartBytes: number;
  /** Most fields of a URL-encoded body, or parts of a multipart one. */
  fields: number;
}

interface FormRefusal {
  reason: 'too-large' | 'too-many-fields';
  multipart: boolean;
}

interface BoundedFormOptions<E extends Env> {
  limits: FormLimits;
  /** The route's own 413, in its own error format. */
  refuse: (c: Context<E>, refusal: FormRefusal) => Response | Promise<Response>;
  /**
   * A text field acted on as soon as it arrives among the first parts of a multipart body (for
   * example an API key): an answer from `check` ends the request before the rest is read.
   */
  early?: {
    field: string;
    check: (c: Context<E>, value: string) => Response | undefined | Promise<Response | undefined>;
  };
}

/** How much of a multipart body's start is looked at for the early field (read once, at this size). */
export const EARLY_FIELD_BYTES = 8 * 1024;

function joined(chunks: readonly Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    if (offset >= size) break;
    const part = chunk.subarray(0, size - offset);
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return bytes;
}

/**
 * @example
 * app.post('/', boundedForm({ limits, refuse: (c) => c.json({ error: 'too large' }, 413) }), zValidator('form', schema), handler)
 */
export function boundedForm<E extends Env = Env>(options: BoundedFormOptions<E>): MiddlewareHandler<E> {
  const { limits } = options;
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const contentType = c.req.header('content-type') ?? '';
    const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
    const multipart = mediaType === 'multipart/form-data';
    const refuse = (reason: FormRefusal['reason']) => options.refuse(c, { reason, multipart });
    const maxBytes = multipart ? limits.multipartBytes : limits.urlEncodedBytes;
    if (Number(c.req.header('content-length')) > maxBytes) return refuse('too-large');

    const boundary = multipart ? multipartBoundary(contentType) : null;
    // Without a boundary no parser can read the parts, so there is nothing to count.
    const counter = boundary
      ? multipartCounter(boundary)
      : mediaType === 'application/x-www-form-urlencoded'
        ? urlEncodedCounter()
        : undefined;
    let early = boundary ? options.early : undefined;
    // On a refusal reading just stops: the Node server discards what the client still sends
    // (close-unread-body.ts). Cancelling instead would break bodies undici generates (FormData).
    const reader: ReadableStreamDefaultReader<Uint8Array> = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) return refuse('too-large');
      if (counter && counter.add(value) > limits.fields) return refuse('too-many-fields');
      chunks.push(value);
      if (early && boundary && size >= EARLY_FIELD_BYTES) {
        const { field, check } = early;
        early = undefined;
        const found = firstTextFields(joined(chunks, EARLY_FIELD_BYTES), boundary).find(([name]) => name === field);
        const answer = found ? await check(c, found[1]) : undefined;
        if (answer) return answer;
      }
    }
    c.req.raw = new Request(c.req.raw, { body: joined(chunks, size) });
    return next();
  };
}
