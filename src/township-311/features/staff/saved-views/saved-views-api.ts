/**
 * Saved views through the typed client (docs/api.md#saved-views): the sidebar's list and its
 * counts (two queries, so a live change refreshes only the counts), and the three changes, each of
 * which reads both again once settled. Live changes refresh the counts through
 * `scheduleCountsRefresh`: at most one call per COUNTS_REFRESH_MS however many changes arrive.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SavedViewChange, SavedViewInput } from '#domain/requests/saved-views.ts';
import { api, readJson, type SuccessData } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { withMessage } from '../api-message.ts';
import { useStaffChange } from '../staff-change.ts';

export const LOAD_SAVED_VIEWS_FAILED = 'Saved views could not be loaded.';
export const SAVE_VIEW_FAILED = 'Failed to save the view.';
export const CHANGE_VIEW_FAILED = 'Failed to change the view.';
export const DELETE_VIEW_FAILED = 'Failed to delete the view.';
/** The shortest time between two refreshes of the counts caused by live changes. */
export const COUNTS_REFRESH_MS = 10_000;

const views = api.api.staff['saved-views'];
const listCall = () => views.$get();
export type SavedViewItem = SuccessData<Awaited<ReturnType<typeof listCall>>>['own'][number];

export const savedViewsQuery = queryOptions({
  queryKey: queryKeys.savedViews.list(),
  queryFn: () => readJson(listCall()),
});

export const savedViewCountsQuery = queryOptions({
  queryKey: queryKeys.savedViews.counts(),
  queryFn: () => readJson(views.counts.$get()),
});

const createView = (input: SavedViewInput) => withMessage(readJson(views.$post({ json: input })), SAVE_VIEW_FAILED);
const changeView = ({ id, change }: { id: string; change: SavedViewChange }) =>
  withMessage(readJson(views[':id'].$post({ param: { id }, json: change })), CHANGE_VIEW_FAILED);
const deleteView = (id: string) => withMessage(readJson(views[':id'].$delete({ param: { id } })), DELETE_VIEW_FAILED);

export const useCreateSavedView = () => useStaffChange(createView, queryKeys.savedViews.all);
export const useChangeSavedView = () => useStaffChange(changeView, queryKeys.savedViews.all);
export const useDeleteSavedView = () => useStaffChange(deleteView, queryKeys.savedViews.all);

const pending = new WeakMap<QueryClient, ReturnType<typeof setTimeout>>();

/**
 * Reads the counts again COUNTS_REFRESH_MS after the first live change that finds none waiting:
 * a storm of changes costs one call, and the counts are never more than that late.
 * @example scheduleCountsRefresh(queryClient) // on every staff live event
 */
export function scheduleCountsRefresh(queryClient: QueryClient, delay = COUNTS_REFRESH_MS): void {
  if (pending.has(queryClient)) return;
  pending.set(
    queryClient,
    setTimeout(() => {
      pending.delete(queryClient);
      void queryClient.invalidateQueries({ queryKey: queryKeys.savedViews.counts() });
    }, delay),
  );
}
