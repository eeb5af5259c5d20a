/**
 * Form bodies that are cheap to send and, unbounded, dear to parse: a million empty URL-encoded
 * fields (about 6.9 MB) and a multipart form of very many empty parts (under the 10 MB upload
 * limit, so only a part count stops it). Shared by the tests and scripts/reliability-form-bomb.ts.
 */

export const BOMB_BOUNDARY = 'bomb';
export const MANY_PARTS_TYPE = `multipart/form-data; boundary=${BOMB_BOUNDARY}`;
export const URL_ENCODED_TYPE = 'application/x-www-form-urlencoded';

let million: string | undefined;

/**
 * `0&1&2&...&999999`: a million fields, built once.
 * @example await fetch(url, { method: 'POST', body: millionFields(), headers: { 'Content-Type': URL_ENCODED_TYPE } })
 */
export function millionFields(): string {
  million ??= Array.from({ length: 1_000_000 }, (_, i) => i).join('&');
  return million;
}

/**
 * A multipart body of `count` empty parts (54 bytes each; 150,000 make 8.1 MB).
 * @example manyParts(150_000).length // 8_100_008
 */
export function manyParts(count = 150_000): string {
  return `${`--${BOMB_BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\n\r\n`.repeat(count)}--${BOMB_BOUNDARY}--`;
}

/**
 * The text as a stream of `chunkSize`-byte pieces, sent without a Content-Length.
 * @example fetch(url, { method: 'POST', body: chunked(millionFields()), duplex: 'half' })
 */
export function chunked(text: string, chunkSize = 64 * 1024): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (offset >= bytes.length) {
          controller.close();
          return;
        }
        controller.enqueue(bytes.subarray(offset, offset + chunkSize));
        offset += chunkSize;
      },
    },
    { highWaterMark: 0 },
  );
}
