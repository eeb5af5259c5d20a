import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP } from '#domain/testing/sample-township.ts';
import type { Logger } from '../logger.ts';
import type { FakeGeocoderServer } from '../testing/fakes/geocoder-gazetteer.ts';
import { FAKE_GOOGLE_KEY, startFakeGoogleGeocoding } from '../testing/fakes/google-geocoding-server.ts';
import { startFakeNominatim } from '../testing/fakes/nominatim-server.ts';
import { createGeocoder } from './create-geocoder.ts';

const DEFAULT_AGENT = 'West Windsor Township 311 (+https://example.org)';
let nominatim: FakeGeocoderServer;
let google: FakeGeocoderServer;
const lines: string[] = [];
const logger: Logger = { error: (line) => lines.push(line), info: (line) => lines.push(line), debug: () => undefined };
const make = (env: Parameters<typeof createGeocoder>[0]['env']) =>
  createGeocoder({ env, logger, defaultUserAgent: DEFAULT_AGENT });

beforeAll(async () => {
  [nominatim, google] = await Promise.all([startFakeNominatim(), startFakeGoogleGeocoding()]);
});
afterAll(async () => {
  await Promise.all([nominatim.close(), google.close()]);
});

describe('createGeocoder', () => {
  it('answers NOT_CONFIGURED with nothing set, and says so at start-up', async () => {
    const geocoder = make({});
    expect(await geocoder.search('20 Main St', MAP.searchBounds)).toEqual({ status: 'NOT_CONFIGURED' });
    expect(await geocoder.reverse({ lat: 40.28, lng: -74.59 })).toEqual({ status: 'NOT_CONFIGURED' });
    expect(lines.at(-1)).toMatch(/^Geocoding: off/);
  });

  it('uses Nominatim at GEOCODER_URL with the default User-Agent, one call a second, cached', async () => {
    const geocoder = make({ GEOCODER_URL: nominatim.url });
    const before = nominatim.seen.length;
    expect((await geocoder.search('20 Main St', MAP.searchBounds)).status).toBe('OK');
    expect((await geocoder.search('20 main st', MAP.searchBounds)).status).toBe('OK');
    expect(nominatim.seen.length - before).toBe(1);
    expect(nominatim.seen.at(-1)?.headers['user-agent']).toBe(DEFAULT_AGENT);
    // A second distinct call within the second waits for its turn (the gate allows up to 2 s).
    const began = Date.now();
    expect((await geocoder.search('Duck Pond', MAP.searchBounds)).status).toBe('OK');
    expect(Date.now() - began).toBeGreaterThanOrEqual(500);
    expect(lines.at(-1)).toBe(`Geocoding: Nominatim-compatible API at ${new URL(nominatim.url).host}`);
  });

  it('sends GEOCODER_USER_AGENT and honours GEOCODER_MIN_INTERVAL_MS', async () => {
    const geocoder = make({
      GEOCODER_URL: nominatim.url,
      GEOCODER_USER_AGENT: 'Custom 311 agent',
      GEOCODER_MIN_INTERVAL_MS: 0,
    });
    const began = Date.now();
    await geocoder.search('Elm Ct', MAP.searchBounds);
    await geocoder.search('Clarksville', MAP.searchBounds);
    expect(Date.now() - began).toBeLessThan(900);
    expect(nominatim.seen.at(-1)?.headers['user-agent']).toBe('Custom 311 agent');
  });

  it('prefers Google when its key is set, saying GEOCODER_URL is ignored', async () => {
    const geocoder = make({
      GOOGLE_GEOCODING_API_KEY: FAKE_GOOGLE_KEY,
      GOOGLE_GEOCODING_URL: google.url,
      GEOCODER_URL: nominatim.url,
    });
    const before = nominatim.seen.length;
    expect((await geocoder.reverse({ lat: 40.2996, lng: -74.6206 })).status).toBe('OK');
    expect(google.seen).toHaveLength(1);
    expect(nominatim.seen.length).toBe(before);
    expect(lines.at(-1)).toBe('Geocoding: Google Geocoding API (GEOCODER_URL is ignored while a Google key is set)');
    expect(lines.join('\n')).not.toContain(FAKE_GOOGLE_KEY);
  });
});
