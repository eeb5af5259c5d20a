import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { ApiFailure, apiError, apiFailureReply } from './api-error.ts';

const FUNCTIONS = join(import.meta.dirname, '..');

/** The server's production files (tests and testing/ aside), relative to functions/. */
function productionFiles(dir = FUNCTIONS): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : productionFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [relative(FUNCTIONS, path)] : [];
  });
}

/** A bare app answering with what `fail` throws, through `onError` when given. */
function failing(fail: () => never, onError?: typeof apiFailureReply) {
  const app = new Hono().get('/x', () => fail());
  if (onError) app.onError((error, c) => onError(c, error as HTTPException));
  return app;
}

describe('apiError', () => {
  it('builds the one error body, with any fields beside code and message', () => {
    expect(apiError('not_found', 'No request found with that ID.')).toEqual({
      error: { code: 'not_found', message: 'No request found with that ID.' },
    });
    expect(JSON.stringify(apiError('invalid_input', 'Bad.', { fields: { name: 'Bad.' } }))).toBe(
      '{"error":{"code":"invalid_input","message":"Bad.","fields":{"name":"Bad."}}}',
    );
  });

  it('is the only place in functions/ that writes the error body', () => {
    const writers = productionFiles().filter((file) =>
      /error: \{ code/.test(readFileSync(join(FUNCTIONS, file), 'utf8')),
    );
    expect(writers).toEqual(['http/api-error.ts']);
  });

  it('is thrown, never returned: only the error handlers answer with an error body', () => {
    const returned = productionFiles().filter((file) =>
      /return c\.json\((apiError|\{ error)/.test(readFileSync(join(FUNCTIONS, file), 'utf8')),
    );
    // createApp's onError (its 500) and apiFailureReply, which it calls for every 4xx.
    expect(returned.sort()).toEqual(['app.ts', 'http/api-error.ts']);
  });
});

describe.each([
  ['the API', apiFailureReply],
  ['an app without an onError', undefined],
])('ApiFailure answered by %s', (_name, onError) => {
  it('takes the code of its status, and is never cached', async () => {
    const res = await failing(() => {
      throw new ApiFailure(404, 'No request found with that ID.');
    }, onError).request('/x');
    expect(res.status).toBe(404);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'No request found with that ID.' } });
  });

  it('keeps its own code, fields and headers', async () => {
    const res = await failing(() => {
      throw new ApiFailure(429, 'Too many.', {
        code: 'slow_down',
        extra: { fields: { email: 'Wait.' } },
        headers: { 'Retry-After': '30' },
      });
    }, onError).request('/x');
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('30');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.text()).toBe('{"error":{"code":"slow_down","message":"Too many.","fields":{"email":"Wait."}}}');
  });
});

describe('apiFailureReply', () => {
  it("answers Hono's own HTTPException by its status", async () => {
    const res = await failing(() => {
      throw new HTTPException(405, { message: '' });
    }, apiFailureReply).request('/x');
    expect(res.status).toBe(405);
    expect(await res.json()).toEqual({ error: { code: 'method_not_allowed', message: 'Request failed' } });
  });
});
