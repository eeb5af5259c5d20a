/** Links from a point to a full map application, for directions and a closer look. */

/**
 * OpenStreetMap at the point, with a marker; works on every device without an account or a key.
 * @example openInMapsUrl({ lat: 40.2809, lng: -74.5912 }) // 'https://www.openstreetmap.org/?mlat=40.28090&mlon=-74.59120#map=18/40.28090/-74.59120'
 */
export function openInMapsUrl(point: { lat: number; lng: number }): string {
  const lat = point.lat.toFixed(5);
  const lng = point.lng.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`;
}
