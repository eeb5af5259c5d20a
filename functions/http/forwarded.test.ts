import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { forwardedHost, isHttps, trustedForwarded } from './forwarded.ts';

it.each([
  ['203.0.113.9', 1, '203.0.113.9'],
  ['spoofed, 203.0.113.9', 1, '203.0.113.9'],
  ['203.0.113.9, 10.0.0.2', 2, '203.0.113.9'],
  ['203.0.113.9', 3, '203.0.113.9'],
  [' , ', 1, undefined],
  ['203.0.113.9', 0, undefined],
  [undefined, 1, undefined],
])('trustedForwarded(%j, %i) is %s', (header, hops, expected) => {
  expect(trustedForwarded(header, hops)).toBe(expected);
});

/** What the helpers read from a request with these headers, trusting `hops` proxies. */
async function read(url: string, headers: Record<string, string>, hops: number) {
  let seen = { host: undefined as string | undefined, https: false };
  const app = new Hono().all('*', (c) => {
    seen = { host: forwardedHost(c, hops), https: isHttps(c, hops) };
    return c.body(null, 204);
  });
  await app.request(url, { headers });
  return seen;
}

describe('forwarded host and scheme', () => {
  const headers = { 'X-Forwarded-Host': 'Evil.Example', 'X-Forwarded-Proto': 'https' };

  it('believes neither header without TRUST_PROXY', async () => {
    expect(await read('http://localhost/x', headers, 0)).toEqual({ host: undefined, https: false });
  });

  it("believes our proxy's values with TRUST_PROXY, lower-cased", async () => {
    expect(await read('http://localhost/x', headers, 1)).toEqual({ host: 'evil.example', https: true });
  });

  it("reads the entry our outermost proxy wrote, not a client's forged first entry", async () => {
    const forged = { 'X-Forwarded-Proto': 'https, http', 'X-Forwarded-Host': 'forged.example, 311.example.org' };
    expect(await read('http://localhost/x', forged, 1)).toEqual({ host: '311.example.org', https: false });
  });

  it('takes an https request URL as HTTPS whatever the headers say', async () => {
    expect((await read('https://localhost/x', { 'X-Forwarded-Proto': 'http' }, 0)).https).toBe(true);
  });
});
