/**
 * The staff map: the requests as markers, filtered by status, priority and category like the
 * list, with the points the server picks for those filters (the newest, up to its limit). The
 * filters live in the address, so a view can be bookmarked and shared. Each marker opens its
 * request.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { PRIORITIES, STATUSES } from '#domain/requests/constants.ts';
import { categoryNames } from '#domain/township/township.ts';
import { RouteLink, useRouter } from '../../../lib/router.tsx';
import type { MapFilters } from '../../../lib/routes.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { SelectField } from '../FormField.tsx';
import { listRoute } from '../list-route.ts';
import { RequestsLoadState } from '../RequestsLoadState.tsx';
import { mapCountText, staffMapMarkers } from './map-markers.ts';
import { mapPointsQuery, mapView } from './map-points-api.ts';

const RequestsMap = lazy(() => import('../../../ui/map/RequestsMap.tsx'));

/** Built when the screen renders: the categories are the township profile's. */
const filterFields = () =>
  [
    { key: 'status', label: 'Status', options: STATUSES },
    { key: 'priority', label: 'Priority', options: PRIORITIES },
    { key: 'category', label: 'Category', options: categoryNames() },
  ] as const;

const ALL: MapFilters = {};

export function StaffMapScreen({ filters = ALL }: { filters?: MapFilters | undefined }) {
  useDocumentTitle('Requests Map');
  const { navigate } = useRouter();
  const requests = useQuery(mapPointsQuery(filters));
  const markers = useMemo(() => staffMapMarkers(requests.data?.points ?? []), [requests.data]);

  const setFilter = (key: keyof MapFilters, value: string) => {
    const next: MapFilters = { ...filters, [key]: value || undefined };
    navigate({ screen: 'map', filters: next }, { replace: true, focus: false });
  };

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">Requests Map</h1>
      <div role="group" aria-label="Filters" className="grid gap-4 sm:grid-cols-3">
        {filterFields().map(({ key, label, options }) => (
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
      {!requests.data ? (
        <RequestsLoadState query={requests} />
      ) : (
        <>
          <p className="text-sm font-medium text-slate-800">
            <span role="status">{mapCountText(requests.data.shown, requests.data.total)}</span>{' '}
            <RouteLink to={listRoute(mapView(filters))} className="font-semibold text-brand-800 underline">
              Show these requests as a list
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
