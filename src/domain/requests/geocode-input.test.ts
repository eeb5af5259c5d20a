import { describe, expect, it } from 'vitest';
import { MAP } from '../testing/sample-township.ts';
import { geocodeReverseSchema, geocodeSearchSchema } from './geocode-input-schema.ts';
import { geocodeArea, GEOCODE_MESSAGES, isInBox } from './geocode-input.ts';
const GEOCODE_AREA = geocodeArea();

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('GEOCODE_AREA', () => {
  it('holds the whole search box and more', () => {
    const { south, west, north, east } = MAP.searchBounds;
    for (const corner of [
      { lat: south, lng: west },
      { lat: north, lng: east },
    ]) {
      expect(isInBox(corner, GEOCODE_AREA)).toBe(true);
    }
    expect(GEOCODE_AREA.south).toBeLessThan(south);
    expect(GEOCODE_AREA.east).toBeGreaterThan(east);
  });

  it.each([
    [{ lat: Number.NaN, lng: -74.59 }, false],
    [{ lat: 40.28, lng: Number.POSITIVE_INFINITY }, false],
    [MAP.center, true],
  ])('isInBox(%o) is %s', (point, expected) => {
    expect(isInBox(point, GEOCODE_AREA)).toBe(expected);
  });
});

describe.each([
  [{ q: '  271 Clarksville Rd ' }, null],
  [{ q: 'Elm' }, null],
  [{ q: 'x'.repeat(200) }, null],
  [{ q: 'Café Ñandú, Route 571' }, null],
  [{}, GEOCODE_MESSAGES.queryMissing],
  [{ q: ' \t ' }, GEOCODE_MESSAGES.queryMissing],
  [{ q: 'ab' }, GEOCODE_MESSAGES.queryLength],
  [{ q: 'x'.repeat(201) }, GEOCODE_MESSAGES.queryLength],
  [{ q: 'Main\tSt' }, GEOCODE_MESSAGES.queryControl],
  [{ q: 'Main\u007fSt' }, GEOCODE_MESSAGES.queryControl],
])('geocodeSearchSchema(%o)', (input, message) => {
  it(message ? `says "${message}"` : 'accepts it', () => {
    expect(firstMessage(geocodeSearchSchema.safeParse(input))).toBe(message);
  });
});

describe.each([
  [{ lat: '40.28', lng: '-74.59' }, null],
  [{ lat: '+40.2800000', lng: '-74.5' }, null],
  [{ lat: '.5', lng: '-74.5' }, GEOCODE_MESSAGES.outsideArea],
  [{ lat: '40.28', lng: '-74' }, GEOCODE_MESSAGES.outsideArea],
  [{ lat: '-90.5', lng: '-74.59' }, GEOCODE_MESSAGES.lat],
  [{ lat: '40.28', lng: '180.1' }, GEOCODE_MESSAGES.lng],
  [{ lat: '4e1', lng: '-74.59' }, GEOCODE_MESSAGES.lat],
  [{ lat: '40,28', lng: '-74.59' }, GEOCODE_MESSAGES.lat],
  [{ lat: ' ', lng: '-74.59' }, GEOCODE_MESSAGES.lat],
  [{ lat: '40.28' }, GEOCODE_MESSAGES.lng],
])('geocodeReverseSchema(%o)', (input, message) => {
  it(message ? `says "${message}"` : 'accepts it', () => {
    expect(firstMessage(geocodeReverseSchema.safeParse(input))).toBe(message);
  });
});

it('gives the point as numbers', () => {
  expect(geocodeReverseSchema.parse({ lat: ' 40.2996 ', lng: '-74.6206' })).toEqual({ lat: 40.2996, lng: -74.6206 });
});
