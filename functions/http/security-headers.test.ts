import { readFileSync } from 'node:fs';
import { matchesGlob } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  API_CSP,
  COMMON_SECURITY_HEADERS,
  hstsValue,
  IMMUTABLE_CACHE_CONTROL,
  REVALIDATE_CACHE_CONTROL,
  securityHeaders,
  SITE_CSP,
  securityHeaderRecord,
} from './security-headers.ts';

interface HostingHeaders {
  source?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}
interface FirebaseConfig {
  hosting: { target: string; headers: HostingHeaders[] }[];
}

const firebase = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as FirebaseConfig;

/** Page and asset paths of the site and the 311 app; /api is answered by the function itself. */
const PAGE_PATHS = ['/', '/about', '/311', '/311/track/abc', '/staff', '/favicon.svg'];

function hostingHeaders(rules: HostingHeaders[], path: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) {
    const hit = rule.regex !== undefined ? new RegExp(rule.regex).test(path) : matchesGlob(path, rule.source!);
    if (hit) for (const { key, value } of rule.headers) result[key] = value;
  }
  return result;
}

describe.each(firebase.hosting.map((site) => [site.target, site.headers] as const))(
  'firebase.json hosting target %s agrees with the server',
  (_target, rules) => {
    it.each(PAGE_PATHS)('sends the site headers on %s', (path) => {
      expect(hostingHeaders(rules, path)).toEqual({
        ...COMMON_SECURITY_HEADERS,
        'Content-Security-Policy': SITE_CSP,
        'Cache-Control': REVALIDATE_CACHE_CONTROL,
      });
    });

    it('caches hashed build assets forever, in a rule after the catch-all (Hosting applies the last match)', () => {
      expect(hostingHeaders(rules, '/_astro/app.abc123.js')).toEqual({
        ...COMMON_SECURITY_HEADERS,
        'Content-Security-Policy': SITE_CSP,
        'Cache-Control': IMMUTABLE_CACHE_CONTROL,
      });
    });

    it('leaves API replies to the API, which sends API_CSP and its own caching', () => {
      expect(hostingHeaders(rules, '/api/requests')).toEqual({});
    });
  },
);

describe('site CSP header', () => {
  // A second policy that named these would block the hashed inline scripts and styles that
  // Astro's per-page <meta> CSP allows.
  it.each(['default-src', 'script-src', 'style-src'])('does not restrict %s', (directive) => {
    expect(SITE_CSP).not.toContain(directive);
  });
});

it.each([
  [0, undefined],
  [31536000, 'max-age=31536000'],
])('hstsValue(%d) is %s', (maxAge, expected) => {
  expect(hstsValue(maxAge)).toBe(expected);
});

describe('securityHeaders middleware', () => {
  const app = (hstsMaxAge: number) =>
    new Hono()
      .use(securityHeaders({ csp: API_CSP, hstsMaxAge }).middleware)
      .get('/', (c) => c.text('ok', 200, { 'X-Frame-Options': 'SAMEORIGIN' }));

  it('sets every header, overriding a handler', async () => {
    const res = await app(0).request('/');
    expect(res.headers.get('Content-Security-Policy')).toBe(API_CSP);
    for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
    expect(res.headers.has('Strict-Transport-Security')).toBe(false);
  });

  it('adds HSTS only when configured', async () => {
    const res = await app(600).request('/');
    expect(res.headers.get('Strict-Transport-Security')).toBe('max-age=600');
  });
});

describe('securityHeaders respond', () => {
  const headers = securityHeaders({ csp: API_CSP, hstsMaxAge: 600 });
  const app = new Hono()
    .use(headers.middleware)
    .get('/', () =>
      headers.respond('{"ok":true}', 200, { 'Content-Type': 'application/json', 'X-Frame-Options': 'SAMEORIGIN' }),
    );

  it('builds a response that already carries every header, overriding the handler', async () => {
    const res = await app.request('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('{"ok":true}');
    expect(res.headers.get('Content-Type')).toBe('application/json');
    expect(res.headers.get('Content-Security-Policy')).toBe(API_CSP);
    expect(res.headers.get('Strict-Transport-Security')).toBe('max-age=600');
    for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
  });

  it('matches what the middleware sets on any other response', () => {
    expect(securityHeaderRecord({ csp: API_CSP, hstsMaxAge: 600 })).toEqual({
      ...COMMON_SECURITY_HEADERS,
      'Content-Security-Policy': API_CSP,
      'Strict-Transport-Security': 'max-age=600',
    });
  });
});
