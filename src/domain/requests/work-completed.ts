/**
 * Work completed and review (docs/product.md#311-work-completed-and-review): the assignee records
 * that the work is done, with a note and an optional photo, which flags the request for review
 * without changing its status; a manager then resolves it (a status change with its closing
 * comment) or sends the work back with a reason. Inputs, messages, history texts and the atomic
 * changes, shared by the server and the portal.
 */
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { closingStatusChange, combinedChange, noteChange, type RequestChange } from './request-changes.ts';
import type { Actor } from './history.ts';
import type { ServiceRequest } from './request-schemas.ts';
import { requiredText } from './required-text.ts';
import { CLOSING_MESSAGES, commentTextSchema, skipReasonSchema } from './staff-input.ts';

// zod/mini installs no English messages of its own (see staff-input.ts).
z.config(en());

/** The longest work note: a crew's account of what was done, like a staff note. */
export const MAX_WORK_NOTE_LENGTH = 2000;
/** The longest reason for sending work back. */
export const MAX_SEND_BACK_REASON_LENGTH = 500;

export const WORK_MESSAGES = {
  noteRequired: 'Please describe the work that was done.',
  noteTooLong: `The note must be at most ${MAX_WORK_NOTE_LENGTH} characters.`,
  reasonRequired: 'Please give a reason for sending the work back.',
  reasonTooLong: `The reason must be at most ${MAX_SEND_BACK_REASON_LENGTH} characters.`,
  notAssignee: 'Only the staff member assigned to this request, or a manager, can record the work as completed.',
  finished: 'This request is already resolved or closed, so no work can be recorded on it.',
  alreadyPending: 'Work on this request is already awaiting review.',
  notPending: 'No completed work is awaiting review on this request.',
  workerHint:
    'Status changes are made by managers. When the work is done, record it here and a manager will review it.',
  recorded: 'Work recorded as completed. A manager will review it.',
  resolved: 'Request resolved.',
  sentBack: 'Work sent back. The reason is kept as an internal note.',
} as const;

/** The statuses on which no work can be recorded. */
const FINISHED_STATUSES: readonly string[] = ['Resolved', 'Closed'];

/** The note field of "Work completed" (the photo travels beside it in the same form). */
export const workNoteSchema = requiredText(MAX_WORK_NOTE_LENGTH, {
  required: WORK_MESSAGES.noteRequired,
  tooLong: WORK_MESSAGES.noteTooLong,
});

export const workCompletedInputSchema = z.object({ note: workNoteSchema });

/** POST .../review/send-back. */
export const sendBackSchema = z.object({
  reason: requiredText(MAX_SEND_BACK_REASON_LENGTH, {
    required: WORK_MESSAGES.reasonRequired,
    tooLong: WORK_MESSAGES.reasonTooLong,
  }),
});

/** POST .../review/resolve: the closing comment, or the reason it is skipped; one of them, not both. */
export const reviewResolveSchema = z
  .object({ comment: z.optional(commentTextSchema), skipReason: z.optional(skipReasonSchema) })
  .check(
    z.refine((change) => change.comment !== undefined || change.skipReason !== undefined, {
      message: CLOSING_MESSAGES.commentOrReason,
      path: ['comment'],
    }),
    z.refine((change) => change.comment === undefined || change.skipReason === undefined, {
      message: CLOSING_MESSAGES.notBoth,
      path: ['skipReason'],
    }),
  );
export type ReviewResolve = z.output<typeof reviewResolveSchema>;

/** What the history says, for staff, and what the public reads instead (no name, no note). */
const WORK_COMPLETED_BY = 'Work completed by ';
const WORK_SENT_BACK_BY = 'Work sent back by ';
export const PUBLIC_WORK_COMPLETED = 'Work completed, awaiting review';
export const PUBLIC_WORK_SENT_BACK = 'Work sent back for more work after review';
/** The start of the internal note a send-back leaves, which the assignee reads. */
export const SENT_BACK_NOTE_PREFIX = 'Work sent back: ';

/**
 * Why a staff member may not record work completed now, or null when they may. Managers and above
 * (manageRequest) may record it for anyone; a worker only on a request assigned to them.
 * @example workCompletedRefusal(request, { id: 'u9', canManage: false }) // 'notAssignee' unless u9 is the assignee
 */
export function workCompletedRefusal(
  request: Pick<ServiceRequest, 'status' | 'assignedTo' | 'reviewPending'>,
  staff: { id: string; canManage: boolean },
): 'notAssignee' | 'finished' | 'alreadyPending' | null {
  if (!staff.canManage && request.assignedTo !== staff.id) return 'notAssignee';
  if (FINISHED_STATUSES.includes(request.status)) return 'finished';
  if (request.reviewPending) return 'alreadyPending';
  return null;
}

const entry = (action: string, actor: Actor, at: Date) => ({
  timestamp: at.toISOString(),
  action,
  user: actor.name,
  userId: actor.id,
});

/**
 * Records the work: the report kept on the request, the review flag set, one history entry.
 * @example workCompletedChange('Filled the pothole', null, actor, now).history?.[0]?.action // 'Work completed by Sam Lee'
 */
export function workCompletedChange(note: string, photo: string | null, actor: Actor, at: Date): RequestChange {
  return {
    set: {
      workCompleted: { timestamp: at.toISOString(), user: actor.name, userId: actor.id, note, photo },
      reviewPending: true,
    },
    history: [entry(`${WORK_COMPLETED_BY}${actor.name}`, actor, at)],
  };
}

/**
 * Sends the work back: the flag cleared, a history entry, and the reason as an internal note.
 * @example sendBackChange('Cone left behind', actor, now).internalNotes?.[0]?.text // 'Work sent back: Cone left behind'
 */
export function sendBackChange(reason: string, actor: Actor, at: Date): RequestChange {
  return combinedChange([
    { set: { reviewPending: false }, history: [entry(`${WORK_SENT_BACK_BY}${actor.name}`, actor, at)] },
    noteChange(`${SENT_BACK_NOTE_PREFIX}${reason}`, actor, at),
  ]);
}

/**
 * Resolves reviewed work: the status change with its closing comment (closingStatusChange), and
 * the flag cleared, as one update.
 * @example reviewResolveChange({ comment: 'Fixed.' }, actor, now).set // { status: 'Resolved', reviewPending: false }
 */
export function reviewResolveChange(change: ReviewResolve, actor: Actor, at: Date): RequestChange {
  return combinedChange([
    closingStatusChange({ status: 'Resolved', ...change }, actor, at),
    { set: { reviewPending: false } },
  ]);
}

/**
 * A work history action as the public reads it: no staff name.
 * @example publicWorkAction('Work completed by Sam Lee') // 'Work completed, awaiting review'
 * @example publicWorkAction('Status changed to New') // 'Status changed to New'
 */
export function publicWorkAction(action: string): string {
  if (action.startsWith(WORK_COMPLETED_BY)) return PUBLIC_WORK_COMPLETED;
  if (action.startsWith(WORK_SENT_BACK_BY)) return PUBLIC_WORK_SENT_BACK;
  return action;
}
