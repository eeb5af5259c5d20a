/**
 * The portal's screens as URLs (docs/product.md#311-hosts-and-screens). Every screen has an
 * address, so back and forward work and a tracking link can be shared. The app lives at /311 on the
 * coalition host and at / on a host whose name starts with "311.".
 */
import { resetPasswordPath, STAFF_NOTIFICATIONS_PATH, TOKEN_PATHS } from '#domain/requests/app-paths.ts';
import { linkActionDone, type LinkActionDone } from '#domain/requests/follow-messages.ts';
import { trackKey } from '#domain/requests/reference.ts';
import { isThreeOneOneHost } from '#domain/three-one-one-host.ts';

export type Route =
  | { screen: 'submit' }
  | { screen: 'track'; id?: string }
  | { screen: 'stats' }
  | { screen: 'login' }
  | { screen: 'dashboard' }
  /** `search`: the list's view as a query string (`?status=New&sort=due`), parsed by the screen. */
  | { screen: 'requests'; search?: string }
  | { screen: 'request'; id: string }
  | { screen: 'staff-stats' }
  | { screen: 'users' }
  | { screen: 'templates' }
  /** One staff account, as an admin manages it. */
  | { screen: 'user'; id: string }
  /** The account audit log. */
  | { screen: 'users-audit' }
  /** Your own password. */
  | { screen: 'password' }
  /** Your own e-mail setting (docs/product.md#311-staff-e-mails). */
  | { screen: 'notifications' }
  /** "Forgot your password?": ask for a reset link by e-mail, without signing in. */
  | { screen: 'forgot-password' }
  /** A one-time reset link's page, reachable without signing in. */
  | { screen: 'password-reset'; token: string }
  | { screen: 'map'; filters?: MapFilters }
  /** Staff file a request for a caller (docs/product.md#311-phone-intake). */
  | { screen: 'phone-request' }
  /**
   * Screens opened from a link in an e-mail; `token` is the link's (`?token=`), `done` a press
   * the server's plain form already carried out (`?done=&id=`, confirm and stop only).
   */
  | { screen: 'follow-confirm' | 'follow-stop' | 'follow-up'; token?: string; done?: LinkActionDone; id?: string }
  | { screen: 'not-found' };

/** The follow screens and the address of each (#domain/requests/app-paths.ts). */
const TOKEN_SCREENS = {
  'follow-confirm': TOKEN_PATHS.confirm,
  'follow-stop': TOKEN_PATHS.stop,
  'follow-up': TOKEN_PATHS.followUp,
} as const;

/** The follow screen at a path (below the base), with the token of the query, or null. */
function tokenRoute(rest: string, search: string): Route | null {
  for (const [screen, path] of Object.entries(TOKEN_SCREENS)) {
    if (rest !== path) continue;
    const query = new URLSearchParams(search);
    const token = query.get('token')?.trim();
    const done = screen === 'follow-up' ? null : linkActionDone(query.get('done'), query.get('id'));
    return {
      screen: screen as keyof typeof TOKEN_SCREENS,
      ...(token ? { token } : {}),
      ...(done ? { done: query.get('done') as LinkActionDone, id: done.requestId } : {}),
    };
  }
  return null;
}

/** The staff map's filters, as in its address (?status=&priority=&category=); a missing one is "all". */
export interface MapFilters {
  status?: string | undefined;
  priority?: string | undefined;
  category?: string | undefined;
}

const MAP_FILTER_KEYS = ['status', 'priority', 'category'] as const;

/** The filters present in a query string, or undefined for none. */
function mapFilters(search: string): MapFilters | undefined {
  const params = new URLSearchParams(search);
  const filters: MapFilters = {};
  for (const key of MAP_FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return Object.keys(filters).length > 0 ? filters : undefined;
}

/** Screens of the staff portal: their code loads only when one is reached. */
export const STAFF_SCREENS: ReadonlySet<Route['screen']> = new Set([
  'login',
  'dashboard',
  'requests',
  'request',
  'staff-stats',
  'users',
  'user',
  'users-audit',
  'password',
  'notifications',
  'password-reset',
  'forgot-password',
  'map',
  'templates',
  'phone-request',
]);

/**
 * Where the app is mounted on this host: '' on a 311 host, '/311' elsewhere.
 * @example basePathFor('311.example.org') // ''
 * @example basePathFor('www.example.org') // '/311'
 */
export function basePathFor(host: string): string {
  return isThreeOneOneHost(host) ? '' : '/311';
}

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The route for a path and query under the base path, or not-found.
 * @example parseRoute('/311/track/abc', '', '/311') // { screen: 'track', id: 'abc' }
 */
export function parseRoute(pathname: string, search: string, base: string): Route {
  if (base && pathname !== base && !pathname.startsWith(`${base}/`)) return { screen: 'not-found' };
  const rest = pathname.slice(base.length).replace(/\/+$/, '');
  const parts = rest.split('/').filter(Boolean).map(decode);
  if (parts.some((part) => part === undefined)) return { screen: 'not-found' };
  const [first, second, third] = parts as string[];
  if (parts.length === 0) return { screen: 'submit' };
  const followRoute = tokenRoute(rest, search);
  if (followRoute) return followRoute;
  if (first === 'track' && parts.length <= 2) {
    // `?id=` is the search as the page without JavaScript sends it: a reference as typed, or an id.
    const id = second ?? trackKey(new URLSearchParams(search).get('id') ?? '');
    return id ? { screen: 'track', id } : { screen: 'track' };
  }
  if (first === 'stats' && parts.length === 1) return { screen: 'stats' };
  if (first === 'login' && parts.length === 1) return { screen: 'login' };
  if (first === 'login' && second === 'forgot-password' && parts.length === 2) return { screen: 'forgot-password' };
  if (first === 'staff') {
    if (parts.length === 1) return { screen: 'dashboard' };
    if (second === 'requests' && parts.length === 2) {
      // Kept as written: the screen parses it, and says so when it cannot.
      return search && search !== '?' ? { screen: 'requests', search } : { screen: 'requests' };
    }
    if (second === 'stats' && parts.length === 2) return { screen: 'staff-stats' };
    if (second === 'requests' && third && parts.length === 3) return { screen: 'request', id: third };
    if (second === 'users' && parts.length === 2) return { screen: 'users' };
    if (second === 'templates' && parts.length === 2) return { screen: 'templates' };
    if (second === 'new-request' && parts.length === 2) return { screen: 'phone-request' };
    if (second === 'users' && third === 'audit' && parts.length === 3) return { screen: 'users-audit' };
    if (second === 'users' && third && parts.length === 3) return { screen: 'user', id: third };
    if (second === 'password' && parts.length === 2) return { screen: 'password' };
    if (second === 'account' && third === 'notifications' && parts.length === 3) return { screen: 'notifications' };
    if (second === 'reset' && third && parts.length === 3) return { screen: 'password-reset', token: third };
    if (second === 'map' && parts.length === 2) {
      const filters = mapFilters(search);
      return filters ? { screen: 'map', filters } : { screen: 'map' };
    }
  }
  return { screen: 'not-found' };
}

/**
 * The address of a route under the base path.
 * @example routeHref({ screen: 'track', id: 'abc' }, '/311') // '/311/track/abc'
 */
export function routeHref(route: Route, base: string): string {
  const root = base || '';
  switch (route.screen) {
    case 'submit':
    case 'not-found':
      return root || '/';
    case 'track':
      return route.id ? `${root}/track/${encodeURIComponent(route.id)}` : `${root}/track`;
    case 'login':
      return `${root}/login`;
    case 'forgot-password':
      return `${root}/login/forgot-password`;
    case 'dashboard':
      return `${root}/staff`;
    case 'stats':
      return `${root}/stats`;
    case 'requests':
      return `${root}/staff/requests${route.search ?? ''}`;
    case 'staff-stats':
      return `${root}/staff/stats`;
    case 'request':
      return `${root}/staff/requests/${encodeURIComponent(route.id)}`;
    case 'users':
      return `${root}/staff/users`;
    case 'templates':
      return `${root}/staff/templates`;
    case 'phone-request':
      return `${root}/staff/new-request`;
    case 'user':
      return `${root}/staff/users/${encodeURIComponent(route.id)}`;
    case 'users-audit':
      return `${root}/staff/users/audit`;
    case 'password':
      return `${root}/staff/password`;
    case 'notifications':
      return `${root}${STAFF_NOTIFICATIONS_PATH}`;
    case 'password-reset':
      return `${root}${resetPasswordPath(route.token)}`;
    case 'follow-confirm':
    case 'follow-stop':
    case 'follow-up': {
      const query = route.token
        ? `?token=${encodeURIComponent(route.token)}`
        : route.done && route.id
          ? `?done=${route.done}&id=${encodeURIComponent(route.id)}`
          : '';
      return `${root}${TOKEN_SCREENS[route.screen]}${query}`;
    }
    case 'map': {
      const query = new URLSearchParams();
      for (const key of MAP_FILTER_KEYS) {
        const value = route.filters?.[key];
        if (value) query.set(key, value);
      }
      const text = query.toString();
      return text ? `${root}/staff/map?${text}` : `${root}/staff/map`;
    }
  }
}
