/**
 * GET /api/staff/dashboard: counts, my open tasks and the 5 newest. Computed on the server, so the
 * live feed invalidates this key (`applyStaffChange`) rather than patching it.
 */
import { queryOptions } from '@tanstack/react-query';
import { api, readJson, type SuccessData } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const dashboardCall = () => api.api.staff.dashboard.$get();
export type StaffDashboard = SuccessData<Awaited<ReturnType<typeof dashboardCall>>>;

export const staffDashboardQuery = queryOptions({
  queryKey: queryKeys.requests.staff.dashboard(),
  queryFn: () => readJson(dashboardCall()),
});

/**
 * The greeting's first name: the first word of the member's name.
 * @example firstName('Avery Admin') // 'Avery'
 */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}
