/** Where the request is: the address, a small map with the pin, the coordinates and a link to a full map. */
import { lazy, Suspense } from 'react';
import { newTabAttributes } from '#design/button-classes.ts';
import { openInMapsUrl } from '../../../ui/map/map-links.ts';
import type { StaffRequest } from '../staff-requests-api.ts';
import { Field, Panel } from './Panel.tsx';

const PointMap = lazy(() => import('../../../ui/map/PointMap.tsx'));

const NO_MAP_POINT = 'No map point';

export function LocationPanel({ request }: { request: StaffRequest }) {
  const point = request.location;
  const coordinates = point ? `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}` : null;
  return (
    <Panel title="Location">
      {point && coordinates ? (
        <Suspense fallback={<p role="status">Loading the map…</p>}>
          <PointMap lat={point.lat} lng={point.lng} label={`Map of the request's place, ${coordinates}`} />
        </Suspense>
      ) : null}
      <dl className="mt-2 divide-y divide-slate-100">
        <Field label="Address">{request.address || 'Not given'}</Field>
        <Field label="Coordinates">{coordinates ?? NO_MAP_POINT}</Field>
      </dl>
      {point ? (
        <a
          href={openInMapsUrl(point)}
          {...newTabAttributes}
          className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline hover:text-brand-900"
        >
          Open in maps<span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </Panel>
  );
}
