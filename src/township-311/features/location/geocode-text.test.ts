import { describe, expect, it } from 'vitest';
import { MAP } from '#domain/testing/sample-township.ts';
import { ADDRESS_NOT_FOUND } from '#domain/requests/geocode-failure.ts';
import { formatPoint, geocodeText, lookupAnswer, searchBoundsLiteral } from './geocode-text.ts';

describe.each<[string, { formatted_address?: string }[] | null, string]>([
  [
    'OK',
    [{ formatted_address: '1 Main St, West Windsor, NJ' }, { formatted_address: 'other' }],
    '1 Main St, West Windsor, NJ',
  ],
  ['OK', [], ADDRESS_NOT_FOUND],
  ['OK', [{}], ADDRESS_NOT_FOUND],
  ['ZERO_RESULTS', [], ADDRESS_NOT_FOUND],
  ['OVER_QUERY_LIMIT', null, 'Geocode failed: OVER_QUERY_LIMIT'],
  ['REQUEST_DENIED', null, 'Geocode failed: REQUEST_DENIED'],
])('geocodeText(%s, %j)', (status, results, expected) => {
  it(`is ${expected}`, () => {
    expect(geocodeText(status, results)).toBe(expected);
  });
});

describe.each<[string, { formatted_address?: string }[] | null, ReturnType<typeof lookupAnswer>]>([
  ['OK', [{ formatted_address: '1 Main St' }], { kind: 'address', address: '1 Main St' }],
  ['OK', [{ formatted_address: '  ' }], { kind: 'failed', message: ADDRESS_NOT_FOUND }],
  ['OK', [], { kind: 'failed', message: ADDRESS_NOT_FOUND }],
  ['ZERO_RESULTS', [], { kind: 'failed', message: ADDRESS_NOT_FOUND }],
  ['OVER_QUERY_LIMIT', null, { kind: 'failed', message: 'Geocode failed: OVER_QUERY_LIMIT' }],
])('lookupAnswer(%s, %j): a failure is a message, never an address', (status, results, expected) => {
  it(`is ${JSON.stringify(expected)}`, () => {
    expect(lookupAnswer(status, results)).toEqual(expected);
  });
});

describe('map constants', () => {
  it('bias the search to the spec box', () => {
    expect(searchBoundsLiteral(MAP.searchBounds)).toEqual({ south: 40.2, north: 40.4, west: -74.7, east: -74.4 });
  });
  it('centre, zooms and view follow the spec', () => {
    expect(MAP).toMatchObject({
      center: { lat: 40.2809, lng: -74.5912 },
      defaultZoom: 13,
      selectedZoom: 17,
      mapTypeId: 'satellite',
    });
  });
  it('formats a point with five decimals', () => {
    expect(formatPoint({ lat: 40.2809, lng: -74.5912 })).toBe('40.28090, -74.59120');
  });
});
