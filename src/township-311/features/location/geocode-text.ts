/**
 * What the address field shows after a reverse geocode (docs/product.md#311-location-and-maps): the
 * first result's formatted address, "Address not found" for no result, or "Geocode failed:
 * {status}".
 */

export const ADDRESS_NOT_FOUND = 'Address not found';

/**
 * @example geocodeText('OK', [{ formatted_address: '1 Main St' }]) // '1 Main St'
 * @example geocodeText('OVER_QUERY_LIMIT', null) // 'Geocode failed: OVER_QUERY_LIMIT'
 */
export function geocodeText(
  status: string,
  results: readonly { formatted_address?: string }[] | null | undefined,
): string {
  if (status === 'OK') return results?.[0]?.formatted_address ?? ADDRESS_NOT_FOUND;
  if (status === 'ZERO_RESULTS') return ADDRESS_NOT_FOUND;
  return `Geocode failed: ${status}`;
}

/** Google's LatLngBoundsLiteral for the search bias box (`MAP.searchBox`). */
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
