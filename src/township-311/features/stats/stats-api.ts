/** GET /api/stats (docs/api.md): the public figures, counts only, no request's details. */
import { queryOptions } from '@tanstack/react-query';
import { api, readJson, type SuccessData } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

const statsCall = () => api.api.stats.$get();
/** By month and by category, and the median time to resolve (null when none is resolved yet). */
export type PublicStats = SuccessData<Awaited<ReturnType<typeof statsCall>>>;

export const publicStatsQuery = queryOptions({
  queryKey: queryKeys.requests.public.stats(),
  queryFn: () => readJson(statsCall()),
  staleTime: 5 * 60_000,
});
