/**
 * The merge panel's calls (docs/product.md#311-merging-duplicates): the preview of the original,
 * the merge and its undo, and the requests merged into one. A merge or undo answers with the
 * duplicate, which goes into every cached staff view of it; the original's list of merged requests
 * and the residents' views are read again.
 */
import { queryOptions } from '@tanstack/react-query';
import { api, readJson, type SuccessData } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useRequestChange } from './request-detail-api.ts';

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

/** Every cached list of merged requests: a merge or undo changes the original's. */
const MERGED_LISTS = ['requests', 'staff', 'merged'] as const;

export const useMerge = (id: string) =>
  useRequestChange((into: string) => readJson(one.merge.$post({ param: { id }, json: { into } })), MERGED_LISTS);
export const useUnmerge = (id: string) =>
  useRequestChange(() => readJson(one.unmerge.$post({ param: { id } })), MERGED_LISTS);
