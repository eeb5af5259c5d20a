/**
 * What staff do with one request (docs/product.md#311-staff-portal and #311-changing-a-request):
 * read it, its submitter info, and the changes that each append their history entry (the list,
 * the dashboard and the export are in staff-list.ts and request-export.ts). The change itself is one atomic store update (request-changes.ts) that also sets
 * lastUpdatedAt.
 * Notifying the submitter and the request's followers (request-updates.ts) happens after the
 * change is stored and can never undo or fail it.
 */
import type { Actor } from '#domain/requests/history.ts';
import { closingCommentAsked } from '#domain/requests/closing-comment.ts';
import {
  assignmentChange,
  closingStatusChange,
  combinedChange,
  commentChange,
  noteChange,
  priorityChange,
  type RequestChange,
} from '#domain/requests/request-changes.ts';
import type { ServiceRequest, StaffProfile, SubmitterInfo } from '#domain/requests/request-schemas.ts';
import type { StatusChange } from '#domain/requests/staff-input.ts';
import type { ConditionalUpdate, RequestStore, StaffStore } from '../storage/ports.ts';
import type { RequestUpdate } from '../notify/messages.ts';
import { announceUpdate, type UpdateDeps } from './request-updates.ts';
import { noticeAssigned, type StaffNoticeDeps } from './staff-notices.ts';
import { translateDescription } from './translate-description.ts';

export interface StaffRequestDeps extends UpdateDeps {
  stores: UpdateDeps['stores'] & StaffNoticeDeps['stores'] & { requests: RequestStore; staff: StaffStore };
  providers: UpdateDeps['providers'] & StaffNoticeDeps['providers'];
  clock: () => Date;
}

/** What else a stored change sets off for staff (their e-mails), after the public hears of it. */
type AfterChange<T> = (deps: StaffRequestDeps, request: ServiceRequest, value: T, staff: StaffProfile) => Promise<void>;

/** Thrown for an assignee id that is no staff member. */
export class UnknownAssigneeError extends Error {
  override name = 'UnknownAssigneeError';
}

const actorOf = (staff: StaffProfile): Actor => ({ id: staff.id, name: staff.name });

/**
 * The request as staff see it. One in another language still without its machine translation
 * (the model failed or was down when it came in) gets another try, in the background: the live
 * feed brings the translation to the screen when it is stored.
 */
export async function oneRequest(deps: StaffRequestDeps, id: string): Promise<ServiceRequest | null> {
  const request = await deps.stores.requests.get(id);
  if (request) void translateDescription(deps, request);
  return request;
}

/** Null when the request or its submitter info does not exist. */
export async function submitterInfo(deps: StaffRequestDeps, id: string): Promise<SubmitterInfo | null> {
  return deps.stores.submitterInfo.get(id);
}

/** A change that applies whatever state the request is in: every single change of the detail screen. */
const always = () => true;

/**
 * A staff change: stores the change `make` builds from the value, by `staff` at the deps' clock,
 * only if `condition` holds for the request inside the write (services/bulk-changes.ts passes
 * "not already so"), then, where `announce` says what the public hears of it, tells the submitter
 * and the followers. The answer is null for an unknown request.
 */
function conditionalChange<T>(
  make: (value: T, actor: Actor, at: Date) => RequestChange,
  announce?: (value: T) => RequestUpdate | readonly RequestUpdate[],
  after?: AfterChange<T>,
) {
  return async (
    deps: StaffRequestDeps,
    id: string,
    value: T,
    staff: StaffProfile,
    condition: (current: ServiceRequest) => boolean = always,
  ): Promise<ConditionalUpdate | null> => {
    const outcome = await deps.stores.requests.updateIf(id, make(value, actorOf(staff), deps.clock()), condition);
    if (outcome?.applied && announce) {
      // In order: a status change is heard before the closing comment that came with it.
      for (const update of [announce(value)].flat()) await announceUpdate(deps, outcome.request, update);
    }
    if (outcome?.applied && after) await after(deps, outcome.request, value, staff);
    return outcome;
  };
}

/** A change that always applies, answered with the updated request (null for an unknown one). */
function staffChange<T>(
  make: (value: T, actor: Actor, at: Date) => RequestChange,
  announce?: (value: T) => RequestUpdate | readonly RequestUpdate[],
  after?: AfterChange<T>,
) {
  const apply = conditionalChange(make, announce, after);
  return async (deps: StaffRequestDeps, id: string, value: T, staff: StaffProfile): Promise<ServiceRequest | null> =>
    (await apply(deps, id, value, staff))?.request ?? null;
}

/**
 * A status change with its closing comment (docs/product.md#311-closing-comment); finishing a
 * request ends any review of work on it (docs/product.md#311-work-completed-and-review), whether
 * one request is changed or many.
 */
function finishingStatusChange(change: StatusChange, actor: Actor, at: Date): RequestChange {
  const closing = closingStatusChange(change, actor, at);
  return closingCommentAsked(change.status) ? combinedChange([closing, { set: { reviewPending: false } }]) : closing;
}

/** What the public hears of a status change: the status, then the closing comment posted with it. */
const statusUpdates = (change: StatusChange): RequestUpdate[] => [
  { kind: 'status', status: change.status },
  ...(change.comment === undefined ? [] : [{ kind: 'comment', text: change.comment } as const]),
];

/**
 * Sets the status, with the public comment or the internal note of a closing comment
 * (docs/product.md#311-closing-comment) in the same atomic update, then tells the submitter and
 * the followers of the status and of the comment, in that order.
 */
export const changeStatus = staffChange(finishingStatusChange, statusUpdates);

/**
 * Tells the submitter and the followers of a stored status change, then of its public comment.
 * @example await announceStatusChange(deps, updated, { status: 'Resolved', comment: 'Fixed.' })
 */
export async function announceStatusChange(deps: StaffRequestDeps, updated: ServiceRequest, change: StatusChange) {
  for (const update of statusUpdates(change)) await announceUpdate(deps, updated, update);
}

/**
 * The status (with its closing comment), priority and assignment changes with a condition: the
 * same store write and the same messages as the single changes, for services/bulk-changes.ts.
 */
export const conditionalChanges = {
  status: conditionalChange(finishingStatusChange, statusUpdates),
  priority: conditionalChange(priorityChange),
  /** Without the assignee's e-mail: a bulk change sends one for all its requests (noticeManyAssigned). */
  assignee: conditionalChange(assignmentChange),
};

/** Sets the priority. */
export const changePriority = staffChange(priorityChange);

/** The new assignee hears of it (staff-notices.ts), from the single route and bulk changes alike. */
const storeAssignment = staffChange(assignmentChange, undefined, noticeAssigned);

/** A deactivated member keeps what was assigned to them but takes nothing new. */
const DEACTIVATED_ASSIGNEE_MESSAGE = 'That staff member is deactivated and cannot be assigned new requests.';

/**
 * The profile of the member to assign to, null to unassign. Throws UnknownAssigneeError for an id
 * that is no staff member, or one deactivated.
 * @example await assigneeProfile(deps, null) // null
 */
export async function assigneeProfile(deps: StaffRequestDeps, assigneeId: string | null): Promise<StaffProfile | null> {
  const assignee = assigneeId === null ? null : await deps.stores.staff.getProfile(assigneeId);
  if (assigneeId !== null && !assignee) throw new UnknownAssigneeError('No staff member with that id.');
  if (assignee?.active === false) throw new UnknownAssigneeError(DEACTIVATED_ASSIGNEE_MESSAGE);
  return assignee;
}

/**
 * Assigns to a staff member (copying their department onto the request) or, with null, unassigns.
 * Throws UnknownAssigneeError for an id that is no staff member.
 */
export async function changeAssignee(
  deps: StaffRequestDeps,
  id: string,
  assigneeId: string | null,
  staff: StaffProfile,
): Promise<ServiceRequest | null> {
  return storeAssignment(deps, id, await assigneeProfile(deps, assigneeId), staff);
}

/** Adds an internal note. Null for an unknown request. */
export const addInternalNote = staffChange(noteChange);

/** Adds a public comment and tells the submitter and the followers. */
export const addPublicComment = staffChange(commentChange, (text: string) => ({ kind: 'comment', text }));
