/**
 * Which resident page addresses the server renders itself (docs/311-without-javascript.md), and
 * where. The track page (`/311/track`, `/311/es/track`; `/track` on a 311 host), the submitter's
 * private page (`/311/my-request?token=…`) and the e-mails' confirm and stop pages
 * (`/311/updates/confirm?token=…`) are answered by the API's page routes (track-routes.ts,
 * follow-up-routes.ts, link-action-routes.ts), under `/api/311/`, so a browser without JavaScript gets
 * the screen itself. The Node server sends these addresses there (node-server.ts) and so does the
 * Cloud Function, to which Firebase Hosting rewrites the same addresses (firebase.json).
 */
import { DEFAULT_LANGUAGE, languageOfSegment, languageSegment } from '#domain/i18n/languages.ts';
import { TOKEN_PATHS } from '#domain/requests/app-paths.ts';
import { isThreeOneOneHost } from '#domain/three-one-one-host.ts';

/** The pages, by their address below the app's root. */
export const PLAIN_PAGES = {
  track: '/track',
  followUp: TOKEN_PATHS.followUp,
  confirm: TOKEN_PATHS.confirm,
  stop: TOKEN_PATHS.stop,
} as const;
const PAGE_PATHS: readonly string[] = Object.values(PLAIN_PAGES);

/** Where the API answers them. */
export const PLAIN_PAGE_API = '/api/311';

/**
 * The API path of a page address, or null for any other address. `threeOneOneHost`: the address
 * is a 311 host's (the app at `/`), else the app is at `/311`.
 * @example plainPageApiPath('/311/es/track', { threeOneOneHost: false, offered: ['en', 'es'] }) // '/api/311/es/track'
 * @example plainPageApiPath('/my-request', { threeOneOneHost: true, offered: ['en'] }) // '/api/311/my-request'
 */
export function plainPageApiPath(
  pathname: string,
  { threeOneOneHost, offered }: { threeOneOneHost: boolean; offered: readonly string[] },
): string | null {
  const base = threeOneOneHost ? '' : '/311';
  if (base && !pathname.startsWith(`${base}/`)) return null;
  const rest = pathname.slice(base.length);
  if (PAGE_PATHS.includes(rest)) return `${PLAIN_PAGE_API}${rest}`;
  // A language's page: /{segment}{page}.
  const slash = rest.indexOf('/', 1);
  if (slash < 0) return null;
  const page = rest.slice(slash);
  if (!PAGE_PATHS.includes(page)) return null;
  const lang = languageOfSegment(rest.slice(1, slash), offered);
  return lang && lang !== DEFAULT_LANGUAGE ? `${PLAIN_PAGE_API}/${languageSegment(lang)}${page}` : null;
}

/**
 * The same request with its path replaced by the API's (the query kept).
 * @example toApiRequest(request, '/api/311/track').url // 'http://host/api/311/track?id=K7QM3XPA'
 */
export function toApiRequest(request: Request, apiPath: string): Request {
  const url = new URL(request.url);
  url.pathname = apiPath;
  return new Request(url, request);
}

/**
 * The app's address in a language on a host: its root ('' or '/311') and the language's segment.
 * @example appPathFor('www.example.org', 'es') // '/311/es'
 * @example appPathFor('311.example.org', 'en') // ''
 */
export function appPathFor(host: string | undefined, lang: string): string {
  const root = isThreeOneOneHost(host) ? '' : '/311';
  return lang === DEFAULT_LANGUAGE ? root : `${root}/${languageSegment(lang)}`;
}

/**
 * The Cloud Function's view of a request: Firebase Hosting rewrites the pages' addresses to it as
 * they are (firebase.json), `/311/track` from the coalition's site and `/track` from a 311 host's,
 * while the app answers under /api; any other request passes unchanged.
 * @example functionRequest(new Request('https://x.org/311/es/track?id=K7QM3XPA')).url // 'https://x.org/api/311/es/track?id=K7QM3XPA'
 */
export function functionRequest(request: Request, offered: readonly string[]): Request {
  if (request.method !== 'GET' && request.method !== 'HEAD') return request;
  const { pathname } = new URL(request.url);
  if (pathname === '/api' || pathname.startsWith('/api/')) return request;
  const threeOneOneHost = !pathname.startsWith('/311/');
  const apiPath = plainPageApiPath(pathname, { threeOneOneHost, offered });
  return apiPath ? toApiRequest(request, apiPath) : request;
}
