/**
 * "Likely duplicates" on a request's detail (docs/product.md#311-already-reported): open requests
 * of its category within 50 m of it, itself left out, each a link to its own detail, and how many
 * residents said they have this problem too. `actions` is the slot for what staff may do with
 * one of them (a merge).
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { NearbyItem } from '#domain/requests/nearby-input.ts';
import { formatReference } from '#domain/requests/reference.ts';
import { getJson } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { RouteLink } from '../../../lib/router.tsx';
import { alsoReportedCount } from '../../nearby/index.ts';
import type { StaffRequest } from '../staff-requests-api.ts';
import { Panel } from './Panel.tsx';

const duplicatesQuery = (id: string) => ({
  queryKey: queryKeys.requests.staff.duplicates(id),
  queryFn: async () => {
    const [{ requests }, count] = await Promise.all([
      getJson<{ requests: NearbyItem[] }>(`/api/staff/requests/${encodeURIComponent(id)}/duplicates`),
      alsoReportedCount(id),
    ]);
    return { requests, count };
  },
});

interface LikelyDuplicatesProps {
  request: StaffRequest;
  /** What staff may do with one likely duplicate, beside its link. */
  actions?: (duplicate: NearbyItem) => ReactNode;
}

export function LikelyDuplicatesPanel({ request, actions }: LikelyDuplicatesProps) {
  const { data, isError } = useQuery(duplicatesQuery(request.id));
  return (
    <Panel title="Likely duplicates">
      {data && data.count > 0 ? (
        <p className="mb-2 font-semibold text-slate-900" data-testid="staff-also-reported">
          {data.count === 1 ? '1 resident has' : `${String(data.count)} residents have`} reported this too
        </p>
      ) : null}
      {isError ? <p role="alert">The likely duplicates could not be loaded.</p> : null}
      {data && data.requests.length === 0 ? <p className="text-slate-700">No likely duplicates nearby.</p> : null}
      {!data && !isError ? <p role="status">Looking for likely duplicates…</p> : null}
      {data && data.requests.length > 0 ? (
        <ul className="divide-y divide-slate-100" data-testid="likely-duplicates">
          {data.requests.map((duplicate) => (
            <li key={duplicate.id} className="py-2">
              <RouteLink
                to={{ screen: 'request', id: duplicate.id }}
                className="font-semibold text-brand-800 underline hover:text-brand-900"
              >
                {formatReference(duplicate.reference)}
              </RouteLink>{' '}
              · {duplicate.status} · {duplicate.distanceMetres} m away
              <span className="block text-slate-700 wrap-anywhere">{duplicate.address}</span>
              {actions?.(duplicate)}
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}
