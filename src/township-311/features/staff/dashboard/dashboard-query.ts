/**
 * GET /api/staff/dashboard: the cards' counts, my open tasks and the 5 newest. Computed on the
 * server, so the live feed invalidates this key (`applyStaffChange`) rather than patching it.
 */
import { queryOptions } from '@tanstack/react-query';
import type { StaffListItem } from '#domain/requests/staff-list-item.ts';
import type { DashboardCardKey } from '#domain/requests/staff-list-view.ts';
import { getJson } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The reply (docs/api.md): each card's count, counted with the filter of the view the card opens. */
export interface StaffDashboard {
  counts: Record<DashboardCardKey, number>;
  /** At most 20, due soonest first. */
  myOpenTasks: StaffListItem[];
  /** All of the member's open tasks. */
  myOpenTotal: number;
  recent: StaffListItem[];
}

export const staffDashboardQuery = queryOptions({
  queryKey: queryKeys.requests.staff.dashboard(),
  queryFn: () => getJson<StaffDashboard>('/api/staff/dashboard'),
});

/**
 * The greeting's first name: the first word of the member's name.
 * @example firstName('Avery Admin') // 'Avery'
 */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}
