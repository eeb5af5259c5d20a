/**
 * GET /api/staff/stats (docs/api.md): the statistics screen's figures, computed by the store.
 * Not live: "Figures as of" says when they were counted, and the screen reads them again when
 * opened after a minute.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Category } from '#domain/requests/constants.ts';
import { getJson } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface StaffStats {
  generatedAt: string;
  /** The last months, oldest first: requests created in each, and requests finished in each. */
  months: { label: string; opened: number; closed: number }[];
  /** Every category: open now (New, In Progress) and finished (Resolved, Closed). */
  byCategory: { category: Category; open: number; closed: number }[];
  /** From submission to finishing, over every finished request. */
  resolveTime: { count: number; medianMs: number | null; p90Ms: number | null };
  open: number;
  overdue: number;
}

export const staffStatsQuery = queryOptions({
  queryKey: queryKeys.requests.staff.stats(),
  queryFn: () => getJson<StaffStats>('/api/staff/stats'),
  staleTime: 60_000,
});
