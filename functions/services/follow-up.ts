/**
 * The submitter's private follow-up page (docs/product.md#311-the-submitters-private-link),
 * reached with the token of the link in their confirmation e-mail: the request as the public sees
 * it and what they may do now; adding information or a photo while it is open; saying "not fixed"
 * within 14 days of its resolution, which reopens it and tells its followers.
 */
import { REOPENED_STATUS } from '#domain/requests/follow-up-messages.ts';
import { followUpState, informationChange, reopenChange, type FollowUpState } from '#domain/requests/follow-up.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { isAddedPhoto } from '#domain/requests/resident-additions.ts';
import { toSubmitterRequest, type SubmitterRequest } from '#domain/requests/submitter-view.ts';
import { usableToken, type FollowDeps } from './follow.ts';
import type { PreparedPhoto } from './prepare-photo.ts';
import { announceUpdate } from './request-updates.ts';
import { noticeResidentFollowUp } from './staff-notices.ts';

export interface FollowUpView {
  request: SubmitterRequest;
  state: FollowUpState;
}

/**
 * Why a follow-up action was refused. `changed`: the request was as the action needs when read,
 * but no longer at the write (another "not fixed" press, or a staff change, came in between).
 */
export type FollowUpRefusal =
  'invalid' | 'expired' | 'not-open' | 'too-many' | 'empty' | 'not-resolved' | 'too-late' | 'closed' | 'changed';

export type FollowUpResult = { ok: true; view: FollowUpView } | { ok: false; reason: FollowUpRefusal };

/** Whether the request takes another addition from the submitter. */
const takesAdditions = (state: FollowUpState) => state.kind === 'open' && state.additionsLeft > 0;

function viewOf(request: ServiceRequest, now: Date): FollowUpView {
  return { request: toSubmitterRequest(request), state: followUpState(request, now) };
}

/** The request a follow-up token is for, or why there is none. */
async function requestOf(
  deps: FollowDeps,
  token: string,
): Promise<{ ok: true; request: ServiceRequest } | { ok: false; reason: 'invalid' | 'expired' }> {
  const found = await usableToken(deps, token, 'follow-up');
  if (!found.ok) return found;
  const request = await deps.stores.requests.get(found.token.requestId);
  return request ? { ok: true, request } : { ok: false, reason: 'invalid' };
}

/** What the private page shows. */
export async function followUpView(deps: FollowDeps, token: string): Promise<FollowUpResult> {
  const found = await requestOf(deps, token);
  return found.ok ? { ok: true, view: viewOf(found.request, deps.clock()) } : found;
}

/**
 * Adds the submitter's text and/or photo to an open request: a note for staff by Resident and a
 * public history line. The photo has been through the submission's pipeline (prepare-photo.ts).
 */
export async function addInformation(
  deps: FollowDeps,
  token: string,
  text: string,
  photo: PreparedPhoto | undefined,
): Promise<FollowUpResult> {
  const found = await requestOf(deps, token);
  if (!found.ok) return found;
  const { request } = found;
  const state = followUpState(request, deps.clock());
  if (state.kind !== 'open') return { ok: false, reason: 'not-open' };
  if (!takesAdditions(state)) return { ok: false, reason: 'too-many' };
  if (!text && !photo) return { ok: false, reason: 'empty' };
  const photoUrl = photo
    ? (await deps.stores.photos.put(request.id, photo.fileName, photo.bytes, photo.contentType)).url
    : null;
  const now = deps.clock();
  // Checked again inside the write: two additions at once cannot pass the limit, nor one reach a request just resolved.
  let outcome;
  try {
    outcome = await deps.stores.requests.updateIf(request.id, informationChange(text, photoUrl, now), (current) =>
      takesAdditions(followUpState(current, now)),
    );
  } catch (failure) {
    if (photo) await forgetPhoto(deps, request.id, photo.fileName);
    throw failure;
  }
  // A photo no note names would be an orphan: nobody could see it, yet it would stay stored.
  if ((!outcome || !outcome.applied) && photo) await forgetPhoto(deps, request.id, photo.fileName);
  if (!outcome) return { ok: false, reason: 'invalid' };
  if (!outcome.applied) return { ok: false, reason: 'changed' };
  await noticeResidentFollowUp(deps, outcome.request, 'information');
  return { ok: true, view: viewOf(outcome.request, deps.clock()) };
}

/** Deletes a photo whose write lost; a failure is logged, as the answer to the resident stands. */
async function forgetPhoto(deps: FollowDeps, requestId: string, fileName: string): Promise<void> {
  try {
    await deps.stores.photos.delete(requestId, fileName);
  } catch (error) {
    deps.logger.error(`Could not delete the unused photo ${fileName} of request ${requestId}`, error);
  }
}

/**
 * One photo the submitter added, for their private page: its bytes and type, or null when the
 * token is not valid or the name is not one of their additions to this request.
 * @example await submitterPhoto(deps, token, 'photo-1.jpg')
 */
export async function submitterPhoto(
  deps: FollowDeps,
  token: string,
  fileName: string,
): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  const found = await requestOf(deps, token);
  if (!found.ok || !isAddedPhoto(found.request, fileName)) return null;
  return deps.stores.photos.get(found.request.id, fileName);
}

/**
 * "Not fixed": reopens a request resolved at most 14 days ago, and tells its followers. The check
 * and the reopening are one conditional write, so of two presses at once (or a press and a staff
 * change) only one acts: the other is refused as `changed`, with one history line in all.
 */
export async function reopenRequest(deps: FollowDeps, token: string, note: string): Promise<FollowUpResult> {
  const found = await requestOf(deps, token);
  if (!found.ok) return found;
  const now = deps.clock();
  const state = followUpState(found.request, now);
  if (state.kind === 'open') return { ok: false, reason: 'not-resolved' };
  if (state.kind === 'too-late' || state.kind === 'closed') return { ok: false, reason: state.kind };
  const outcome = await deps.stores.requests.updateIf(
    found.request.id,
    reopenChange(note, now),
    (current) => followUpState(current, now).kind === 'resolved',
  );
  if (!outcome) return { ok: false, reason: 'invalid' };
  if (!outcome.applied) return { ok: false, reason: 'changed' };
  const updated = outcome.request;
  // The submitter asked for it, so only the followers are told.
  await announceUpdate(deps, updated, { kind: 'status', status: REOPENED_STATUS }, { submitter: false });
  await noticeResidentFollowUp(deps, updated, 'reopened');
  return { ok: true, view: viewOf(updated, deps.clock()) };
}
