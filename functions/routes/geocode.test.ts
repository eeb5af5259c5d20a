/** Place search and reverse geocoding through app.request(): input bounds, the rate limit and the replies. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP } from '#domain/testing/sample-township.ts';
import { GEOCODE_MESSAGES } from '#domain/requests/geocode-input.ts';
import { createApp } from '../app.ts';
import { createGeocoder } from '../geocode/create-geocoder.ts';
import type { Geocoder, GeocodeResult } from '../geocode/ports.ts';
import { silentLogger } from '../logger.ts';
import type { FakeGeocoderServer } from '../testing/fakes/geocoder-gazetteer.ts';
import { startFakeNominatim } from '../testing/fakes/nominatim-server.ts';
import { createTestDeps, type TestDeps } from '../testing/helpers/test-deps.ts';
import { GEOCODE_RATE_LIMIT_MESSAGE } from './geocode.ts';

let deps: TestDeps;
let app: ReturnType<typeof createApp>;
let nominatim: FakeGeocoderServer;
/** What the app's geocoder does; each test sets it. */
let current: Geocoder;
const asked: unknown[][] = [];

const switchable: Geocoder = {
  search: (...args) => {
    asked.push(args);
    return current.search(...args);
  },
  reverse: (...args) => {
    asked.push(args);
    return current.reverse(...args);
  },
};
const answering = (result: GeocodeResult): Geocoder => ({
  search: () => Promise.resolve(result),
  reverse: () => Promise.resolve(result),
});

beforeAll(async () => {
  nominatim = await startFakeNominatim();
  deps = await createTestDeps({ providers: { geocoder: switchable }, limits: { geocodeRateLimit: 0 } });
  app = createApp({ version: 'test', services: deps });
});
afterAll(async () => {
  await Promise.all([deps.cleanup(), nominatim.close()]);
});

const get = (path: string) => app.request(path);

describe('GET /api/geocode/search and /reverse', () => {
  it('answer NOT_CONFIGURED when no geocoder is set up', async () => {
    const plain = await createTestDeps();
    const plainApp = createApp({ version: 'test', services: plain });
    try {
      for (const path of ['/api/geocode/search?q=20+Main+St', '/api/geocode/reverse?lat=40.28&lng=-74.59']) {
        const res = await plainApp.request(path);
        expect(res.status).toBe(200);
        expect(res.headers.get('Cache-Control')).toBe('no-store');
        expect(await res.json()).toEqual({ status: 'NOT_CONFIGURED' });
      }
    } finally {
      await plain.cleanup();
    }
  });

  it('find places and addresses through a Nominatim server', async () => {
    current = createGeocoder({
      env: { GEOCODER_URL: nominatim.url, GEOCODER_MIN_INTERVAL_MS: 0 },
      logger: silentLogger,
      defaultUserAgent: 'West Windsor Township 311 tests',
    });
    const search = await get('/api/geocode/search?q=%2020%20Main%20St%20');
    expect(search.status).toBe(200);
    expect(search.headers.get('Cache-Control')).toBe('no-store');
    expect(await search.json()).toEqual({
      status: 'OK',
      places: [{ address: '20 Main St, West Windsor, NJ 08550, USA', lat: 40.2806, lng: -74.5918 }],
    });
    const reverse = await get('/api/geocode/reverse?lat=40.2996&lng=-74.6206');
    expect(await reverse.json()).toMatchObject({
      status: 'OK',
      places: [{ address: expect.stringContaining('271 Clarksville Rd') as string }],
    });
    expect(await (await get('/api/geocode/search?q=Nowhere+Lane')).json()).toEqual({ status: 'ZERO_RESULTS' });
  });

  it("ask the geocoder with the trimmed query in the township box, the point as numbers, and the request's signal", async () => {
    current = answering({ status: 'ZERO_RESULTS' });
    asked.length = 0;
    await get('/api/geocode/search?q=%20%2020%20Main%20St%20');
    await get('/api/geocode/reverse?lat=%2040.28&lng=-74.590');
    // With the request's signal, so a resident who leaves stops the lookup.
    const signal = expect.any(AbortSignal) as AbortSignal;
    expect(asked).toEqual([
      ['20 Main St', MAP.searchBounds, signal],
      [{ lat: 40.28, lng: -74.59 }, signal],
    ]);
  });

  it.each(['OVER_QUERY_LIMIT', 'TIMEOUT', 'HTTP_503', 'NOT_CONFIGURED'] as const)(
    'answer a geocoder failure (%s) with 200: an answer, not a server error',
    async (status) => {
      current = answering({ status });
      const res = await get('/api/geocode/search?q=20+Main+St');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status });
    },
  );
});

describe('input bounds', () => {
  const long = 'x'.repeat(201);
  it.each([
    ['/api/geocode/search', GEOCODE_MESSAGES.queryMissing],
    ['/api/geocode/search?q=', GEOCODE_MESSAGES.queryMissing],
    ['/api/geocode/search?q=%20%20%20', GEOCODE_MESSAGES.queryMissing],
    ['/api/geocode/search?q=ab', GEOCODE_MESSAGES.queryLength],
    ['/api/geocode/search?q=%20ab%20%20', GEOCODE_MESSAGES.queryLength],
    [`/api/geocode/search?q=${long}`, GEOCODE_MESSAGES.queryLength],
    ['/api/geocode/search?q=20%00Main', GEOCODE_MESSAGES.queryControl],
    ['/api/geocode/search?q=20%0AMain', GEOCODE_MESSAGES.queryControl],
    ['/api/geocode/search?q=20%C2%85Main', GEOCODE_MESSAGES.queryControl],
    ['/api/geocode/search?q=20+Main&q=St', GEOCODE_MESSAGES.queryMissing],
    ['/api/geocode/reverse', GEOCODE_MESSAGES.lat],
    ['/api/geocode/reverse?lat=40.28', GEOCODE_MESSAGES.lng],
    ['/api/geocode/reverse?lat=north&lng=-74.59', GEOCODE_MESSAGES.lat],
    ['/api/geocode/reverse?lat=&lng=-74.59', GEOCODE_MESSAGES.lat],
    ['/api/geocode/reverse?lat=91&lng=-74.59', GEOCODE_MESSAGES.lat],
    ['/api/geocode/reverse?lat=40.28&lng=-181', GEOCODE_MESSAGES.lng],
    ['/api/geocode/reverse?lat=1e999&lng=-74.59', GEOCODE_MESSAGES.lat],
    ['/api/geocode/reverse?lat=Infinity&lng=-74.59', GEOCODE_MESSAGES.lat],
    ['/api/geocode/reverse?lat=NaN&lng=-74.59', GEOCODE_MESSAGES.lat],
    ['/api/geocode/reverse?lat=0x28&lng=-74.59', GEOCODE_MESSAGES.lat],
    ['/api/geocode/reverse?lat=40.28&lng=-74.59&lat=1', GEOCODE_MESSAGES.lat],
    ['/api/geocode/reverse?lat=0&lng=0', GEOCODE_MESSAGES.outsideArea],
    ['/api/geocode/reverse?lat=40.28&lng=-75.5', GEOCODE_MESSAGES.outsideArea],
  ])('%s: 400 "%s"', async (path, message) => {
    current = answering({ status: 'OK', places: [] });
    asked.length = 0;
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toEqual({ error: { code: 'bad_request', message } });
    expect(asked).toEqual([]);
  });

  it('takes a point near, but outside, the search box', async () => {
    current = answering({ status: 'ZERO_RESULTS' });
    expect((await get('/api/geocode/reverse?lat=40.45&lng=-74.35')).status).toBe(200);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After past the limit per client address, bad queries counted', async () => {
    const limited = await createTestDeps({
      providers: { geocoder: answering({ status: 'ZERO_RESULTS' }) },
      limits: { geocodeRateLimit: 3, trustProxyHops: 1 },
    });
    const limitedApp = createApp({ version: 'test', services: limited });
    const from = (address: string, path: string) =>
      limitedApp.request(path, { headers: { 'X-Forwarded-For': address } });
    try {
      expect((await from('203.0.113.5', '/api/geocode/search?q=20+Main+St')).status).toBe(200);
      expect((await from('203.0.113.5', '/api/geocode/search?q=ab')).status).toBe(400);
      expect((await from('203.0.113.5', '/api/geocode/reverse?lat=40.28&lng=-74.59')).status).toBe(200);
      const refused = await from('203.0.113.5', '/api/geocode/search?q=20+Main+St');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({ error: { code: 'rate_limited', message: GEOCODE_RATE_LIMIT_MESSAGE } });
      expect((await from('198.51.100.7', '/api/geocode/search?q=20+Main+St')).status).toBe(200);
    } finally {
      await limited.cleanup();
    }
  });
});
