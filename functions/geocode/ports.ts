/**
 * The geocoding port of Township 311: place search (text to places) and reverse geocoding (a map
 * pin to an address), always from our server, never from the browser to a third party. Adapters
 * speak to a Nominatim-compatible endpoint or to Google's Geocoding API; with neither configured
 * every call answers NOT_CONFIGURED.
 *
 * Adapters NEVER throw for a remote failure (timeout, refusal, bad reply): they answer a failure
 * status, in a vocabulary modelled on Google's, so the 311 app can show its existing messages
 * ("Address not found" for ZERO_RESULTS, "Geocode failed: {status}" for anything else).
 */

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** A box in decimal degrees, as MAP.searchBounds of #domain/requests/constants.ts. */
export interface GeoBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

export interface Place extends GeoPoint {
  /** One line, as the provider formats it, e.g. "20 Main St, West Windsor, NJ 08550, USA". */
  address: string;
}

/** The failures Google's Geocoding API reports itself (its `status` field). */
export type ProviderFailureStatus =
  'OVER_QUERY_LIMIT' | 'OVER_DAILY_LIMIT' | 'REQUEST_DENIED' | 'INVALID_REQUEST' | 'UNKNOWN_ERROR';

/**
 * Why a call gave no answer. Beyond the provider's own statuses:
 * - `NOT_CONFIGURED`: no geocoder is configured (place search is off);
 * - `UNAVAILABLE`: the provider could not be reached;
 * - `TIMEOUT`: it did not answer in time; `ABORTED`: the caller gave up first;
 * - `HTTP_{code}`: it answered with an HTTP error (429 counts as OVER_QUERY_LIMIT);
 * - `BAD_REPLY`: the reply was not what the provider documents; `REPLY_TOO_LARGE`: over our bound.
 * Our own rate gate also answers OVER_QUERY_LIMIT.
 */
export type GeocodeFailureStatus =
  | ProviderFailureStatus
  | 'NOT_CONFIGURED'
  | 'UNAVAILABLE'
  | 'TIMEOUT'
  | 'ABORTED'
  | 'BAD_REPLY'
  | 'REPLY_TOO_LARGE'
  | `HTTP_${number}`;

export type GeocodeResult =
  { status: 'OK'; places: Place[] } | { status: 'ZERO_RESULTS' } | { status: GeocodeFailureStatus };

export interface Geocoder {
  /** Places matching `query` inside `box` (nothing outside it), best first. */
  search(query: string, box: GeoBox, signal?: AbortSignal): Promise<GeocodeResult>;
  /** The address at `point`: one place, or ZERO_RESULTS where there is none. */
  reverse(point: GeoPoint, signal?: AbortSignal): Promise<GeocodeResult>;
}

/**
 * A result of places, or ZERO_RESULTS when there are none.
 * @example placesResult([]) // { status: 'ZERO_RESULTS' }
 */
export function placesResult(places: Place[]): GeocodeResult {
  return places.length > 0 ? { status: 'OK', places } : { status: 'ZERO_RESULTS' };
}

/**
 * Whether a result is an answer (places or none) rather than a failure: answers may be cached.
 * @example isAnswer({ status: 'TIMEOUT' }) // false
 */
export const isAnswer = (result: GeocodeResult): boolean => result.status === 'OK' || result.status === 'ZERO_RESULTS';
