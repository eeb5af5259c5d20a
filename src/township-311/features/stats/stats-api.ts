/** GET /api/stats (docs/api.md): the public figures, counts only, no request's details. */
import { api, readJson, type SuccessData } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import type { ResidentRead } from '../../lib/resident-reads.ts';

const statsCall = () => api.api.stats.$get();
/** By month and by category, and the median time to resolve (null when none is resolved yet). */
export type PublicStats = SuccessData<Awaited<ReturnType<typeof statsCall>>>;

export const publicStatsRead: ResidentRead<PublicStats> = {
  key: queryKeys.requests.public.stats(),
  read: () => readJson(statsCall()),
  staleMs: 5 * 60_000,
};
