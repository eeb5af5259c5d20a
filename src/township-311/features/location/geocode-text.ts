/**
 * What a lookup answers (docs/product.md#311-location-and-maps): the first result's formatted
 * address, or the words for its failure, "Address not found" for no result or "Geocode failed:
 * {status}". The failure words are a message beside the address field, never its value
 * (#domain/requests/geocode-failure.ts).
 */
import { ADDRESS_NOT_FOUND, geocodeFailedText } from '#domain/requests/geocode-failure.ts';

/** A reverse lookup's outcome: the address at the pin, or the message that there is none. */
export type LookupAnswer = { kind: 'address'; address: string } | { kind: 'failed'; message: string };

/**
 * @example lookupAnswer('OK', [{ formatted_address: '1 Main St' }]) // { kind: 'address', address: '1 Main St' }
 * @example lookupAnswer('ZERO_RESULTS', []) // { kind: 'failed', message: 'Address not found' }
 */
export function lookupAnswer(
  status: string,
  results: readonly { formatted_address?: string }[] | null | undefined,
): LookupAnswer {
  const address = status === 'OK' ? results?.[0]?.formatted_address?.trim() : undefined;
  if (address) return { kind: 'address', address };
  return { kind: 'failed', message: status === 'OK' ? ADDRESS_NOT_FOUND : geocodeText(status, results) };
}

/**
 * The same for a reply of the server's geocoding port.
 * @example replyAnswer({ status: 'UNAVAILABLE' }) // { kind: 'failed', message: 'Geocode failed: UNAVAILABLE' }
 */
export function replyAnswer(reply: { status: string; places?: readonly { address: string }[] | undefined }) {
  return lookupAnswer(
    reply.status,
    reply.places?.map((place) => ({ formatted_address: place.address })),
  );
}

/**
 * The lookup's words: the address, or its failure message.
 * @example geocodeText('OK', [{ formatted_address: '1 Main St' }]) // '1 Main St'
 * @example geocodeText('OVER_QUERY_LIMIT', null) // 'Geocode failed: OVER_QUERY_LIMIT'
 */
export function geocodeText(
  status: string,
  results: readonly { formatted_address?: string }[] | null | undefined,
): string {
  if (status === 'OK') return results?.[0]?.formatted_address ?? ADDRESS_NOT_FOUND;
  if (status === 'ZERO_RESULTS') return ADDRESS_NOT_FOUND;
  return geocodeFailedText(status);
}

/** Google's LatLngBoundsLiteral for the search bias box (the profile's `map.searchBounds`). */
export function searchBoundsLiteral(box: { south: number; north: number; west: number; east: number }) {
  return { south: box.south, north: box.north, west: box.west, east: box.east };
}

/**
 * A coordinate pair as the location step shows it, five decimals (about a metre).
 * @example formatPoint({ lat: 40.2809, lng: -74.5912 }) // '40.28090, -74.59120'
 */
export function formatPoint(point: { lat: number; lng: number }): string {
  return `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;
}

/**
 * What the address field shows for a reply of the server's geocoding port: the same texts as
 * Google's path.
 * @example replyText({ status: 'OK', places: [{ address: '20 Main St', lat: 40.3, lng: -74.6 }] }) // '20 Main St'
 * @example replyText({ status: 'UNAVAILABLE' }) // 'Geocode failed: UNAVAILABLE'
 */
export function replyText(reply: { status: string; places?: readonly { address: string }[] | undefined }): string {
  return geocodeText(
    reply.status,
    reply.places?.map((place) => ({ formatted_address: place.address })),
  );
}
