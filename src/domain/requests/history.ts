/**
 * The entries a request accumulates, with their exact texts (docs/product.md#311-changing-a-request
 * and #311-messages). Each builder takes the time explicitly so callers decide the clock and tests
 * can pin it. Entries go into lists on the request document, so their timestamps are written by the
 * server process, not by the store (a Firestore server timestamp cannot sit inside an array).
 */
import { RESIDENT_USER, SYSTEM_WARNING_USER, type Priority, type Status } from './constants.ts';
import type { AiTriage, Comment, HistoryEntry, InternalNote, NewServiceRequest } from './request-schemas.ts';

/** The staff member acting; `name` is what history shows to staff. */
export interface Actor {
  id: string;
  name: string;
}

const iso = (at: Date) => at.toISOString();
const entry = (action: string, actor: Actor, at: Date): HistoryEntry => ({
  timestamp: iso(at),
  action,
  user: actor.name,
  userId: actor.id,
});

/** @example submittedEntry(now) // { action: 'Request Submitted', user: 'Resident', userId: null, timestamp } */
export function submittedEntry(at: Date): HistoryEntry {
  return { timestamp: iso(at), action: 'Request Submitted', user: RESIDENT_USER, userId: null };
}

/** The start of a phone-intake request's first history action, and all the public sees of it. */
export const PHONE_SUBMITTED = 'Request submitted by phone';

/**
 * The first entry of a request staff filed for a caller (docs/product.md#311-phone-intake). Public
 * views show it without the name (publicAction).
 * @example phoneSubmittedEntry({ id: 'u1', name: 'Sam Lee' }, now).action
 * // 'Request submitted by phone (taken by Sam Lee)'
 */
export function phoneSubmittedEntry(takenBy: Actor, at: Date): HistoryEntry {
  return entry(`${PHONE_SUBMITTED} (taken by ${takenBy.name})`, takenBy, at);
}

/** @example statusChangedEntry('Resolved', actor, now).action // 'Status changed to Resolved' */
export function statusChangedEntry(status: Status, actor: Actor, at: Date): HistoryEntry {
  return entry(`Status changed to ${status}`, actor, at);
}

/** @example priorityChangedEntry('High', actor, now).action // 'Priority changed to High' */
export function priorityChangedEntry(priority: Priority, actor: Actor, at: Date): HistoryEntry {
  return entry(`Priority changed to ${priority}`, actor, at);
}

/** @example assignedEntry(null, actor, now).action // 'Assigned to Unassigned' */
export function assignedEntry(assigneeName: string | null, actor: Actor, at: Date): HistoryEntry {
  return entry(`Assigned to ${assigneeName ?? 'Unassigned'}`, actor, at);
}

export function commentAddedEntry(actor: Actor, at: Date): HistoryEntry {
  return entry('Public comment added', actor, at);
}

export function noteAddedEntry(actor: Actor, at: Date): HistoryEntry {
  return entry('Internal note added', actor, at);
}

/** A public comment or an internal note by a staff member (same shape; different lists). */
export function staffText(text: string, actor: Actor, at: Date): Comment {
  return { timestamp: iso(at), text, user: actor.name, userId: actor.id };
}

/** A note the system writes itself; no user id, since no one acted. */
function systemNote(text: string, at: Date): InternalNote {
  return { timestamp: iso(at), text, user: SYSTEM_WARNING_USER, userId: null };
}

/**
 * The note left when an e-mail about the request was not sent because its recipient had reached
 * the hourly cap (docs/product.md#311-notifications). It names neither the recipient nor their
 * address, so every role that reads internal notes may see it.
 * @example mailCappedNote('Update: AbC', 10, now).text
 * // 'E-mail not sent: its recipient has already been sent 10 e-mails in the last hour (the limit). Subject: "Update: AbC".'
 */
export function mailCappedNote(subject: string, limit: number, at: Date): InternalNote {
  return systemNote(
    `E-mail not sent: its recipient has already been sent ${limit} e-mails in the last hour (the limit). Subject: "${subject}".`,
    at,
  );
}

/**
 * The note left when a photo could not be stored; the request is saved with imageUrl null.
 * @example photoUploadFailedNote('disk full', now).text
 * // 'PHOTO ISSUE: Photo Upload Failed: disk full. Image URL is null.'
 */
export function photoUploadFailedNote(message: string, at: Date): InternalNote {
  return systemNote(`PHOTO ISSUE: Photo Upload Failed: ${message}. Image URL is null.`, at);
}

/**
 * The note left when photo analysis fails. Its author is the same system author as the upload
 * warning, so staff see one kind of automatic warning.
 * @example photoAnalysisFailedNote('timeout', now).text // 'AI Photo Analysis Failed: timeout. Staff review needed.'
 */
export function photoAnalysisFailedNote(message: string, at: Date): InternalNote {
  return systemNote(`AI Photo Analysis Failed: ${message}. Staff review needed.`, at);
}

/**
 * The triage the request gets when the AI call fails (docs/product.md#311-what-happens-on-submit).
 * @example triageFallback('timeout').reasoning // 'AI analysis failed: timeout. Defaulting to Medium.'
 */
export function triageFallback(message: string): AiTriage {
  return {
    suggestedPriority: 'Medium',
    suggestedDepartment: 'Public Works',
    estimatedResponseTime: '3-5 business days',
    reasoning: `AI analysis failed: ${message}. Defaulting to Medium.`,
    source: 'fallback',
  };
}

/**
 * What a resident's submission decides; everything else about a new request is fixed
 * (docs/product.md#311-what-happens-on-submit).
 */
type SubmittedFields = Pick<NewServiceRequest, 'id' | 'category' | 'description' | 'address' | 'location' | 'dueAt'> &
  Partial<
    Pick<NewServiceRequest, 'imageUrl' | 'priority' | 'internalNotes' | 'aiTriage' | 'aiPhotoAnalysis' | 'language'>
  >;

/**
 * A request as it is first written (the store adds createdAt and lastUpdatedAt): status New, unassigned, no comments, and the one history
 * entry 'Request Submitted' by Resident, or, when staff took it by phone, phoneSubmittedEntry. Priority is Medium unless triage chose one.
 * @example newRequest({ id, category: 'Graffiti', description, address, location }, now).status // 'New'
 */
export function newRequest(fields: SubmittedFields, at: Date, takenBy?: Actor): NewServiceRequest {
  return {
    imageUrl: null,
    priority: 'Medium',
    internalNotes: [],
    aiTriage: null,
    aiPhotoAnalysis: null,
    language: 'en',
    ...fields,
    status: 'New',
    assignedDepartment: null,
    assignedTo: null,
    history: [takenBy ? phoneSubmittedEntry(takenBy, at) : submittedEntry(at)],
    comments: [],
    hiddenDescription: null,
    hiddenPhoto: null,
    descriptionTranslation: null,
    mergedInto: null,
    mergeRecord: null,
    workCompleted: null,
    reviewPending: false,
  };
}
