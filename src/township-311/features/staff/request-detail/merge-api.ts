/**
 * The merge panel's calls (docs/product.md#311-merging-duplicates): the preview of the original,
 * the merge and its undo, and the requests merged into one. A merge or undo answers with the
 * duplicate, which goes into every cached staff view of it; the original's list of merged requests
 * and the residents' views are read again.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readJson, type SuccessData } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { invalidateResidentReads } from '../../../lib/resident-reads.ts';
import { useStaffProfile } from '../staff-profile.ts';
import { applyStaffChange } from '../staff-requests-api.ts';

const one = api.api.staff.requests[':id'];
const mergedCall = (id: string) => one.merged.$get({ param: { id } });
export type MergedList = SuccessData<Awaited<ReturnType<typeof mergedCall>>>;

export const MERGE_FAILED = 'The merge could not be made. Please try again.';
export const UNMERGE_FAILED = 'The merge could not be undone. Please try again.';

/** The requests merged into request `id`. */
export const mergedListQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.requests.staff.merged(id), queryFn: () => readJson(mergedCall(id)) });

/** The original a merge of `id` into `into` would go into, or the server's refusal (an ApiError). */
export const previewMerge = (id: string, into: string) => readJson(one.merge.$get({ param: { id }, query: { into } }));

/** A merge or undo of request `id`, whose reply updates it everywhere it is cached. */
function useMergeChange<T>(
  id: string,
  send: (value: T) => Promise<{ request: Parameters<typeof applyStaffChange>[1] }>,
) {
  const queryClient = useQueryClient();
  const { id: staffId } = useStaffProfile();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ request }) => {
      applyStaffChange(queryClient, request, { staffId, now: new Date() });
      void queryClient.invalidateQueries({ queryKey: ['requests', 'staff', 'merged'] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.requests.staff.detail(id) });
      invalidateResidentReads(queryKeys.requests.public.all);
    },
  });
}

export const useMerge = (id: string) =>
  useMergeChange(id, (into: string) => readJson(one.merge.$post({ param: { id }, json: { into } })));
export const useUnmerge = (id: string) => useMergeChange(id, () => readJson(one.unmerge.$post({ param: { id } })));
