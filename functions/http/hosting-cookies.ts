/**
 * Firebase Hosting strips every cookie but `__session` from the requests it passes to a function,
 * so the staff API's session and CSRF cookies would never arrive. The Cloud Function adapter
 * therefore folds every Set-Cookie of a reply into one `__session` cookie holding the whole jar,
 * and unfolds it on the way in; the app and the browser's code see no difference. The folded
 * cookie takes the shortest lifetime of the cookies set in the same reply (a session's idle
 * window) and goes when the jar is empty; a `__session` the app sets itself passes untouched.
 */

const HOSTING_COOKIE = '__session';
/** Marks a folded jar, so a plain `__session` of anyone else is left alone. */
const PREFIX = 'jar1.';

function pairs(header: string): [string, string][] {
  return header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.includes('='))
    .map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()];
    });
}

const isFolded = ([name, value]: [string, string]) => name === HOSTING_COOKIE && value.startsWith(PREFIX);

/** The jar folded into a `__session` value. */
export function foldJar(jar: ReadonlyMap<string, string>): string {
  return PREFIX + encodeURIComponent(new URLSearchParams([...jar]).toString());
}

/** The jar in a Cookie header's folded `__session`, or an empty one. */
export function jarFromCookieHeader(header: string | null): Map<string, string> {
  const folded = pairs(header ?? '').find(isFolded);
  if (!folded) return new Map();
  try {
    return new Map(new URLSearchParams(decodeURIComponent(folded[1].slice(PREFIX.length))));
  } catch {
    return new Map(); // not ours after all, or damaged: as if signed out
  }
}

/**
 * A Cookie header with the folded jar unfolded into its cookies (cookies sent plainly win).
 * @example unfoldCookieHeader('__session=jar1.a%3D1') // 'a=1'
 */
export function unfoldCookieHeader(header: string | null): string | null {
  if (header === null || !pairs(header).some(isFolded)) return header;
  const jar = jarFromCookieHeader(header);
  const plain = pairs(header).filter((pair) => !isFolded(pair));
  const names = new Set(plain.map(([name]) => name));
  const all = [...plain, ...[...jar].filter(([name]) => !names.has(name))];
  return all.length > 0 ? all.map(([name, value]) => `${name}=${value}`).join('; ') : null;
}

interface SetCookie {
  name: string;
  value: string;
  /** Seconds; 0 or less deletes. Undefined: a browser-session cookie. */
  maxAge: number | undefined;
  /** Path, Domain, Secure, HttpOnly and SameSite as written. */
  attributes: string[];
}

function parseSetCookie(line: string, now: number): SetCookie {
  const [first = '', ...rest] = line.split(';').map((part) => part.trim());
  const at = first.indexOf('=');
  let maxAge: number | undefined;
  const attributes: string[] = [];
  for (const attribute of rest) {
    const [key = '', value = ''] = attribute.split('=', 2);
    const lower = key.trim().toLowerCase();
    if (lower === 'max-age') maxAge = Number(value);
    else if (lower === 'expires') maxAge ??= Math.floor((Date.parse(value) - now) / 1000);
    else if (attribute !== '') attributes.push(attribute);
  }
  return { name: first.slice(0, at).trim(), value: first.slice(at + 1).trim(), maxAge, attributes };
}

/**
 * The Set-Cookie lines to send instead of the app's: one `__session` holding the request's jar
 * with this reply's changes applied.
 * @example foldSetCookies(['a=1; Path=/api; Max-Age=60'], new Map()) // ['__session=jar1.a%3D1; Max-Age=60; Path=/api']
 */
export function foldSetCookies(lines: readonly string[], jar: ReadonlyMap<string, string>, now = Date.now()): string[] {
  if (lines.length === 0) return [];
  const cookies = lines.map((line) => parseSetCookie(line, now));
  if (cookies.some((cookie) => cookie.name === HOSTING_COOKIE)) return [...lines];
  const next = new Map(jar);
  const lifetimes: number[] = [];
  for (const cookie of cookies) {
    if (cookie.maxAge !== undefined && cookie.maxAge <= 0) {
      next.delete(cookie.name);
      continue;
    }
    next.set(cookie.name, cookie.value);
    if (cookie.maxAge !== undefined) lifetimes.push(cookie.maxAge);
  }
  const attributes = cookies.at(-1)!.attributes;
  if (next.size === 0) return [[`${HOSTING_COOKIE}=`, 'Max-Age=0', ...attributes].join('; ')];
  const maxAge = lifetimes.length > 0 ? [`Max-Age=${Math.min(...lifetimes)}`] : [];
  return [[`${HOSTING_COOKIE}=${foldJar(next)}`, ...maxAge, ...attributes].join('; ')];
}
