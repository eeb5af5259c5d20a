/**
 * The inputs of place search and reverse geocoding (GET /api/geocode/search and /reverse), bounded
 * before the server does any work: a query of 3 to 200 characters with no control characters, and
 * a point in decimal degrees inside a generous box around the township. The location step can
 * check the same before it asks. Without Zod, so the location step can read the limits and
 * messages without loading it; the server's schemas are in geocode-input-schema.ts.
 */
import { township } from '../township/township.ts';

export interface GeoBoxLike {
  south: number;
  west: number;
  north: number;
  east: number;
}

export const GEOCODE_QUERY_LIMITS = { min: 3, max: 200 } as const;

/** How far past the profile's map.searchBounds, in degrees (some 25 km), a pin may still be looked up. */
const AREA_MARGIN = 0.25;

/** Where reverse geocoding answers: the township profile's map.searchBounds widened by AREA_MARGIN on every side. */
export function geocodeArea(): GeoBoxLike {
  const box = township().map.searchBounds;
  return {
    south: box.south - AREA_MARGIN,
    west: box.west - AREA_MARGIN,
    north: box.north + AREA_MARGIN,
    east: box.east + AREA_MARGIN,
  };
}

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
 * @example isInBox({ lat: 1.5, lng: 2.5 }, { south: 1, west: 2, north: 2, east: 3 }) // true
 */
export function isInBox(point: { lat: number; lng: number }, box: GeoBoxLike): boolean {
  return point.lat >= box.south && point.lat <= box.north && point.lng >= box.west && point.lng <= box.east;
}
