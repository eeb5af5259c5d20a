/**
 * Work completed and its review (docs/product.md#311-work-completed-and-review): the multipart
 * report of work done, and the manager's Resolve and Send back. Each answers with the updated
 * request, which goes into every cached view of it as the other changes do.
 */
import type { ReviewResolve } from '#domain/requests/work-completed.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { useRequestChange } from './request-detail-api.ts';

const one = api.api.staff.requests[':id'];

/** What the worker sends: the note, and a photo only when one was chosen (an absent field, never "undefined"). */
export interface WorkReport {
  note: string;
  photo: File | null;
}

/** @example useRecordWork(id).mutateAsync({ note: 'Filled the pothole', photo: null }) */
export const useRecordWork = (id: string) =>
  useRequestChange(({ note, photo }: WorkReport) =>
    readJson(one['work-completed'].$post({ param: { id }, form: photo ? { note, photo } : { note } })),
  );

/** @example useResolveReviewed(id).mutateAsync({ comment: 'Fixed.' }) */
export const useResolveReviewed = (id: string) =>
  useRequestChange((change: ReviewResolve) => readJson(one.review.resolve.$post({ param: { id }, json: change })));

/** @example useSendBack(id).mutateAsync('The cone is still there.') */
export const useSendBack = (id: string) =>
  useRequestChange((reason: string) => readJson(one.review['send-back'].$post({ param: { id }, json: { reason } })));
