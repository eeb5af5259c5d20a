/**
 * Cheap looks at a form body while it streams in, before any parser sees it: how many fields
 * it holds so far, and the first text fields of a multipart form. Each chunk is scanned once with
 * Buffer.indexOf (native, linear), so the cost is that of copying the bytes, whatever they hold.
 */

/** Counts the fields (URL-encoded) or parts (multipart) of a body fed chunk by chunk. */
export interface FieldCounter {
  /** Scans one more chunk; returns the fields seen so far (an upper bound). */
  add(chunk: Uint8Array): number;
}

const AMPERSAND = 0x26;

const bufferOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Non-overlapping occurrences of `needle` in `haystack`. */
function occurrences(haystack: Buffer, needle: Buffer | number): number {
  const step = typeof needle === 'number' ? 1 : needle.length;
  let count = 0;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + step)) count += 1;
  return count;
}

/**
 * Fields of a URL-encoded body: one more than its `&` separators (empty fields count too, as
 * parsers keep them).
 * @example const counter = urlEncodedCounter(); counter.add(bytes('a=1&b')); // 2
 */
export function urlEncodedCounter(): FieldCounter {
  let separators = 0;
  return {
    add(chunk) {
      separators += occurrences(bufferOf(chunk), AMPERSAND);
      return separators + 1;
    },
  };
}

/**
 * Parts of a multipart body: its `--boundary` delimiters less the closing one. A delimiter split
 * across two chunks is found by keeping the last bytes of the previous chunk.
 * @example const counter = multipartCounter('x'); counter.add(bytes('--x\r\n...\r\n--x--')); // 1
 */
export function multipartCounter(boundary: string): FieldCounter {
  const delimiter = Buffer.from(`--${boundary}`, 'latin1');
  const keep = delimiter.length - 1;
  let tail = Buffer.alloc(0);
  let delimiters = 0;
  return {
    add(chunk) {
      const bytes = bufferOf(chunk);
      // Only a delimiter that starts in the tail and ends in this chunk: neither side alone can hold one.
      delimiters += occurrences(Buffer.concat([tail, bytes.subarray(0, keep)]), delimiter);
      delimiters += occurrences(bytes, delimiter);
      tail =
        bytes.length >= keep
          ? Buffer.from(bytes.subarray(bytes.length - keep))
          : Buffer.concat([tail, bytes]).subarray(-keep);
      return Math.max(0, delimiters - 1);
    },
  };
}

/**
 * The boundary of a multipart Content-Type; null when there is none.
 * @example multipartBoundary('multipart/form-data; boundary="a b"') // 'a b'
 */
export function multipartBoundary(contentType: string): string | null {
  const match = /;\s*boundary\s*=\s*(?:"([^"]+)"|([^\s;]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

/**
 * The text fields of the complete parts at the start of a multipart body, up to the first file
 * part or the first part that is cut off. Meant for a small head of the body (a few kilobytes),
 * so a field sent first can be acted on before the rest arrives.
 * @example firstTextFields(bytes('--x\r\nContent-Disposition: form-data; name="api_key"\r\n\r\nk1\r\n--x'), 'x')
 * // [['api_key', 'k1']]
 */
export function firstTextFields(head: Uint8Array, boundary: string): [string, string][] {
  // latin1 keeps one character per byte, so offsets stay byte offsets.
  const text = bufferOf(head).toString('latin1');
  const delimiter = `\r\n--${boundary}`;
  const fields: [string, string][] = [];
  // The first delimiter opens the body, or follows a preamble and its line break.
  const first = text.startsWith(delimiter.slice(2)) ? -2 : text.indexOf(delimiter);
  if (first === -1) return fields;
  let at = first + delimiter.length;
  for (;;) {
    if (!text.startsWith('\r\n', at)) return fields;
    const headersEnd = text.indexOf('\r\n\r\n', at);
    if (headersEnd < 0) return fields;
    const next = text.indexOf(delimiter, headersEnd + 4);
    if (next < 0) return fields;
    const disposition = /^content-disposition:[^\r\n]*$/im.exec(text.slice(at + 2, headersEnd))?.[0] ?? '';
    if (/;\s*filename\*?\s*=/i.test(disposition)) return fields;
    const name = /;\s*name\s*=\s*"([^"]*)"/i.exec(disposition)?.[1];
    if (name === undefined) return fields;
    const value = Buffer.from(text.slice(headersEnd + 4, next), 'latin1').toString('utf8');
    fields.push([Buffer.from(name, 'latin1').toString('utf8'), value]);
    at = next + delimiter.length;
  }
}
