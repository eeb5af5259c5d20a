/**
 * The staff map's rows: the requests matching its filters (status, priority, category, each
 * exact, a missing one meaning all), split into those with a map point (markers) and the count of
 * those without one (Open311 requests that came with an address only).
 */
import type { RequestMarker } from '../../../ui/map/RequestsMap.tsx';
import type { MapFilters } from '../../../lib/routes.ts';
import type { StaffRequest } from '../staff-requests.ts';

export function staffMapMarkers(
  requests: readonly StaffRequest[],
  filters: MapFilters,
): { markers: RequestMarker[]; withoutPoint: number } {
  const markers: RequestMarker[] = [];
  let withoutPoint = 0;
  for (const request of requests) {
    if (filters.status && request.status !== filters.status) continue;
    if (filters.priority && request.priority !== filters.priority) continue;
    if (filters.category && request.category !== filters.category) continue;
    if (!request.location) {
      withoutPoint += 1;
      continue;
    }
    markers.push({
      id: request.id,
      lat: request.location.lat,
      lng: request.location.lng,
      status: request.status,
      label: `${request.category}, ${request.status}, ${request.priority} priority, ${request.address || 'no address'}`,
    });
  }
  return { markers, withoutPoint };
}
