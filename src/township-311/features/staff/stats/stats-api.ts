/**
 * GET /api/staff/stats (docs/api.md): the statistics screen's figures, computed by the store.
 * Not live: "Figures as of" says when they were counted, and the screen reads them again when
 * opened after a minute.
 */
import { queryOptions } from '@tanstack/react-query';
import { api, readJson, type SuccessData } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const statsCall = () => api.api.staff.stats.$get();
/**
 * The last 12 months, oldest first (requests created and finished in each), every category (open
 * now and finished), the time to resolve (median, 90th percentile, over how many), open and overdue,
 * and the workload per department and per assignee over the same months.
 */
export type StaffStats = SuccessData<Awaited<ReturnType<typeof statsCall>>>;

export const staffStatsQuery = queryOptions({
  queryKey: queryKeys.requests.staff.stats(),
  queryFn: () => readJson(statsCall()),
  staleTime: 60_000,
});
