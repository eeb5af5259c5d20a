/**
 * The follow feature's calls (docs/api.md#following-a-request): confirm or stop from a link in an
 * e-mail, and the submitter's private page (asking to follow is the track screen's,
 * FollowForm.tsx). Every call carries the link's token in its body, never in a URL. Errors come
 * back as ApiError with the server's message. The page's forms run the changes in their own state
 * (the resident screens keep off TanStack's mutations for their JavaScript budget), and
 * `useFollowUpData` says what a change does to `followUpQuery`'s data.
 */
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { api, readJson, type SuccessData } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

const follow = api.api.follow;

export const confirmFollowing = (token: string) => readJson(follow.confirm.$post({ json: { token } }));

export const stopFollowing = (token: string) => readJson(follow.stop.$post({ json: { token } }));

const viewCall = (token: string) => follow.view.$post({ json: { token } });
/** What the private page shows: the public view of the request and what the submitter may do now. */
export type FollowUpView = SuccessData<Awaited<ReturnType<typeof viewCall>>>;

export const followUpQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.followUp.view(token),
    queryFn: () => readJson(viewCall(token)),
    // A link that does not work will not start working on a retry.
    retry: false,
  });

/**
 * What a change on the private page does to its data: the view the change answers with replaces
 * it; a refusal because the request changed meanwhile has it read again.
 */
export function useFollowUpData(token: string) {
  const queryClient = useQueryClient();
  const { queryKey } = followUpQuery(token);
  return {
    replace: (view: FollowUpView) => queryClient.setQueryData(queryKey, view),
    reread: () => queryClient.invalidateQueries({ queryKey }),
  };
}

/** Adds the submitter's text and/or photo to their open request. */
export const addInformation = (token: string, text: string, photo: File | null) =>
  readJson(follow.information.$post({ form: { token, text, ...(photo ? { photo } : {}) } }));

/** "Not fixed": reopens a request resolved in the last 14 days. */
export const reopenRequest = (token: string, note: string) => readJson(follow.reopen.$post({ json: { token, note } }));

/**
 * The bytes of a photo the submitter added (no public address has it), as an object URL the
 * caller revokes; null when it cannot be read.
 * @example const url = await addedPhotoUrl(token, 'photo-1.jpg');
 */
export async function addedPhotoUrl(token: string, fileName: string): Promise<string | null> {
  const res = await follow.photo.$post({ json: { token, fileName } });
  if (!res.ok) return null;
  return URL.createObjectURL(await res.blob());
}
