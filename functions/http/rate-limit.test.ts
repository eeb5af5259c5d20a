import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { WindowCounters } from '../storage/window-counter-ports.ts';
import { createRateLimiter, rateLimit, rateLimitEach, type RateLimiter } from './rate-limit.ts';

describe('createRateLimiter', () => {
  const allowed = async (limiter: RateLimiter, key: string) => (await limiter.consume(key)).allowed;

  it('allows `limit` attempts per window and per key, then blocks until the window ends', async () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 3; i++) expect(await allowed(limiter, 'a')).toBe(true);
    now = 15_000;
    expect(await limiter.consume('a')).toMatchObject({ allowed: false, remaining: 0, retryAfterSeconds: 45 });
    expect(await allowed(limiter, 'b')).toBe(true);
    now = 60_000;
    expect(await limiter.consume('a')).toMatchObject({ allowed: true, remaining: 2 });
  });

  it('peeks without counting, takes an attempt back on undo and forgets a key on reset', async () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: () => 0 });
    expect((await limiter.peek('a')).allowed).toBe(true);
    expect((await limiter.peek('a')).allowed).toBe(true);
    const first = await limiter.consume('a');
    expect(await limiter.peek('a')).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    await first.undo();
    expect((await limiter.peek('a')).allowed).toBe(true);
    await limiter.consume('a');
    await limiter.reset('a');
    expect((await limiter.peek('a')).allowed).toBe(true);
  });

  it('is off with a limit of 0', async () => {
    const limiter = createRateLimiter({ limit: 0, windowMs: 1000 });
    for (let i = 0; i < 100; i++) expect(await allowed(limiter, 'a')).toBe(true);
  });

  it('keeps at most maxKeys keys', async () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => 0, maxKeys: 100 });
    for (let i = 0; i < 10_000; i++) await limiter.consume(`k${i}`);
    // The oldest keys were dropped, so they may try again; the newest are still counted.
    expect(await allowed(limiter, 'k0')).toBe(true);
    expect(await allowed(limiter, 'k9999')).toBe(false);
  });

  it('lets attempts through and says so when its counters fail', async () => {
    const failures: unknown[] = [];
    const broken: WindowCounters = {
      open: () => ({
        get: () => Promise.reject(new Error('unreachable')),
        add: () => Promise.reject(new Error('unreachable')),
        clear: () => Promise.reject(new Error('unreachable')),
      }),
    };
    const limiter = createRateLimiter({
      limit: 1,
      windowMs: 1000,
      counters: () => broken,
      onUnavailable: (error) => failures.push(error),
    });
    expect(await allowed(limiter, 'a')).toBe(true);
    expect(await allowed(limiter, 'a')).toBe(true);
    expect((await limiter.peek('a')).allowed).toBe(true);
    expect(failures).toHaveLength(3);
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
