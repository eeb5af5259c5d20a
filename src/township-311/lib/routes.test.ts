import { describe, expect, it } from 'vitest';
import { basePathFor, parseRoute, routeHref, type Route } from './routes.ts';

it.each([
  ['/311', '', { screen: 'submit' }],
  ['/311/', '', { screen: 'submit' }],
  ['/311/track', '', { screen: 'track' }],
  ['/311/track/AbC123xyz0000000', '', { screen: 'track', id: 'AbC123xyz0000000' }],
  // The search of the page without JavaScript: a reference as typed, or an id.
  ['/311/track', '?id=k7qm-3xpa&sent=1', { screen: 'track', id: 'K7QM3XPA' }],
  ['/311/track', '?id=AbC123xyz0000000', { screen: 'track', id: 'AbC123xyz0000000' }],
  ['/311/track', '?id=', { screen: 'track' }],
  ['/311/login', '', { screen: 'login' }],
  ['/311/login/forgot-password', '', { screen: 'forgot-password' }],
  ['/311/login/forgot-password/x', '', { screen: 'not-found' }],
  ['/311/staff', '', { screen: 'dashboard' }],
  ['/311/staff/requests', '', { screen: 'requests' }],
  ['/311/staff/requests', '?q=In%20Progress', { screen: 'requests', search: '?q=In%20Progress' }],
  ['/311/staff/requests', '?status=New&status=Closed', { screen: 'requests', search: '?status=New&status=Closed' }],
  ['/311/staff/requests', '?', { screen: 'requests' }],
  ['/311/staff/stats', '', { screen: 'staff-stats' }],
  ['/311/stats', '', { screen: 'stats' }],
  ['/311/stats/x', '', { screen: 'not-found' }],
  ['/311/staff/requests/abc', '', { screen: 'request', id: 'abc' }],
  ['/311/staff/users', '', { screen: 'users' }],
  ['/311/staff/templates', '', { screen: 'templates' }],
  ['/311/staff/templates/x', '', { screen: 'not-found' }],
  ['/311/staff/new-request', '', { screen: 'phone-request' }],
  ['/311/staff/new-request/x', '', { screen: 'not-found' }],
  ['/311/staff/users/u1', '', { screen: 'user', id: 'u1' }],
  ['/311/staff/users/audit', '', { screen: 'users-audit' }],
  ['/311/staff/users/u1/x', '', { screen: 'not-found' }],
  ['/311/staff/password', '', { screen: 'password' }],
  ['/311/staff/account/notifications', '', { screen: 'notifications' }],
  ['/311/staff/account', '', { screen: 'not-found' }],
  ['/311/staff/reset/AbC-_9', '', { screen: 'password-reset', token: 'AbC-_9' }],
  ['/311/staff/reset', '', { screen: 'not-found' }],
  ['/311/staff/map', '', { screen: 'map' }],
  [
    '/311/staff/map',
    '?status=New&category=Graffiti&x=1',
    { screen: 'map', filters: { status: 'New', category: 'Graffiti' } },
  ],
  ['/311/staff/map', '?status=', { screen: 'map' }],
  ['/311/staff/map/x', '', { screen: 'not-found' }],
  ['/311/updates/confirm', '?token=abc_-1', { screen: 'follow-confirm', token: 'abc_-1' }],
  ['/311/updates/stop', '?token=abc', { screen: 'follow-stop', token: 'abc' }],
  [
    '/311/updates/confirm',
    '?done=confirmed&id=AbCdEfGhIjKlMnOpQrSt',
    { screen: 'follow-confirm', done: 'confirmed', id: 'AbCdEfGhIjKlMnOpQrSt' },
  ],
  ['/311/updates/stop', '?done=nonsense&id=AbCdEfGhIjKlMnOpQrSt', { screen: 'follow-stop' }],
  ['/311/updates/stop', '?done=stopped-follower&id=not%20an%20id', { screen: 'follow-stop' }],
  ['/311/my-request', '?done=confirmed&id=AbCdEfGhIjKlMnOpQrSt', { screen: 'follow-up' }],
  ['/311/my-request', '?token=abc&x=1', { screen: 'follow-up', token: 'abc' }],
  ['/311/my-request/', '', { screen: 'follow-up' }],
  ['/311/my-request', '?token=', { screen: 'follow-up' }],
  ['/311/updates', '', { screen: 'not-found' }],
  ['/311/updates/confirm/abc', '', { screen: 'not-found' }],
  ['/311/nope', '', { screen: 'not-found' }],
  ['/311/track/a/b', '', { screen: 'not-found' }],
  ['/311/track/%E0%A4%A', '', { screen: 'not-found' }],
  ['/3111', '', { screen: 'not-found' }],
  ['/about', '', { screen: 'not-found' }],
])('parseRoute(%s%s) under /311 is %j', (path, search, expected) => {
  expect(parseRoute(path, search, '/311')).toEqual(expected);
});

describe('on a 311 host the app is at /', () => {
  it.each([
    ['/', { screen: 'submit' }],
    ['/track/abc', { screen: 'track', id: 'abc' }],
    ['/staff', { screen: 'dashboard' }],
    ['/updates/stop', { screen: 'follow-stop' }],
    ['/311', { screen: 'not-found' }],
  ] as const)('%s', (path, expected) => {
    expect(parseRoute(path, '', '')).toEqual(expected);
  });
});

describe('routeHref', () => {
  const routes: Route[] = [
    { screen: 'submit' },
    { screen: 'track' },
    { screen: 'track', id: 'abc' },
    { screen: 'login' },
    { screen: 'dashboard' },
    { screen: 'requests' },
    { screen: 'requests', search: '?status=New&sort=due' },
    { screen: 'staff-stats' },
    { screen: 'stats' },
    { screen: 'request', id: 'xyz' },
    { screen: 'users' },
    { screen: 'templates' },
    { screen: 'phone-request' },
    { screen: 'user', id: 'a b' },
    { screen: 'users-audit' },
    { screen: 'password' },
    { screen: 'notifications' },
    { screen: 'password-reset', token: 'tok-_1' },
    { screen: 'forgot-password' },
    { screen: 'map' },
    { screen: 'map', filters: { status: 'In Progress', priority: 'High', category: 'Pothole/Road Damage' } },
    { screen: 'follow-confirm', token: 'pJx0m3_-abc' },
    { screen: 'follow-stop', token: 'a b&c' },
    { screen: 'follow-stop', done: 'stopped-submitter', id: 'AbCdEfGhIjKlMnOpQrSt' },
    { screen: 'follow-up', token: 'xyz' },
    { screen: 'follow-up' },
  ];
  it.each(['/311', ''])('round-trips every route under %j', (base) => {
    for (const route of routes) {
      const url = new URL(routeHref(route, base), 'http://x');
      expect(parseRoute(url.pathname, url.search, base)).toEqual(route);
    }
  });
  it('gives / for the submit screen on a 311 host', () => {
    expect(routeHref({ screen: 'submit' }, '')).toBe('/');
  });
});

describe('basePathFor', () => {
  it.each([
    ['311.example.org', ''],
    ['311.localhost:4321', ''],
    ['www.example.org', '/311'],
    ['127.0.0.1:4317', '/311'],
  ])('%s is %j', (host, base) => {
    expect(basePathFor(host)).toBe(base);
  });
});
