/** The Nominatim adapter: the geocoder contract against the local fake, then what it sends and keeps. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP } from '#domain/testing/sample-township.ts';
import { silentLogger } from '../logger.ts';
import { runGeocoderContract } from '../testing/contracts/geocoder-contract.ts';
import type { FakeGeocoderServer } from '../testing/fakes/geocoder-gazetteer.ts';
import { startFakeNominatim } from '../testing/fakes/nominatim-server.ts';
import { createNominatimGeocoder } from './nominatim-geocoder.ts';

const USER_AGENT = 'West Windsor Township 311 tests (311@example.org)';

runGeocoderContract('nominatim', async () => {
  const fake = await startFakeNominatim();
  return {
    fake,
    geocoder: (options) => createNominatimGeocoder({ ...options, baseUrl: fake.url, userAgent: USER_AGENT }),
  };
});

/** A fetch that answers every call with `body` as JSON. */
const answering =
  (body: unknown): typeof fetch =>
  () =>
    Promise.resolve(Response.json(body));

describe('nominatim requests', () => {
  let fake: FakeGeocoderServer;
  beforeAll(async () => {
    fake = await startFakeNominatim();
  });
  afterAll(async () => {
    await fake.close();
  });

  it('searches jsonv2, bounded to the box, at most 5, naming the application in English', async () => {
    const geocoder = createNominatimGeocoder({ baseUrl: `${fake.url}/`, userAgent: USER_AGENT });
    await geocoder.search('20 Main St', MAP.searchBounds);
    const { path, params, headers } = fake.seen.at(-1)!;
    expect(path).toBe('/search');
    expect(params).toEqual({
      format: 'jsonv2',
      q: '20 Main St',
      viewbox: '-74.7,40.4,-74.4,40.2',
      bounded: '1',
      limit: '5',
      addressdetails: '0',
    });
    expect(headers['user-agent']).toBe(USER_AGENT);
    expect(headers['accept-language']).toBe('en');
  });

  it('looks a point up at street level', async () => {
    const geocoder = createNominatimGeocoder({ baseUrl: fake.url, userAgent: USER_AGENT });
    await geocoder.reverse({ lat: 40.2996, lng: -74.6206 });
    expect(fake.seen.at(-1)).toMatchObject({
      path: '/reverse',
      params: { format: 'jsonv2', lat: '40.2996', lon: '-74.6206', zoom: '18' },
    });
  });

  it('is refused without an application User-Agent, as the public service does', async () => {
    const geocoder = createNominatimGeocoder({ baseUrl: fake.url, userAgent: 'node', logger: silentLogger });
    expect(await geocoder.search('20 Main St', MAP.searchBounds)).toEqual({ status: 'HTTP_403' });
  });
});

describe('nominatim replies', () => {
  const place = { display_name: '20 Main St, West Windsor', lat: '40.28', lon: '-74.59' };
  const search = (body: unknown) =>
    createNominatimGeocoder({ baseUrl: 'http://nominatim.test', userAgent: USER_AGENT, fetch: answering(body) }).search(
      '20 Main St',
      MAP.searchBounds,
    );
  const reverse = (body: unknown) =>
    createNominatimGeocoder({
      baseUrl: 'http://nominatim.test',
      userAgent: USER_AGENT,
      fetch: answering(body),
    }).reverse({ lat: 40.28, lng: -74.59 });

  it('drops candidates with impossible coordinates or no address, and keeps the rest', async () => {
    const bad = [
      { ...place, lat: 'north' },
      { ...place, lon: '' },
      { ...place, lat: '91' },
      { ...place, display_name: '   ' },
      { display_name: 'no coordinates' },
    ];
    expect(await search([...bad, place])).toEqual({
      status: 'OK',
      places: [{ address: '20 Main St, West Windsor', lat: 40.28, lng: -74.59 }],
    });
    expect(await search(bad)).toEqual({ status: 'BAD_REPLY' });
  });

  it('keeps at most five places', async () => {
    const result = await search(Array.from({ length: 8 }, () => place));
    expect('places' in result && result.places).toHaveLength(5);
  });

  it('reads "Unable to geocode" as no result, and other shapes as a bad reply', async () => {
    expect(await reverse({ error: 'Unable to geocode' })).toEqual({ status: 'ZERO_RESULTS' });
    expect(await reverse({ error: { code: 500, message: 'Internal error' } })).toEqual({ status: 'BAD_REPLY' });
    expect(await reverse([place])).toEqual({ status: 'BAD_REPLY' });
    expect(await search({ error: 'Unable to geocode' })).toEqual({ status: 'BAD_REPLY' });
  });
});
