/**
 * Staff changes to a request, expressed as the one atomic update a store applies: fields to set
 * plus entries to append to the lists. Stores also set lastUpdatedAt on every update, so no
 * builder here carries it.
 */
import { skipNoteText } from './closing-comment.ts';
import type { Priority, Status } from './constants.ts';
import {
  assignedEntry,
  commentAddedEntry,
  noteAddedEntry,
  priorityChangedEntry,
  staffText,
  statusChangedEntry,
  type Actor,
} from './history.ts';
import type { Comment, HistoryEntry, InternalNote, ServiceRequest } from './request-schemas.ts';

/** Fields a change may set. */
type RequestFields = Partial<
  Pick<
    ServiceRequest,
    | 'status'
    | 'priority'
    | 'assignedTo'
    | 'assignedDepartment'
    | 'imageUrl'
    | 'aiTriage'
    | 'aiPhotoAnalysis'
    | 'hiddenDescription'
    | 'hiddenPhoto'
    | 'descriptionTranslation'
    | 'mergedInto'
    | 'mergeRecord'
    | 'workCompleted'
    | 'reviewPending'
  >
>;

/** One atomic update of a request document. */
export interface RequestChange {
  set?: RequestFields;
  history?: HistoryEntry[];
  comments?: Comment[];
  internalNotes?: InternalNote[];
}

/** @example statusChange('Resolved', actor, now) // { set: { status: 'Resolved' }, history: [...] } */
export function statusChange(status: Status, actor: Actor, at: Date): RequestChange {
  return { set: { status }, history: [statusChangedEntry(status, actor, at)] };
}

export function priorityChange(priority: Priority, actor: Actor, at: Date): RequestChange {
  return { set: { priority }, history: [priorityChangedEntry(priority, actor, at)] };
}

/**
 * Assigning copies the assignee's department onto the request; unassigning clears both.
 * @example assignmentChange({ id: 'u2', name: 'Sam', department: 'Engineering' }, actor, now).set
 * // { assignedTo: 'u2', assignedDepartment: 'Engineering' }
 */
export function assignmentChange(
  assignee: { id: string; name: string; department: string } | null,
  actor: Actor,
  at: Date,
): RequestChange {
  return {
    set: { assignedTo: assignee?.id ?? null, assignedDepartment: assignee?.department ?? null },
    history: [assignedEntry(assignee?.name ?? null, actor, at)],
  };
}

export function commentChange(text: string, actor: Actor, at: Date): RequestChange {
  return { comments: [staffText(text, actor, at)], history: [commentAddedEntry(actor, at)] };
}

export function noteChange(text: string, actor: Actor, at: Date): RequestChange {
  return { internalNotes: [staffText(text, actor, at)], history: [noteAddedEntry(actor, at)] };
}

/**
 * Several changes as one atomic update: fields set in order (a later one wins), list entries
 * appended in order.
 * @example combinedChange([statusChange('Resolved', actor, now), commentChange('Fixed.', actor, now)])
 */
export function combinedChange(changes: readonly RequestChange[]): RequestChange {
  const all = (pick: (change: RequestChange) => readonly unknown[] | undefined) =>
    changes.flatMap((change) => pick(change) ?? []);
  return {
    set: Object.assign({}, ...changes.map((change) => change.set ?? {})) as RequestFields,
    history: all((change) => change.history) as HistoryEntry[],
    comments: all((change) => change.comments) as Comment[],
    internalNotes: all((change) => change.internalNotes) as InternalNote[],
  };
}

/**
 * A status change with the public comment posted with it, or the internal note of why there is
 * none (docs/product.md#311-closing-comment), as one update.
 * @example closingStatusChange({ status: 'Closed', skipReason: 'Duplicate' }, actor, now).internalNotes?.[0]?.text
 * // 'Closed without a public comment. Reason: Duplicate'
 */
export function closingStatusChange(
  change: { status: Status; comment?: string | undefined; skipReason?: string | undefined },
  actor: Actor,
  at: Date,
): RequestChange {
  return combinedChange([
    statusChange(change.status, actor, at),
    ...(change.comment === undefined ? [] : [commentChange(change.comment, actor, at)]),
    ...(change.skipReason === undefined ? [] : [noteChange(skipNoteText(change.status, change.skipReason), actor, at)]),
  ]);
}
