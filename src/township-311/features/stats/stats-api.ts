/** GET /api/stats (docs/api.md): the public figures, counts only, no request's details. */
import { queryOptions } from '@tanstack/react-query';
import type { Category } from '#domain/requests/constants.ts';
import { getJson } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export interface PublicStats {
  generatedAt: string;
  months: { label: string; opened: number; closed: number }[];
  byCategory: { category: Category; open: number; closed: number }[];
  /** Median time from submission to resolution, null when none is resolved yet. */
  medianResolveMs: number | null;
}

export const publicStatsQuery = queryOptions({
  queryKey: queryKeys.requests.public.stats(),
  queryFn: () => getJson<PublicStats>('/api/stats'),
  staleTime: 5 * 60_000,
});
