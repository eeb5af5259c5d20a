/**
 * The staff list, a page of one view at a time (GET /api/staff/requests?{view}), and one request
 * with full data (GET /api/staff/requests/:id), kept live by the staff event stream: each event
 * carries the full changed request, which replaces its row in every cached page that holds it
 * (marked there when it left the page's view: live-list.ts), is counted by the views it newly
 * matches, and becomes that request's own query.
 * The dashboard is computed on the server, so it is refetched; so are the saved views' counts, at
 * most once every few seconds (saved-views-api.ts). The portal layout mounts
 * `useStaffLiveFeed()` once.
 */
import { keepPreviousData, queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, getJson, readJson, type SuccessData } from '../../lib/api-client.ts';
import { STAFF_LIVE_FEED, useLiveFeed } from '../../lib/live-feed.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { placeChange, type CachedListPage, type Viewer } from './live-list.ts';
import { scheduleCountsRefresh } from './saved-views/saved-views-api.ts';

const oneCall = (id: string) => api.api.staff.requests[':id'].$get({ param: { id } });
/** A request with everything staff may see: the detail screen's, and what live events carry. */
export type StaffRequest = SuccessData<Awaited<ReturnType<typeof oneCall>>>['request'];

/** Shown when the staff list of requests cannot be loaded (docs/product.md#311-messages). */
export const LOAD_REQUESTS_FAILED = 'Failed to load requests.';

/**
 * One page of a view; `search` is staffListSearch(view), the view's one query string. While the
 * next view loads, the last one stays on screen (no flash of "Loading" on each filter change).
 * @example useQuery(staffListQuery('?status=New'))
 */
export const staffListQuery = (search: string) =>
  queryOptions({
    queryKey: queryKeys.requests.staff.list(search),
    queryFn: () => getJson<CachedListPage>(`/api/staff/requests${search}`),
    placeholderData: keepPreviousData,
  });

export const staffRequestQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.requests.staff.detail(id),
    queryFn: () => readJson(oneCall(id)),
  });

/**
 * Puts one changed or new request into every cached view of it. The viewer tells which views it
 * matches ("assigned to me", "overdue" now): a new one is counted there, a changed one that no
 * longer matches is marked as left.
 * @example applyStaffChange(queryClient, request, { staffId: me.id, now: new Date() }) // a change this member made
 */
export function applyStaffChange(
  queryClient: QueryClient,
  request: StaffRequest,
  viewer: Viewer,
  event: 'created' | 'updated' = 'updated',
): void {
  for (const [key, page] of queryClient.getQueriesData<CachedListPage>({ queryKey: queryKeys.requests.staff.lists })) {
    const search = key[3];
    if (!page || typeof search !== 'string') continue;
    const next = placeChange(page, search, request, event, viewer);
    if (next !== page) queryClient.setQueryData(key, next);
  }
  queryClient.setQueryData(staffRequestQuery(request.id).queryKey, { request });
  // The dashboard's counts and lists, the map and the statistics are computed on the server.
  void queryClient.invalidateQueries({ queryKey: queryKeys.requests.staff.dashboard() });
}

/**
 * Forgets what live events added to a page (the arrived count) and reads it again: the "Show"
 * of a new-request announcement, and the "Update list" that drops the rows which left the view.
 */
export function reloadListPage(queryClient: QueryClient, search: string): Promise<void> {
  const queryKey = queryKeys.requests.staff.list(search);
  queryClient.setQueryData<CachedListPage>(queryKey, (old) => old && { ...old, arrived: 0 });
  return queryClient.invalidateQueries({ queryKey, exact: true });
}

/**
 * Subscribes to the staff live feed (stream or polled changes) while mounted; `staffId` is the
 * member the views are seen by ("me"). Returns whether the feed has started: the portal's screens
 * read only then, so a request submitted between a screen's read and the feed's start is not missed.
 */
export function useStaffLiveFeed(staffId: string): boolean {
  const queryClient = useQueryClient();
  return useLiveFeed(STAFF_LIVE_FEED, {
    onChange: (event, data) => {
      if (data && typeof data === 'object' && 'id' in data) {
        applyStaffChange(queryClient, data as StaffRequest, { staffId, now: new Date() }, event);
        scheduleCountsRefresh(queryClient);
      }
    },
    onOpen: () => {
      // Events missed while disconnected may have changed any request or assignment.
      void queryClient.invalidateQueries({ queryKey: queryKeys.requests.staff.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.staffUsers.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.savedViews.counts() });
    },
  });
}
