/**
 * The staff map's points as the map's markers and its count in words (the points come from
 * map-points-api.ts).
 */
import type { RequestMarker } from '../../../ui/map/RequestsMap.tsx';
import type { MapPoint } from './map-points-api.ts';

/** The points as markers, each named by what it is. */
export function staffMapMarkers(points: readonly MapPoint[]): RequestMarker[] {
  return points.map((point) => ({
    id: point.id,
    lat: point.location.lat,
    lng: point.location.lng,
    status: point.status,
    label: `${point.category}, ${point.status}, ${point.priority} priority, ${point.address || 'no address'}`,
  }));
}

/**
 * What the map shows, in words.
 * @example mapCountText(1000, 1200) // 'Showing 1,000 of 1,200 requests: the newest with a map point.'
 */
export function mapCountText(shown: number, total: number): string {
  const count = (n: number) => n.toLocaleString('en-US');
  if (shown >= total) return `${count(shown)} ${shown === 1 ? 'request' : 'requests'} on the map.`;
  return `Showing ${count(shown)} of ${count(total)} requests: the newest with a map point.`;
}
