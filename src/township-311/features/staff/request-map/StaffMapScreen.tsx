/**
 * The staff map: the requests as markers, filtered by status, priority and category like the
 * list, live like the list (the same query, patched by the staff feed). The filters live in the
 * address, so a view can be bookmarked and shared. Each marker opens its request.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { CATEGORIES, PRIORITIES, STATUSES } from '#domain/requests/constants.ts';
import { RouteLink, useRouter } from '../../../lib/router.tsx';
import type { MapFilters } from '../../../lib/routes.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { SelectField } from '../FormField.tsx';
import { staffRequestsQuery } from '../staff-requests.ts';
import { RequestsLoadState } from '../RequestsLoadState.tsx';
import { staffMapMarkers } from './map-markers.ts';

const RequestsMap = lazy(() => import('../../../ui/map/RequestsMap.tsx'));

const FILTERS = [
  { key: 'status', label: 'Status', options: STATUSES },
  { key: 'priority', label: 'Priority', options: PRIORITIES },
  { key: 'category', label: 'Category', options: CATEGORIES },
] as const;

function countText(shown: number, withoutPoint: number): string {
  const requests = `${shown} ${shown === 1 ? 'request' : 'requests'} on the map`;
  return withoutPoint > 0 ? `${requests}; ${withoutPoint} without a map point (see the list).` : `${requests}.`;
}

const ALL: MapFilters = {};

export function StaffMapScreen({ filters = ALL }: { filters?: MapFilters | undefined }) {
  useDocumentTitle('Requests Map');
  const { navigate } = useRouter();
  const requests = useQuery(staffRequestsQuery);
  const { markers, withoutPoint } = useMemo(
    () => staffMapMarkers(requests.data?.requests ?? [], filters),
    [requests.data, filters],
  );

  const setFilter = (key: keyof MapFilters, value: string) => {
    const next: MapFilters = { ...filters, [key]: value || undefined };
    navigate({ screen: 'map', filters: next }, { replace: true, focus: false });
  };

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">Requests Map</h1>
      <div role="group" aria-label="Filters" className="grid gap-4 sm:grid-cols-3">
        {FILTERS.map(({ key, label, options }) => (
          <SelectField
            key={key}
            id={`map-filter-${key}`}
            label={label}
            value={filters[key] ?? ''}
            onChange={(event) => {
              setFilter(key, event.target.value);
            }}
          >
            <option value="">All</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </SelectField>
        ))}
      </div>
      {requests.isPending || requests.isError ? (
        <RequestsLoadState query={requests} />
      ) : (
        <>
          <p role="status" className="text-sm font-medium text-slate-800">
            {countText(markers.length, withoutPoint)}{' '}
            <RouteLink to={{ screen: 'requests' }} className="font-semibold text-brand-800 underline">
              Show all requests as a list
            </RouteLink>
          </p>
          <Suspense fallback={<p role="status">Loading the map…</p>}>
            <RequestsMap
              markers={markers}
              label="Map of requests. Each marker opens its request; a numbered marker zooms in."
              onOpen={(id) => {
                navigate({ screen: 'request', id });
              }}
            />
          </Suspense>
        </>
      )}
    </div>
  );
}
