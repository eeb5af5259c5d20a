/** The Google adapter: the geocoder contract against the local fake, then what it sends and keeps. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP } from '#domain/testing/sample-township.ts';
import type { Logger } from '../logger.ts';
import { runGeocoderContract } from '../testing/contracts/geocoder-contract.ts';
import type { FakeGeocoderServer } from '../testing/fakes/geocoder-gazetteer.ts';
import { FAKE_GOOGLE_KEY, startFakeGoogleGeocoding } from '../testing/fakes/google-geocoding-server.ts';
import { createGoogleGeocoder } from './google-geocoder.ts';

runGeocoderContract('google', async () => {
  const fake = await startFakeGoogleGeocoding();
  return {
    fake,
    geocoder: (options) => createGoogleGeocoder({ ...options, apiKey: FAKE_GOOGLE_KEY, baseUrl: fake.url }),
  };
});

describe('google requests and refusals', () => {
  let fake: FakeGeocoderServer;
  const lines: string[] = [];
  const logger: Logger = { error: (line) => lines.push(line), info: () => undefined, debug: () => undefined };
  beforeAll(async () => {
    fake = await startFakeGoogleGeocoding();
  });
  afterAll(async () => {
    await fake.close();
  });

  it('sends the address with the box as bounds, in English, with the key', async () => {
    const geocoder = createGoogleGeocoder({ apiKey: FAKE_GOOGLE_KEY, baseUrl: `${fake.url}/` });
    await geocoder.search('20 Main St', MAP.searchBounds);
    expect(fake.seen.at(-1)).toMatchObject({
      path: '/maps/api/geocode/json',
      params: { address: '20 Main St', bounds: '40.2,-74.7|40.4,-74.4', language: 'en', key: FAKE_GOOGLE_KEY },
    });
    await geocoder.reverse({ lat: 40.2996, lng: -74.6206 });
    expect(fake.seen.at(-1)?.params).toEqual({ latlng: '40.2996,-74.6206', language: 'en', key: FAKE_GOOGLE_KEY });
  });

  it("passes Google's own refusal through, logging its message and never the key", async () => {
    const geocoder = createGoogleGeocoder({ apiKey: 'not-the-right-key', baseUrl: fake.url, logger });
    expect(await geocoder.search('20 Main St', MAP.searchBounds)).toEqual({ status: 'REQUEST_DENIED' });
    expect(lines.at(-1)).toBe('Geocoding (Google): REQUEST_DENIED: The provided API key is invalid.');
    expect(lines.join('\n')).not.toContain('not-the-right-key');
  });
});

describe('google replies', () => {
  const geocoder = (body: unknown) =>
    createGoogleGeocoder({ apiKey: FAKE_GOOGLE_KEY, fetch: () => Promise.resolve(Response.json(body)) });
  const location = (lat: unknown, lng: unknown) => ({
    formatted_address: '20 Main St',
    geometry: { location: { lat, lng } },
  });

  it.each([
    [{ status: 'OK', results: [] }, { status: 'ZERO_RESULTS' }],
    [{ status: 'OK', results: [location('40.28', -74.59)] }, { status: 'BAD_REPLY' }],
    [{ status: 'OK', results: [location(40.28, -200)] }, { status: 'BAD_REPLY' }],
    [{ status: 'OK' }, { status: 'ZERO_RESULTS' }],
    [{ status: 'SOMETHING_NEW', results: [] }, { status: 'BAD_REPLY' }],
    [{ results: [] }, { status: 'BAD_REPLY' }],
    [{ status: 'OVER_DAILY_LIMIT', results: [] }, { status: 'OVER_DAILY_LIMIT' }],
    [{ status: 'UNKNOWN_ERROR', results: [] }, { status: 'UNKNOWN_ERROR' }],
  ])('%j answers %j', async (body, expected) => {
    expect(await geocoder(body).reverse({ lat: 40.28, lng: -74.59 })).toEqual(expected);
  });

  it('keeps the first of several reverse results', async () => {
    const result = await geocoder({ status: 'OK', results: [location(40.28, -74.59), location(40.3, -74.6)] }).reverse({
      lat: 40.28,
      lng: -74.59,
    });
    expect(result).toEqual({ status: 'OK', places: [{ address: '20 Main St', lat: 40.28, lng: -74.59 }] });
  });
});
