/**
 * The resident submission limits through app.request() (docs/product.md#submission-limits):
 * per address as the hard bound, per browser key within it, and the 429 that says when to try
 * again in township time.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { BROWSER_KEY_HEADER } from '#domain/requests/browser-key.ts';
import { createApp } from '../app.ts';
import { createTestDeps, type TestDeps } from '../testing/helpers/test-deps.ts';
import { submitForm, validFields } from '../testing/fixtures/submit-form.ts';

// 3:00 PM in the township (EST); windows of an hour end at 4:00 PM.
const NOW = new Date('2025-01-05T20:00:00Z');
const KEY_A = 'browserAAAAAAAAAAAAAAAA';
const KEY_B = 'browserBBBBBBBBBBBBBBBB';
const KEY_C = 'browserCCCCCCCCCCCCCCCC';

let deps: TestDeps | undefined;
afterEach(async () => {
  await deps?.cleanup();
  deps = undefined;
});

async function server(limits: { submitRateLimit: number; submitBrowserRateLimit: number }) {
  let now = NOW.getTime();
  deps = await createTestDeps({ limits: { ...limits, trustProxyHops: 1 }, clock: () => new Date(now) });
  const app = createApp({ version: 'test', services: deps });
  const post = (address: string, key?: string) =>
    app.request('/api/requests', {
      method: 'POST',
      body: submitForm(validFields()),
      headers: { 'X-Forwarded-For': address, ...(key === undefined ? {} : { [BROWSER_KEY_HEADER]: key }) },
    });
  return { post, advance: (ms: number) => (now += ms) };
}

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe('POST /api/requests limits', () => {
  it('gives each browser its own allowance within the address, and says when to try again', async () => {
    const { post, advance } = await server({ submitRateLimit: 5, submitBrowserRateLimit: 2 });
    expect((await post('203.0.113.9', KEY_A)).status).toBe(201);
    advance(20 * 60_000); // 3:20 PM
    expect((await post('203.0.113.9', KEY_A)).status).toBe(201);
    const refused = await post('203.0.113.9', KEY_A);
    expect(refused.status).toBe(429);
    // KEY_A's window began at 3:00 PM.
    expect(refused.headers.get('Retry-After')).toBe(String(40 * 60));
    expect(await errorOf(refused)).toEqual({
      code: 'rate_limited',
      message: 'Too many requests from this browser. Please try again after 4:00 PM.',
    });
    // The next patron's browser on the same connection is not locked out.
    expect((await post('203.0.113.9', KEY_B)).status).toBe(201);
    // Another address is counted apart.
    expect((await post('198.51.100.4', KEY_A)).status).toBe(201);
  });

  it('keeps the address as the hard bound, however many browser keys are sent', async () => {
    const { post, advance } = await server({ submitRateLimit: 3, submitBrowserRateLimit: 2 });
    expect((await post('203.0.113.9', KEY_A)).status).toBe(201);
    expect((await post('203.0.113.9', KEY_B)).status).toBe(201);
    advance(5 * 60_000 + 10_000); // 3:05:10 PM
    expect((await post('203.0.113.9', KEY_C)).status).toBe(201);
    const refused = await post('203.0.113.9', 'browserDDDDDDDDDDDDDDDD');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe(String(55 * 60 - 10));
    expect((await errorOf(refused)).message).toBe(
      'Too many requests from this connection. Please try again after 4:00 PM.',
    );
    advance(55 * 60_000); // 4:00:10 PM: the address's window is over
    expect((await post('203.0.113.9', 'browserDDDDDDDDDDDDDDDD')).status).toBe(201);
  });

  it('counts browsers without a valid key together, in one browser allowance', async () => {
    const { post } = await server({ submitRateLimit: 10, submitBrowserRateLimit: 2 });
    expect((await post('203.0.113.9')).status).toBe(201);
    expect((await post('203.0.113.9', 'not a key')).status).toBe(201);
    expect((await post('203.0.113.9', '')).status).toBe(429);
    expect((await post('203.0.113.9', KEY_A)).status).toBe(201);
  });

  it('counts by address alone when the browser split is off', async () => {
    const { post } = await server({ submitRateLimit: 2, submitBrowserRateLimit: 0 });
    expect((await post('203.0.113.9', KEY_A)).status).toBe(201);
    expect((await post('203.0.113.9', KEY_B)).status).toBe(201);
    const refused = await post('203.0.113.9', KEY_C);
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).message).toMatch(/^Too many requests from this connection\./);
  });

  it('does not limit at all when SUBMIT_RATE_LIMIT is 0', async () => {
    const { post } = await server({ submitRateLimit: 0, submitBrowserRateLimit: 1 });
    for (let i = 0; i < 3; i++) expect((await post('203.0.113.9', KEY_A)).status).toBe(201);
  });
});
