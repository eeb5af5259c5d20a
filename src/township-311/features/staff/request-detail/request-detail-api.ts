/**
 * The detail screen's own calls: the staff list the assignee picker reads, the submitter's
 * private information, and the changes. Every change answers with the updated request,
 * which goes into every cached staff view of it at once (the live feed brings it again,
 * harmlessly); the residents' views of requests are marked stale.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Priority } from '#domain/requests/constants.ts';
import type { StatusChange } from '#domain/requests/staff-input.ts';
import type { HideablePart } from '#domain/requests/moderation.ts';
import { api, readJson, type SuccessData } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useStaffProfile } from '../staff-profile.ts';
import { applyStaffChange, type StaffRequest } from '../staff-requests-api.ts';
import { invalidateResidentReads } from '../../../lib/resident-reads.ts';

const submitterCall = (id: string) => api.api.staff.requests[':id'].submitter.$get({ param: { id } });
export type SubmitterInfo = SuccessData<Awaited<ReturnType<typeof submitterCall>>>['submitterInfo'];

export const UPDATE_FAILED = 'Update failed. Please try again.';
export const ADD_NOTE_FAILED = 'Failed to add note.';
export const ADD_COMMENT_FAILED = 'Failed to add comment.';
export const LOAD_SUBMITTER_FAILED = 'Failed to load submitter information.';
export const REQUEST_NOT_FOUND = 'No request found with that ID.';

export const submitterInfoQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.requests.staff.submitter(id),
    queryFn: () => readJson(submitterCall(id)),
  });

const one = api.api.staff.requests[':id'];

/** The calls behind each change, by the field they change. */
export const requestChanges = {
  status: (id: string, change: StatusChange) => readJson(one.status.$post({ param: { id }, json: change })),
  priority: (id: string, priority: Priority) => readJson(one.priority.$post({ param: { id }, json: { priority } })),
  assignee: (id: string, assignedTo: string | null) =>
    readJson(one.assignee.$post({ param: { id }, json: { assignedTo } })),
  note: (id: string, text: string) => readJson(one.notes.$post({ param: { id }, json: { text } })),
  comment: (id: string, text: string) => readJson(one.comments.$post({ param: { id }, json: { text } })),
  hide: (id: string, part: HideablePart, reason: string) =>
    readJson(one.hide.$post({ param: { id }, json: { part, reason } })),
  unhide: (id: string, part: HideablePart) => readJson(one.unhide.$post({ param: { id }, json: { part } })),
};

/**
 * Where staff open a request's photo: its public address, or while it is hidden from the public
 * the staff-only one (docs/api.md), which the public address no longer serves.
 * @example staffPhotoUrl(request) // '/api/staff/requests/AbCd…/photo' while hidden
 */
export function staffPhotoUrl(request: Pick<StaffRequest, 'id' | 'imageUrl' | 'hiddenPhoto'>): string | null {
  if (!request.imageUrl) return null;
  return request.hiddenPhoto ? `/api/staff/requests/${encodeURIComponent(request.id)}/photo` : request.imageUrl;
}

/**
 * Where staff read a photo the resident added later (it has no public address).
 * @example addedPhotoUrl('AbCd…', 'photo-1.jpg') // '/api/staff/requests/AbCd…/photos/photo-1.jpg'
 */
export function addedPhotoUrl(requestId: string, fileName: string): string {
  return `/api/staff/requests/${encodeURIComponent(requestId)}/photos/${encodeURIComponent(fileName)}`;
}

/**
 * A change whose reply updates the request everywhere it is cached, as the signed-in member sees
 * the views (a request just assigned elsewhere leaves their "Me" list).
 */
export function useRequestChange<T>(send: (value: T) => ReturnType<typeof requestChanges.status>) {
  const queryClient = useQueryClient();
  const { id: staffId } = useStaffProfile();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ request }) => {
      applyStaffChange(queryClient, request, { staffId, now: new Date() });
      invalidateResidentReads(queryKeys.requests.public.all);
    },
  });
}

/** The changes to request `id`, each a mutation of the one value it sends. */
/** A status change, with the closing comment or the reason for skipping it (docs/product.md#311-closing-comment). */
export const useStatusChange = (id: string) =>
  useRequestChange((change: StatusChange) => requestChanges.status(id, change));
export const usePriorityChange = (id: string) =>
  useRequestChange((priority: Priority) => requestChanges.priority(id, priority));
export const useAssigneeChange = (id: string) =>
  useRequestChange((assignedTo: string | null) => requestChanges.assignee(id, assignedTo));
export const useAddNote = (id: string) => useRequestChange((text: string) => requestChanges.note(id, text));
export const useAddComment = (id: string) => useRequestChange((text: string) => requestChanges.comment(id, text));
export const useHidePart = (id: string, part: HideablePart) =>
  useRequestChange((reason: string) => requestChanges.hide(id, part, reason));
export const useUnhidePart = (id: string, part: HideablePart) =>
  useRequestChange(() => requestChanges.unhide(id, part));
