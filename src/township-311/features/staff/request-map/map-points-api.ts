/**
 * The staff map's data (GET /api/staff/map-points?{filters}, docs/api.md): the newest matching
 * requests that have a map point, up to the server's limit, and how many requests the filters
 * select in all. The map's filters (status, priority, category, one of each) become the list's
 * view, so the map and "Show these requests as a list" select the same requests; the view's one
 * query string is read with `getJson`, as the list's is.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PRIORITIES, STATUSES } from '#domain/requests/constants.ts';
import { categoryNames } from '#domain/township/township.ts';
import { staffListSearch, type StaffListView } from '#domain/requests/staff-list-view.ts';
import { getJson, type api, type SuccessData } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { MapFilters } from '../../../lib/routes.ts';

/** The points (newest first); `total` counts the requests the filters select, with a point or not; `shown` the points. */
type MapPoints = SuccessData<Awaited<ReturnType<(typeof api.api.staff)['map-points']['$get']>>>;
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
