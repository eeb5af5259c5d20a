/**
 * What residents may see of a request (docs/product.md#311-public-data-and-privacy). Both views
 * are built field by field from an allow-list, never by removing private fields, so a field added
 * to the request document later stays private until someone adds it here on purpose.
 */
import { z } from 'zod';
import { HIDDEN_BY_STAFF, PUBLIC_STAFF_NAME, RESIDENT_USER } from './constants.ts';
import { PHONE_SUBMITTED } from './history.ts';
import { hiddenMark, publicModerationAction } from './moderation.ts';
import { publicWorkAction } from './work-completed.ts';
import {
  commentSchema,
  historyEntrySchema,
  serviceRequestSchema,
  type HistoryEntry,
  type ServiceRequest,
} from './request-schemas.ts';

const publicListItemSchema = serviceRequestSchema.pick({
  id: true,
  category: true,
  status: true,
  address: true,
  createdAt: true,
  lastUpdatedAt: true,
  location: true,
});

/**
 * Decimals of a public map point: four is about 11 m, as precise as the public address and no
 * more, so a resident who shared their location from home is not placed closer than that.
 */
const PUBLIC_POINT_DECIMALS = 4;
const roundDegrees = (value: number) => Number(value.toFixed(PUBLIC_POINT_DECIMALS));

const publicHistoryEntrySchema = historyEntrySchema.omit({ userId: true });
const publicCommentSchema = commentSchema.omit({ userId: true });

export const publicRequestSchema = publicListItemSchema.extend({
  /** The short reference (reference.ts), what a resident reads over the phone. */
  reference: serviceRequestSchema.shape.reference,
  /** HIDDEN_BY_STAFF while staff hide it (docs/product.md#311-moderation). */
  description: z.string(),
  descriptionHidden: z.boolean(),
  /** From the published response targets (docs/311-app.md#due-dates): the track screen's "Expected by". */
  dueAt: serviceRequestSchema.shape.dueAt,
  priority: serviceRequestSchema.shape.priority,
  /** Null while staff hide the photo. */
  imageUrl: z.string().nullable(),
  photoHidden: z.boolean(),
  history: z.array(publicHistoryEntrySchema),
  comments: z.array(publicCommentSchema),
  /**
   * The original this request was merged into as a duplicate, by its id (for the link) and its
   * reference (docs/product.md#311-merging-duplicates); null while it is not merged.
   */
  mergedInto: z
    .object({ id: serviceRequestSchema.shape.id, reference: serviceRequestSchema.shape.reference })
    .nullable(),
});

export type PublicListItem = z.infer<typeof publicListItemSchema>;
export type PublicRequest = z.infer<typeof publicRequestSchema>;

/**
 * Who acted, as residents see it. A staff id means a staff member, whatever their name says (a
 * staff member may well be called "Resident"), so it always shows as "Township Staff". Only an
 * entry no staff member wrote (no id) and written as the resident's is "Resident"; one the system
 * wrote shows as the township's.
 * @example publicUserName({ user: 'Resident', userId: 'staff-7' }) // 'Township Staff'
 * @example publicUserName({ user: 'Resident', userId: null }) // 'Resident'
 */
export function publicUserName(entry: Pick<HistoryEntry, 'user' | 'userId'>): string {
  return entry.userId === null && entry.user === RESIDENT_USER ? RESIDENT_USER : PUBLIC_STAFF_NAME;
}

/**
 * Actions that name a staff member or a moderation reason, as residents see them: "Assigned to
 * {name}" shows the assignee as "Township Staff" like every other staff name (unassigning stays
 * as it is), a phone intake leaves out who took the call, hiding leaves out the reason, and work
 * completed or sent back leaves out who (work-completed.ts).
 * @example publicAction('Assigned to Sam Lee') // 'Assigned to Township Staff'
 * @example publicAction('Request submitted by phone (taken by Sam Lee)') // 'Request submitted by phone'
 */
export function publicAction(action: string): string {
  if (/^Assigned to (?!Unassigned$)/.test(action)) return `Assigned to ${PUBLIC_STAFF_NAME}`;
  if (action.startsWith(`${PHONE_SUBMITTED} (`)) return PHONE_SUBMITTED;
  return publicWorkAction(publicModerationAction(action));
}

/** Newest first; entries with the same timestamp keep "later appended comes first". */
function newestFirst<T extends { timestamp: string }>(items: readonly T[]): T[] {
  return [...items].reverse().sort((a, b) => (a.timestamp < b.timestamp ? 1 : a.timestamp > b.timestamp ? -1 : 0));
}

/**
 * A row of the public list.
 * @example toPublicListItem(request) // { id, category, status, address, createdAt, lastUpdatedAt, location }
 */
export function toPublicListItem(request: ServiceRequest): PublicListItem {
  return {
    id: request.id,
    category: request.category,
    status: request.status,
    address: request.address,
    createdAt: request.createdAt,
    lastUpdatedAt: request.lastUpdatedAt,
    location: request.location
      ? { lat: roundDegrees(request.location.lat), lng: roundDegrees(request.location.lng) }
      : null,
  };
}

/**
 * The single-request lookup: the list fields plus description, due date, priority, photo, history
 * and public comments, both newest first and anonymised. Comments are anonymised the same way as
 * history, since a staff name on a comment would undo it. A description staff hid reads
 * HIDDEN_BY_STAFF and a hidden photo has no URL (docs/product.md#311-moderation).
 */
export function toPublicRequest(request: ServiceRequest): PublicRequest {
  const descriptionHidden = hiddenMark(request, 'description') !== null;
  const photoHidden = hiddenMark(request, 'photo') !== null;
  return {
    ...toPublicListItem(request),
    reference: request.reference,
    description: descriptionHidden ? HIDDEN_BY_STAFF : request.description,
    descriptionHidden,
    dueAt: request.dueAt,
    priority: request.priority,
    imageUrl: photoHidden ? null : request.imageUrl,
    photoHidden,
    history: newestFirst(request.history).map((entry) => ({
      timestamp: entry.timestamp,
      action: publicAction(entry.action),
      user: publicUserName(entry),
    })),
    comments: newestFirst(request.comments).map((comment) => ({
      timestamp: comment.timestamp,
      text: comment.text,
      user: publicUserName(comment),
    })),
    mergedInto:
      request.mergedInto !== null && request.mergeRecord !== null
        ? { id: request.mergedInto, reference: request.mergeRecord.intoReference }
        : null,
  };
}
