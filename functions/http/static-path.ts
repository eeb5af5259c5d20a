/**
 * Turns a raw URL path into file-system path segments, or says why it cannot be one. This is the
 * first of two guards against serving anything outside STATIC_DIR (the second checks the real path
 * of the file found), so it is strict: each segment is percent-decoded exactly once, and any
 * segment that is empty, `.` or `..`, starts with a dot (dotfiles, including the build stamp), or
 * contains a slash, backslash, NUL or other control character after decoding is refused.
 */

export type PathResolution =
  /** Serve from these decoded segments under the static root (`[]` is the root). */
  | { kind: 'path'; segments: string[] }
  /** The site's URLs have no trailing slash: redirect to this path (still percent-encoded). */
  | { kind: 'redirect'; location: string }
  /** Cannot name a file we would serve; answer as an unknown page. */
  | { kind: 'invalid' };

// eslint-disable-next-line no-control-regex -- control characters are exactly what this rejects
const FORBIDDEN_IN_SEGMENT = /[/\\\u0000-\u001f\u007f]/;

function decodeSegment(raw: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (decoded === '' || decoded.startsWith('.') || FORBIDDEN_IN_SEGMENT.test(decoded)) return undefined;
  return decoded;
}

/**
 * @example
 * resolveRequestPath('/about') // { kind: 'path', segments: ['about'] }
 * resolveRequestPath('/about/') // { kind: 'redirect', location: '/about' }
 * resolveRequestPath('/..%2fetc/passwd') // { kind: 'invalid' }
 */
export function resolveRequestPath(rawPathname: string): PathResolution {
  if (!rawPathname.startsWith('/')) return { kind: 'invalid' };
  if (rawPathname === '/') return { kind: 'path', segments: [] };
  const trailingSlash = rawPathname.endsWith('/');
  const trimmed = trailingSlash ? rawPathname.slice(0, -1) : rawPathname;
  const segments: string[] = [];
  for (const raw of trimmed.slice(1).split('/')) {
    const segment = decodeSegment(raw);
    if (segment === undefined) return { kind: 'invalid' };
    segments.push(segment);
  }
  // Validated above to start with a single slash and hold no empty segment, so the redirect
  // target can never become a protocol-relative URL such as //evil.example.
  return trailingSlash ? { kind: 'redirect', location: trimmed } : { kind: 'path', segments };
}
