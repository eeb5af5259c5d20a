/**
 * What the adapters keep of a provider's candidates: a place with a readable address and real
 * coordinates, and for a search only those inside the box asked about, at most MAX_PLACES.
 */
import { isInBox } from '#domain/requests/geocode-input.ts';
import { placesResult, type GeoBox, type GeocodeResult, type Place } from './ports.ts';

/** The most places a search answers (Nominatim's `limit`). */
export const MAX_PLACES = 5;
/** A longer "address" is not one a resident could read: the candidate is dropped. */
const MAX_ADDRESS_LENGTH = 300;

/**
 * A place from a provider's values, or null when an address is blank or too long or a coordinate
 * is not a finite number in range (Nominatim sends coordinates as strings).
 * @example toPlace('20 Main St', '40.28', '-74.59') // { address: '20 Main St', lat: 40.28, lng: -74.59 }
 */
export function toPlace(address: string, lat: number | string, lng: number | string): Place | null {
  const text = address.trim();
  const point = { lat: Number(lat), lng: Number(lng) };
  if (text === '' || text.length > MAX_ADDRESS_LENGTH) return null;
  if (typeof lat === 'string' && lat.trim() === '') return null;
  if (typeof lng === 'string' && lng.trim() === '') return null;
  if (!isInBox(point, { south: -90, north: 90, west: -180, east: 180 })) return null;
  return { address: text, ...point };
}

/**
 * The search's answer from the candidates: a reply that had candidates but no usable one is a
 * bad reply, not "no results"; usable ones outside the box are dropped.
 * @example searchResult([null], box) // { status: 'BAD_REPLY' }
 */
export function searchResult(candidates: (Place | null)[], box: GeoBox): GeocodeResult {
  const usable = candidates.filter((place) => place !== null);
  if (candidates.length > 0 && usable.length === 0) return { status: 'BAD_REPLY' };
  return placesResult(usable.filter((place) => isInBox(place, box)).slice(0, MAX_PLACES));
}

/**
 * The reverse answer from the candidates: the first usable one.
 * @example reverseResult([]) // { status: 'ZERO_RESULTS' }
 */
export function reverseResult(candidates: (Place | null)[]): GeocodeResult {
  const usable = candidates.filter((place) => place !== null);
  if (candidates.length > 0 && usable.length === 0) return { status: 'BAD_REPLY' };
  return placesResult(usable.slice(0, 1));
}
