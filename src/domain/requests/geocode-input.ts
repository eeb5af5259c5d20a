/**
 * The inputs of place search and reverse geocoding (GET /api/geocode/search and /reverse), bounded
 * before the server does any work: a query of 3 to 200 characters with no control characters, and
 * a point in decimal degrees inside a generous box around the township. The location step can
 * check the same before it asks.
 */
import * as z from 'zod/mini';
import { MAP } from './constants.ts';

export interface GeoBoxLike {
  south: number;
  west: number;
  north: number;
  east: number;
}

export const GEOCODE_QUERY_LIMITS = { min: 3, max: 200 } as const;

/** How far past MAP.searchBounds, in degrees (some 25 km), a pin may still be looked up. */
const AREA_MARGIN = 0.25;

/** Where reverse geocoding answers: MAP.searchBounds widened by AREA_MARGIN on every side. */
export const GEOCODE_AREA: GeoBoxLike = {
  south: MAP.searchBounds.south - AREA_MARGIN,
  west: MAP.searchBounds.west - AREA_MARGIN,
  north: MAP.searchBounds.north + AREA_MARGIN,
  east: MAP.searchBounds.east + AREA_MARGIN,
};

export const GEOCODE_MESSAGES = {
  queryMissing: 'Enter an address or place to search for.',
  queryLength: `The search must be ${GEOCODE_QUERY_LIMITS.min} to ${GEOCODE_QUERY_LIMITS.max} characters long.`,
  queryControl: 'The search contains characters that cannot be looked up.',
  lat: 'lat must be a latitude in decimal degrees, from -90 to 90.',
  lng: 'lng must be a longitude in decimal degrees, from -180 to 180.',
  outsideArea: 'That point is too far from the township to look up.',
} as const;

/**
 * Whether a point lies inside a box (edges included); false for a non-finite coordinate.
 * @example isInBox({ lat: 40.28, lng: -74.59 }, MAP.searchBounds) // true
 */
export function isInBox(point: { lat: number; lng: number }, box: GeoBoxLike): boolean {
  return point.lat >= box.south && point.lat <= box.north && point.lng >= box.west && point.lng <= box.east;
}

/** C0 and C1 control characters and DEL (tabs and line breaks included: a search is one line). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/** The search text, trimmed. */
export const geocodeSearchSchema = z.object({
  q: z.string({ error: GEOCODE_MESSAGES.queryMissing }).check(
    z.trim(),
    z.minLength(1, { message: GEOCODE_MESSAGES.queryMissing, abort: true }),
    z.minLength(GEOCODE_QUERY_LIMITS.min, GEOCODE_MESSAGES.queryLength),
    z.maxLength(GEOCODE_QUERY_LIMITS.max, GEOCODE_MESSAGES.queryLength),
    z.refine((q) => !CONTROL_CHARACTER.test(q), GEOCODE_MESSAGES.queryControl),
  ),
});

/** A plain decimal number as a query string carries it: no exponent, no Infinity, no hex. */
const DECIMAL = /^[+-]?(?:\d{1,3}(?:\.\d{0,15})?|\.\d{1,15})$/;

const coordinate = (message: string, limit: number) =>
  z.pipe(
    z.string({ error: message }).check(
      z.trim(),
      z.refine((text) => DECIMAL.test(text), message),
    ),
    z.pipe(
      z.transform((text: string) => Number(text)),
      z.number().check(z.gte(-limit, message), z.lte(limit, message)),
    ),
  );

/** The pin to look up: `lat` and `lng` as query strings, inside GEOCODE_AREA. */
export const geocodeReverseSchema = z
  .object({ lat: coordinate(GEOCODE_MESSAGES.lat, 90), lng: coordinate(GEOCODE_MESSAGES.lng, 180) })
  .check(
    z.refine((point) => isInBox(point, GEOCODE_AREA), {
      message: GEOCODE_MESSAGES.outsideArea,
      // Only for a well-formed point: a bad coordinate has its own message.
      when: (payload) => payload.issues.length === 0,
    }),
  );

export type GeocodeSearchInput = z.output<typeof geocodeSearchSchema>;
export type GeocodeReverseInput = z.output<typeof geocodeReverseSchema>;
