/**
 * What staff do with one request (docs/product.md#311-staff-portal and #311-changing-a-request):
 * read it, its submitter info, and the changes that each append their history entry (the list,
 * the dashboard and the export are in staff-list.ts and request-export.ts). The change itself is one atomic store update (request-changes.ts) that also sets
 * lastUpdatedAt.
 * Notifying the submitter happens after the change is stored and can never undo or fail it.
 */
import type { Priority, Status } from '#domain/requests/constants.ts';
import type { Actor } from '#domain/requests/history.ts';
import {
  assignmentChange,
  commentChange,
  noteChange,
  priorityChange,
  statusChange,
  type RequestChange,
} from '#domain/requests/request-changes.ts';
import type { ServiceRequest, StaffProfile, SubmitterInfo } from '#domain/requests/request-schemas.ts';
import type { Logger } from '../logger.ts';
import type { RequestStore, StaffStore, SubmitterInfoStore } from '../storage/ports.ts';

/** The part of the Notifier these changes use: queue an e-mail or a text, never throwing. */
interface SubmitterNotifier {
  email(message: { to: string; subject: string; body: string; requestId?: string }): Promise<void>;
  text(message: { to: string; body: string; requestId?: string }): Promise<void>;
}

export interface StaffRequestDeps {
  stores: { requests: RequestStore; submitterInfo: SubmitterInfoStore; staff: StaffStore };
  notifier: SubmitterNotifier;
  clock: () => Date;
  logger: Logger;
}

/** Thrown for an assignee id that is no staff member. */
export class UnknownAssigneeError extends Error {
  override name = 'UnknownAssigneeError';
}

const updateSubject = (id: string) => `Update: ${id}`;
const statusUpdateText = (status: Status) => `Your request status has been updated to "${status}".`;
const commentAddedText = (text: string) => `A new public comment was added to your request: "${text}"`;

const actorOf = (staff: StaffProfile): Actor => ({ id: staff.id, name: staff.name });

export function oneRequest(deps: StaffRequestDeps, id: string): Promise<ServiceRequest | null> {
  return deps.stores.requests.get(id);
}

/** Null when the request or its submitter info does not exist. */
export async function submitterInfo(deps: StaffRequestDeps, id: string): Promise<SubmitterInfo | null> {
  return deps.stores.submitterInfo.get(id);
}

/** Queues the update e-mail, and the text when the submitter opted in and gave a phone. */
async function notifySubmitter(deps: StaffRequestDeps, requestId: string, body: string): Promise<void> {
  try {
    const info = await deps.stores.submitterInfo.get(requestId);
    if (!info) return;
    if (info.email.trim()) {
      await deps.notifier.email({ to: info.email, subject: updateSubject(requestId), body, requestId });
    }
    if (info.wantsTextAlerts && info.phone.trim()) await deps.notifier.text({ to: info.phone, body, requestId });
  } catch (error) {
    // The change is already stored; a lost notification is logged, never reported as a failed update.
    deps.logger.error(`Could not notify the submitter of request ${requestId}`, error);
  }
}

function apply(deps: StaffRequestDeps, id: string, change: RequestChange): Promise<ServiceRequest | null> {
  return deps.stores.requests.update(id, change);
}

/** Sets the status and tells the submitter. Null for an unknown request. */
export async function changeStatus(
  deps: StaffRequestDeps,
  id: string,
  status: Status,
  staff: StaffProfile,
): Promise<ServiceRequest | null> {
  const updated = await apply(deps, id, statusChange(status, actorOf(staff), deps.clock()));
  if (updated) await notifySubmitter(deps, id, statusUpdateText(status));
  return updated;
}

export function changePriority(
  deps: StaffRequestDeps,
  id: string,
  priority: Priority,
  staff: StaffProfile,
): Promise<ServiceRequest | null> {
  return apply(deps, id, priorityChange(priority, actorOf(staff), deps.clock()));
}

/** A deactivated member keeps what was assigned to them but takes nothing new. */
export const DEACTIVATED_ASSIGNEE_MESSAGE = 'That staff member is deactivated and cannot be assigned new requests.';

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
  const assignee = assigneeId === null ? null : await deps.stores.staff.getProfile(assigneeId);
  if (assigneeId !== null && !assignee) throw new UnknownAssigneeError('No staff member with that id.');
  if (assignee?.active === false) throw new UnknownAssigneeError(DEACTIVATED_ASSIGNEE_MESSAGE);
  return apply(deps, id, assignmentChange(assignee, actorOf(staff), deps.clock()));
}

export function addInternalNote(
  deps: StaffRequestDeps,
  id: string,
  text: string,
  staff: StaffProfile,
): Promise<ServiceRequest | null> {
  return apply(deps, id, noteChange(text, actorOf(staff), deps.clock()));
}

/** Adds a public comment and tells the submitter. */
export async function addPublicComment(
  deps: StaffRequestDeps,
  id: string,
  text: string,
  staff: StaffProfile,
): Promise<ServiceRequest | null> {
  const updated = await apply(deps, id, commentChange(text, actorOf(staff), deps.clock()));
  if (updated) await notifySubmitter(deps, id, commentAddedText(text));
  return updated;
}
