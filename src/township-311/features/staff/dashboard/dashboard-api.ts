/**
 * GET /api/staff/dashboard: the cards' counts, my open tasks and the 5 newest. Computed on the
 * server, so the live feed invalidates this key (`applyStaffChange`) rather than patching it.
 */
import { queryOptions } from '@tanstack/react-query';
import { api, readJson, type SuccessData } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const dashboardCall = () => api.api.staff.dashboard.$get();
/**
 * The reply (docs/api.md): each card's count, counted with the filter of the view the card opens;
 * at most 20 of my open tasks, due soonest first, and their total; the 5 newest.
 */
export type StaffDashboard = SuccessData<Awaited<ReturnType<typeof dashboardCall>>>;

export const staffDashboardQuery = queryOptions({
  queryKey: queryKeys.requests.staff.dashboard(),
  queryFn: () => readJson(dashboardCall()),
});
