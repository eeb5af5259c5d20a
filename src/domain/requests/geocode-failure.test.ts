import { describe, expect, it } from 'vitest';
import { ADDRESS_NOT_FOUND, geocodeFailedText, isGeocoderText } from './geocode-failure.ts';

describe('isGeocoderText', () => {
  it.each([
    ADDRESS_NOT_FOUND,
    'address not found',
    '  ADDRESS   NOT FOUND. ',
    geocodeFailedText('OVER_QUERY_LIMIT'),
    geocodeFailedText('UNAVAILABLE'),
    'geocode failed',
    'Geocode failed: ',
  ])('refuses %j as an address', (text) => {
    expect(isGeocoderText(text)).toBe(true);
  });

  it.each([
    '20 Main St, West Windsor, NJ 08550, USA',
    'north end of the park, by the tennis courts',
    'Address not found on the map: behind the library',
    'Not found: the sign by the pond',
    '',
  ])('takes %j as a place', (text) => {
    expect(isGeocoderText(text)).toBe(false);
  });
});
