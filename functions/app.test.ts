import { HTTPException } from 'hono/http-exception';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import type { Logger } from './logger.ts';
import { openTestDeps, type TestDeps } from './testing/helpers/test-deps.ts';

let services: TestDeps;
beforeAll(async () => {
  services = await openTestDeps();
});
afterAll(() => services.cleanup());

describe('createApp', () => {
  it('reports health with version and uptime', async () => {
    let now = 1_000;
    const app = createApp({ version: '1.2.3', startedAt: 1_000, now: () => now, services });
    now = 62_500;
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok', version: '1.2.3', uptimeSeconds: 61 });
  });

  it('answers unknown API paths and methods with a JSON 404', async () => {
    const app = createApp({ version: '1', services });
    for (const [method, path] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/health'],
    ] as const) {
      const res = await app.request(path, { method });
      expect(res.status).toBe(404);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      expect(await res.json()).toEqual({ error: { code: 'not_found', message: `No API route for ${method} ${path}` } });
    }
  });

  it('turns an unexpected error into a JSON 500 without the stack, and logs it', async () => {
    const logged: unknown[] = [];
    const logger: Logger = {
      error: (_message, error) => logged.push(error),
      info: () => undefined,
      debug: () => undefined,
    };
    const app = createApp({ version: '1', logger, services });
    app.get('/boom', () => {
      throw new Error('database password is hunter2');
    });
    const res = await app.request('/api/boom');
    expect(res.status).toBe(500);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const text = await res.text();
    expect(text).not.toMatch(/hunter2|at .*\.ts|Error:/);
    expect(JSON.parse(text)).toMatchObject({ error: { code: 'internal' } });
    expect(res.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(logged).toHaveLength(1);
  });

  it('keeps the status and message of a deliberate 4xx', async () => {
    const app = createApp({ version: '1', services });
    app.get('/limited', () => {
      throw new HTTPException(429, { message: 'Too many requests. Try again in a minute.' });
    });
    const res = await app.request('/api/limited');
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many requests. Try again in a minute.' },
    });
  });
});
