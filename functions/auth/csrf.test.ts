import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { crossSiteReason, csrfFailure, isStateChanging } from './csrf.ts';

/** Runs a check inside a real Hono context and returns what it said. */
async function check(url: string, headers: Record<string, string>, fn: typeof csrfFailure, trustProxyHops = 0) {
  let result = 'not run' as string | null;
  const app = new Hono().all('*', (c) => {
    result = fn(c, trustProxyHops);
    return c.body(null, 204);
  });
  await app.request(url, { method: 'POST', headers });
  return result;
}

describe.each([
  ['no browser headers (a script)', 'http://localhost/x', {}, null],
  ['same-origin fetch', 'http://localhost/x', { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' }, null],
  ['https origin to a TLS-terminating proxy', 'http://311.example.org/x', { Origin: 'https://311.example.org' }, null],
  [
    'origin named by X-Forwarded-Host without TRUST_PROXY',
    'http://10.0.0.5:8080/x',
    { Origin: 'https://311.example.org', 'X-Forwarded-Host': '311.example.org' },
    'refused',
  ],
  [
    'X-Forwarded-Host naming another site, without TRUST_PROXY',
    'http://localhost/x',
    { Origin: 'https://evil.example', 'X-Forwarded-Host': 'evil.example' },
    'refused',
  ],
  ['another site', 'http://localhost/x', { Origin: 'https://evil.example' }, 'refused'],
  ['another port', 'http://localhost:4321/x', { Origin: 'http://localhost:9999' }, 'refused'],
  ['a sibling subdomain', 'http://311.example.org/x', { Origin: 'https://example.org' }, 'refused'],
  ['an opaque origin', 'http://localhost/x', { Origin: 'null' }, 'refused'],
  ['Sec-Fetch-Site cross-site', 'http://localhost/x', { 'Sec-Fetch-Site': 'cross-site' }, 'refused'],
  ['Sec-Fetch-Site same-site', 'http://localhost/x', { 'Sec-Fetch-Site': 'same-site' }, 'refused'],
  ['Sec-Fetch-Site none', 'http://localhost/x', { 'Sec-Fetch-Site': 'none' }, 'refused'],
] as const)('crossSiteReason: %s', (_name, url, headers, expected) => {
  it(`is ${expected ?? 'allowed'}`, async () => {
    const result = await check(url, headers, crossSiteReason);
    expect(result === null ? null : 'refused').toBe(expected);
  });
});

describe.each([
  ['our proxy names the host', 1, { 'X-Forwarded-Host': '311.example.org' }, null],
  [
    'the last of two entries is what our one proxy wrote',
    1,
    { 'X-Forwarded-Host': 'evil.example, 311.example.org' },
    null,
  ],
  ["a forged entry before our proxy's", 1, { 'X-Forwarded-Host': '311.example.org, 10.0.0.5' }, 'refused'],
  ['two proxies, the outer one names the host', 2, { 'X-Forwarded-Host': '311.example.org, 10.0.0.5' }, null],
] as const)('crossSiteReason with TRUST_PROXY=%#: %s', (_name, hops, headers, expected) => {
  it(`is ${expected ?? 'allowed'}`, async () => {
    const origin = { Origin: 'https://311.example.org', ...headers };
    const result = await check('http://10.0.0.5:8080/x', origin, crossSiteReason, hops);
    expect(result === null ? null : 'refused').toBe(expected);
  });
});

describe.each([
  ['matching header and cookie', { Cookie: 'township311_csrf=abc123', 'X-CSRF-Token': 'abc123' }, null],
  ['no header', { Cookie: 'township311_csrf=abc123' }, 'refused'],
  ['no cookie', { 'X-CSRF-Token': 'abc123' }, 'refused'],
  ['a different value', { Cookie: 'township311_csrf=abc123', 'X-CSRF-Token': 'abc124' }, 'refused'],
  ['a longer value', { Cookie: 'township311_csrf=abc123', 'X-CSRF-Token': 'abc1234' }, 'refused'],
  ['empty both', { Cookie: 'township311_csrf=', 'X-CSRF-Token': '' }, 'refused'],
] as const)('csrfFailure: %s', (_name, headers, expected) => {
  it(`is ${expected ?? 'allowed'}`, async () => {
    const result = await check('http://localhost/x', headers, csrfFailure);
    expect(result === null ? null : 'refused').toBe(expected);
  });
});

it.each([
  ['GET', false],
  ['HEAD', false],
  ['OPTIONS', false],
  ['POST', true],
  ['PUT', true],
  ['PATCH', true],
  ['DELETE', true],
  ['post', true],
])('isStateChanging(%s) is %s', (method, expected) => {
  expect(isStateChanging(method)).toBe(expected);
});
