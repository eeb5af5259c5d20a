/**
 * Every request with full data (GET /api/staff/requests), kept live by the staff event stream:
 * each `created` or `updated` event puts the full request into the list and into that request's
 * own query, so the dashboard, the list and an open request detail all update without a reload.
 * The portal layout mounts `useStaffLiveFeed()` once.
 */
import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, readJson, type SuccessData } from '../../lib/api-client.ts';
import { useLiveFeed } from '../../lib/live-feed.ts';
import { queryKeys } from '../../lib/query-keys.ts';

const listCall = () => api.api.staff.requests.$get();
const oneCall = (id: string) => api.api.staff.requests[':id'].$get({ param: { id } });
type StaffRequestList = SuccessData<Awaited<ReturnType<typeof listCall>>>;
export type StaffRequest = StaffRequestList['requests'][number];

/** Shown when the staff list of requests cannot be loaded (docs/product.md#311-messages). */
export const LOAD_REQUESTS_FAILED = 'Failed to load requests.';

export const staffRequestsQuery = queryOptions({
  queryKey: queryKeys.requests.staff.list(),
  queryFn: () => readJson(listCall()),
});

export const staffRequestQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.requests.staff.detail(id),
    queryFn: () => readJson(oneCall(id)),
  });

/** Newest first by createdAt, as the API sends them. */
function byNewest(a: StaffRequest, b: StaffRequest): number {
  return b.createdAt < a.createdAt ? -1 : b.createdAt > a.createdAt ? 1 : 0;
}

/** Puts one changed or new request into every cached view of it. */
export function applyStaffChange(queryClient: QueryClient, request: StaffRequest): void {
  queryClient.setQueryData(staffRequestsQuery.queryKey, (old) => {
    if (!old) return old;
    const others = old.requests.filter((item) => item.id !== request.id);
    return { requests: [...others, request].sort(byNewest) };
  });
  queryClient.setQueryData(staffRequestQuery(request.id).queryKey, { request });
  // The dashboard's counts and lists are computed on the server: refetch them.
  void queryClient.invalidateQueries({ queryKey: queryKeys.requests.staff.dashboard() });
}

/** Subscribes to /api/staff/events while mounted. */
export function useStaffLiveFeed(): void {
  const queryClient = useQueryClient();
  useLiveFeed('/api/staff/events', {
    onChange: (_event, data) => {
      if (data && typeof data === 'object' && 'id' in data) applyStaffChange(queryClient, data as StaffRequest);
    },
    onOpen: () => {
      // Events missed while disconnected may have changed any request or assignment.
      void queryClient.invalidateQueries({ queryKey: queryKeys.requests.staff.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.staffUsers.all });
    },
  });
}
