/** Pure HTTP negotiation helpers for the static handler: content coding and conditional requests. */

export type Coding = 'br' | 'gzip';

/** Variant file suffix per coding, in server preference order (brotli is smaller). */
export const CODING_SUFFIXES: readonly (readonly [Coding, string])[] = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/**
 * The codings a client accepts, from an Accept-Encoding header (q-values honoured, `*` included,
 * q=0 meaning "not acceptable"). Our own preference decides between accepted codings.
 *
 * @example
 * acceptedCodings('gzip, deflate, br') // Set { 'br', 'gzip' }
 * acceptedCodings('br;q=0, *') // Set { 'gzip' }
 */
export function acceptedCodings(header: string | undefined): Set<Coding> {
  const accepted = new Set<Coding>();
  if (!header) return accepted;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    const qParam = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const wildcard = q.get('*');
  for (const [coding] of CODING_SUFFIXES) {
    const value = q.get(coding) ?? (coding === 'gzip' ? q.get('x-gzip') : undefined) ?? wildcard ?? 0;
    if (value > 0) accepted.add(coding);
  }
  return accepted;
}

/**
 * A validator for one file representation: size and modification time, plus the coding so the
 * brotli, gzip and identity forms of a file never share an ETag. Weak, because it is not a
 * content hash.
 *
 * @example
 * etagFor(1234, 1700000000000, 'br') // 'W/"4d2-18bcfe56800-br"'
 */
export function etagFor(size: number, mtimeMs: number, coding?: Coding): string {
  const base = `${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}`;
  return `W/"${coding ? `${base}-${coding}` : base}"`;
}

/**
 * Whether a GET/HEAD may be answered 304 Not Modified (RFC 9110 13.2.2: If-None-Match, compared
 * weakly, takes precedence; If-Modified-Since only counts without it and at one-second precision).
 *
 * @example
 * isNotModified({ ifNoneMatch: 'W/"a-1"' }, 'W/"a-1"', 0) // true
 */
export function isNotModified(
  request: { ifNoneMatch?: string | undefined; ifModifiedSince?: string | undefined },
  etag: string,
  mtimeMs: number,
): boolean {
  if (request.ifNoneMatch !== undefined) {
    const wanted = request.ifNoneMatch.trim();
    if (wanted === '*') return true;
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    return wanted.split(',').some((tag) => opaque(tag) === opaque(etag));
  }
  if (request.ifModifiedSince !== undefined) {
    const since = Date.parse(request.ifModifiedSince);
    if (Number.isNaN(since)) return false;
    return Math.floor(mtimeMs / 1000) * 1000 <= since;
  }
  return false;
}
