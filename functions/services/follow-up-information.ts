/**
 * "Add information" from the submitter's private page with an uploaded photo, as the JSON route
 * and the form without JavaScript both take it: the link and the request's state first, so a photo
 * is only decoded for a request that takes it; then the photo through the submission's pipeline
 * (prepare-photo.ts); then the addition (follow-up.ts).
 */
import { addInformation, followUpView, type FollowUpResult } from './follow-up.ts';
import type { FollowDeps } from './follow.ts';
import { PhotoRejectedError, prepareUploadedPhoto } from './prepare-photo.ts';

/** A photo refused, with the status and message of its refusal. */
export interface PhotoRefusal {
  ok: false;
  reason: 'photo';
  status: PhotoRejectedError['status'];
  message: string;
}

/** @example await addInformationWithPhoto(deps, token, 'Bigger now', file) // { ok: true, view } */
export async function addInformationWithPhoto(
  deps: FollowDeps,
  token: string,
  text: string,
  photo: File | undefined,
): Promise<FollowUpResult | PhotoRefusal> {
  const before = await followUpView(deps, token);
  if (!before.ok || before.view.state.kind !== 'open')
    return { ok: false, reason: before.ok ? 'not-open' : before.reason };
  let prepared;
  if (photo && (photo.size > 0 || photo.name !== '')) {
    try {
      prepared = await prepareUploadedPhoto(photo);
    } catch (failure) {
      if (!(failure instanceof PhotoRejectedError)) throw failure;
      return { ok: false, reason: 'photo', status: failure.status, message: failure.message };
    }
  }
  return addInformation(deps, token, text, prepared);
}
