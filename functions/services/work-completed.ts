/**
 * Work completed and review (docs/product.md#311-work-completed-and-review): the assignee (or a
 * manager) records the work done, which flags the request for review without changing its status;
 * a manager resolves it (the status change and its closing comment, as a single change makes them)
 * or sends it back. Each is one conditional store write, so two people acting at once cannot both
 * succeed; the checks run before a photo is decoded, so a refused report costs no image work.
 */
import { OPEN_STATUSES } from '#domain/requests/constants.ts';
import { can } from '#domain/requests/permissions.ts';
import type { RequestChange } from '#domain/requests/request-changes.ts';
import type { ServiceRequest, StaffProfile } from '#domain/requests/request-schemas.ts';
import {
  reviewResolveChange,
  sendBackChange,
  WORK_MESSAGES,
  workCompletedChange,
  workCompletedRefusal,
  type ReviewResolve,
} from '#domain/requests/work-completed.ts';
import type { PhotoStore } from '../storage/ports.ts';
import { PhotoRejectedError, prepareUploadedPhoto } from './prepare-photo.ts';
import { noticeWorkCompleted } from './staff-notices.ts';
import { announceStatusChange, type StaffRequestDeps } from './staff-requests.ts';

export interface WorkDeps extends StaffRequestDeps {
  stores: StaffRequestDeps['stores'] & { photos: PhotoStore };
}

/** A refusal the API answers with its status and message: 403 not the assignee, 409 the request's state, 413/415 the photo. */
export class WorkRefusedError extends Error {
  override name = 'WorkRefusedError';
  readonly status: 403 | 409 | 413 | 415;
  constructor(status: WorkRefusedError['status'], message: string) {
    super(message);
    this.status = status;
  }
}

const actorOf = (staff: StaffProfile) => ({ id: staff.id, name: staff.name });

function refusalFor(request: ServiceRequest, staff: StaffProfile): WorkRefusedError | null {
  const refusal = workCompletedRefusal(request, { id: staff.id, canManage: can(staff.role, 'manageRequest') });
  if (refusal === null) return null;
  return new WorkRefusedError(refusal === 'notAssignee' ? 403 : 409, WORK_MESSAGES[refusal]);
}

/**
 * Called once a work completion is stored: the managers of the request's department hear that it
 * awaits their review (docs/product.md#311-staff-e-mails). It never throws: the report is kept
 * whatever becomes of the e-mail.
 * @example await afterWorkCompleted(deps, request, worker)
 */
export function afterWorkCompleted(deps: WorkDeps, request: ServiceRequest, staff: StaffProfile): Promise<void> {
  return noticeWorkCompleted(deps, request, staff);
}

async function storedPhotoName(deps: WorkDeps, id: string, photo: File | undefined): Promise<string | null> {
  if (!photo || (photo.size === 0 && photo.name === '')) return null;
  try {
    const prepared = await prepareUploadedPhoto(photo);
    await deps.stores.photos.put(id, prepared.fileName, prepared.bytes, prepared.contentType);
    return prepared.fileName;
  } catch (failure) {
    if (failure instanceof PhotoRejectedError) throw new WorkRefusedError(failure.status, failure.message);
    throw failure;
  }
}

/**
 * Records the work as completed, with its note and optional photo. Null for an unknown request;
 * throws WorkRefusedError when the member may not, or the request's state does not allow it.
 * @example await recordWorkCompleted(deps, id, 'Filled the pothole', undefined, worker)
 */
export async function recordWorkCompleted(
  deps: WorkDeps,
  id: string,
  note: string,
  photo: File | undefined,
  staff: StaffProfile,
): Promise<ServiceRequest | null> {
  const request = await deps.stores.requests.get(id);
  if (!request) return null;
  const before = refusalFor(request, staff);
  if (before) throw before;
  const fileName = await storedPhotoName(deps, id, photo);
  const change = workCompletedChange(note, fileName, actorOf(staff), deps.clock());
  const outcome = await deps.stores.requests.updateIf(id, change, (current) => !refusalFor(current, staff));
  if (!outcome?.applied) {
    // Lost to another change meanwhile: the photo would be named by nothing, so it goes.
    if (fileName) await deps.stores.photos.delete(id, fileName).catch(() => undefined);
    if (!outcome) return null;
    throw refusalFor(outcome.request, staff) ?? new WorkRefusedError(409, WORK_MESSAGES.alreadyPending);
  }
  await afterWorkCompleted(deps, outcome.request, staff);
  return outcome.request;
}

/** Work awaits review on an open request. */
const awaitingReview = (request: ServiceRequest) => request.reviewPending && OPEN_STATUSES.includes(request.status);

/** A review's change, stored only while work awaits review: null for an unknown request, else 409. */
async function reviewChange(deps: WorkDeps, id: string, change: RequestChange): Promise<ServiceRequest | null> {
  const outcome = await deps.stores.requests.updateIf(id, change, awaitingReview);
  if (!outcome) return null;
  if (!outcome.applied) throw new WorkRefusedError(409, WORK_MESSAGES.notPending);
  return outcome.request;
}

/**
 * Resolves reviewed work: Resolved with its closing comment and the flag cleared, in one write, then
 * the submitter and followers are told as for a single status change. Null for an unknown request.
 * @example await resolveReviewed(deps, id, { comment: 'Fixed, thank you.' }, manager)
 */
export async function resolveReviewed(
  deps: WorkDeps,
  id: string,
  change: ReviewResolve,
  staff: StaffProfile,
): Promise<ServiceRequest | null> {
  const resolved = await reviewChange(deps, id, reviewResolveChange(change, actorOf(staff), deps.clock()));
  if (resolved) await announceStatusChange(deps, resolved, { status: 'Resolved', ...change });
  return resolved;
}

/**
 * Sends the work back with a reason (an internal note the assignee reads). Null for an unknown request.
 * @example await sendWorkBack(deps, id, 'The cone is still there.', manager)
 */
export const sendWorkBack = (deps: WorkDeps, id: string, reason: string, staff: StaffProfile) =>
  reviewChange(deps, id, sendBackChange(reason, actorOf(staff), deps.clock()));
