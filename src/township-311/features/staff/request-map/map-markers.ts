/**
 * The staff map's data (GET /api/staff/map-points?{filters}, docs/api.md): the newest matching
 * requests that have a map point, up to the server's limit, and how many requests the filters
 * select in all. The map's filters (status, priority, category, one of each) become the list's
 * view, so the map and "Show these requests as a list" select the same requests.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PRIORITIES, STATUSES } from '#domain/requests/constants.ts';
import { categoryNames } from '#domain/township/township.ts';
import { staffListSearch, type StaffListView } from '#domain/requests/staff-list-view.ts';
import { getJson, type api, type SuccessData } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { MapFilters } from '../../../lib/routes.ts';
import type { RequestMarker } from '../../../ui/map/RequestsMap.tsx';

/** The points (newest first); `total` counts the requests the filters select, with a point or not; `shown` the points. */
export type MapPoints = SuccessData<Awaited<ReturnType<(typeof api.api.staff)['map-points']['$get']>>>;
export type MapPoint = MapPoints['points'][number];

const one = <T extends string>(allowed: readonly T[], value: string | undefined): T[] =>
  value && (allowed as readonly string[]).includes(value) ? [value as T] : [];

/**
 * The list view with the map's filters; a value the map does not know is left out (all).
 * @example mapView({ status: 'New' }) // { statuses: ['New'] }
 */
export function mapView(filters: MapFilters): Partial<StaffListView> {
  return {
    statuses: one(STATUSES, filters.status),
    priorities: one(PRIORITIES, filters.priority),
    categories: one(categoryNames(), filters.category),
  };
}

export const mapPointsQuery = (filters: MapFilters) => {
  const search = staffListSearch(mapView(filters));
  return queryOptions({
    queryKey: queryKeys.requests.staff.mapPoints(search),
    queryFn: () => getJson<MapPoints>(`/api/staff/map-points${search}`),
    placeholderData: keepPreviousData,
  });
};

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
