import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createRateLimiter, rateLimit, rateLimitEach } from './rate-limit.ts';

describe('createRateLimiter', () => {
  it('allows `limit` attempts per window and per key, then blocks until the window ends', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => now });
    expect([1, 2, 3].map(() => limiter.consume('a').allowed)).toEqual([true, true, true]);
    now = 15_000;
    expect(limiter.consume('a')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 45 });
    expect(limiter.consume('b').allowed).toBe(true);
    now = 60_000;
    expect(limiter.consume('a')).toMatchObject({ allowed: true, remaining: 2 });
  });

  it('peeks without counting and forgets a key on reset', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: () => 0 });
    expect(limiter.peek('a').allowed).toBe(true);
    expect(limiter.peek('a').allowed).toBe(true);
    limiter.consume('a');
    expect(limiter.peek('a')).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    limiter.reset('a');
    expect(limiter.peek('a').allowed).toBe(true);
  });

  it('is off with a limit of 0', () => {
    const limiter = createRateLimiter({ limit: 0, windowMs: 1000 });
    for (let i = 0; i < 100; i++) expect(limiter.consume('a').allowed).toBe(true);
  });

  it('keeps at most maxKeys keys', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => 0, maxKeys: 100 });
    for (let i = 0; i < 10_000; i++) limiter.consume(`k${i}`);
    // The oldest keys were dropped, so they may try again; the newest are still counted.
    expect(limiter.consume('k0').allowed).toBe(true);
    expect(limiter.consume('k9999').allowed).toBe(false);
  });
});

describe('rateLimit middleware', () => {
  it('answers 429 with Retry-After and a JSON error', async () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 30_000, now: () => 0 });
    const app = new Hono().post('/x', rateLimit({ limiter, key: () => 'same' }), (c) => c.json({ ok: true }));
    expect((await app.request('/x', { method: 'POST' })).status).toBe(200);
    expect((await app.request('/x', { method: 'POST' })).status).toBe(200);
    const res = await app.request('/x', { method: 'POST' });
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('30');
    expect(await res.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' },
    });
  });
});

describe('rateLimitEach middleware', () => {
  // An address allows 3, each browser 2: two browsers fill the address, a third is refused by it.
  function app(now = () => 0) {
    const byAddress = createRateLimiter({ limit: 3, windowMs: 60_000, now });
    const byBrowser = createRateLimiter({ limit: 2, windowMs: 30_000, now });
    return new Hono().post(
      '/x',
      rateLimitEach([
        { limiter: byAddress, key: () => 'address', message: (d) => `address ${d.retryAfterSeconds}` },
        {
          limiter: byBrowser,
          key: (c) => `browser:${c.req.header('X-Browser') ?? ''}`,
          message: (d) => `browser ${d.retryAfterSeconds}`,
        },
      ]),
      (c) => c.json({ ok: true }),
    );
  }
  const post = (server: ReturnType<typeof app>, browser: string) =>
    server.request('/x', { method: 'POST', headers: { 'X-Browser': browser } });
  const messageOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

  it('refuses by the browser first, without using up the address', async () => {
    const server = app();
    expect((await post(server, 'a')).status).toBe(200);
    expect((await post(server, 'a')).status).toBe(200);
    const refused = await post(server, 'a');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('30');
    expect(await messageOf(refused)).toBe('browser 30');
    // The refused attempt did not count for the address: another browser still gets its one.
    expect((await post(server, 'b')).status).toBe(200);
  });

  it('keeps the address as the hard bound, whatever browser a request names', async () => {
    const server = app();
    for (const browser of ['a', 'b', 'c']) expect((await post(server, browser)).status).toBe(200);
    const refused = await post(server, 'd');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
    expect(await messageOf(refused)).toBe('address 60');
  });

  it('names the limit that is free last when both refuse', async () => {
    const server = app();
    for (let i = 0; i < 2; i++) await post(server, 'a');
    await post(server, 'b');
    expect(await messageOf(await post(server, 'a'))).toBe('address 60');
  });
});
