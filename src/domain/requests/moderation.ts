/**
 * Moderation (docs/product.md#311-moderation): staff may hide a request's description or its photo
 * from the public, with a short reason, and show it again. Each is one atomic change (a field set
 * plus its history entry); public views (public-view.ts) read the marks, staff still see the part.
 */
import * as z from 'zod/mini';
import type { Actor } from './history.ts';
import type { RequestChange } from './request-changes.ts';
import type { HiddenMark, HistoryEntry, ServiceRequest } from './request-schemas.ts';
import { requiredLine } from './required-text.ts';

/** The parts of a request staff may hide. */
export const HIDEABLE_PARTS = ['description', 'photo'] as const;
export type HideablePart = (typeof HIDEABLE_PARTS)[number];

/** A reason is for staff reading the history later: a line, not a letter. */
export const MODERATION_REASON_MAX = 200;

export const MODERATION_MESSAGES = {
  part: 'Choose what to hide: description or photo.',
  reasonRequired: 'Please give a reason for hiding it.',
  reasonTooLong: `The reason must be at most ${MODERATION_REASON_MAX} characters.`,
  noPhoto: 'This request has no photo.',
  notHidden: (part: HideablePart) => `The ${part} is not hidden.`,
} as const;

/**
 * Why staff hide a part, as anyone may read it: the reason staff wrote is for staff, this is the
 * rule it follows. It completes "Photo hidden by township staff" on the submitter's page.
 */
export const PUBLIC_HIDING_REASON = 'to keep private details and offensive content off the public page';

const partSchema = z.enum(HIDEABLE_PARTS, { error: MODERATION_MESSAGES.part });

/** POST /api/staff/requests/:id/hide: which part, and why (required, trimmed, short). */
export const hideInputSchema = z.object({
  part: partSchema,
  reason: requiredLine(MODERATION_REASON_MAX, {
    required: MODERATION_MESSAGES.reasonRequired,
    tooLong: MODERATION_MESSAGES.reasonTooLong,
  }),
});

/** POST /api/staff/requests/:id/unhide: which part. */
export const unhideInputSchema = z.object({ part: partSchema });

export type HideInput = z.output<typeof hideInputSchema>;

const FIELD = { description: 'hiddenDescription', photo: 'hiddenPhoto' } as const;
const LABEL = { description: 'Description', photo: 'Photo' } as const;

/**
 * The mark on a request for one part, or null when that part is shown.
 * @example hiddenMark(request, 'photo') // { reason: 'Shows a licence plate', ... } or null
 */
export function hiddenMark(
  request: Partial<Pick<ServiceRequest, 'hiddenDescription' | 'hiddenPhoto'>>,
  part: HideablePart,
): HiddenMark | null {
  return request[FIELD[part]] ?? null;
}

const entry = (action: string, actor: Actor, at: Date): HistoryEntry => ({
  timestamp: at.toISOString(),
  action,
  user: actor.name,
  userId: actor.id,
});

/**
 * Hides one part; hiding a hidden part again replaces its reason. The reason goes into the staff
 * history (public views leave it out: publicModerationAction).
 * @example hideChange('description', 'Abusive language', actor, now).history[0].action
 * // 'Description hidden from the public: Abusive language'
 */
export function hideChange(part: HideablePart, reason: string, actor: Actor, at: Date): RequestChange {
  const mark: HiddenMark = { reason, timestamp: at.toISOString(), user: actor.name, userId: actor.id };
  return {
    set: part === 'description' ? { hiddenDescription: mark } : { hiddenPhoto: mark },
    history: [entry(`${LABEL[part]} hidden from the public: ${reason}`, actor, at)],
  };
}

/** @example unhideChange('photo', actor, now).history[0].action // 'Photo shown to the public again' */
export function unhideChange(part: HideablePart, actor: Actor, at: Date): RequestChange {
  return {
    set: part === 'description' ? { hiddenDescription: null } : { hiddenPhoto: null },
    history: [entry(`${LABEL[part]} shown to the public again`, actor, at)],
  };
}

const HIDDEN_ACTION = /^(Description|Photo) hidden from the public: /;

/**
 * A moderation history action as residents see it: without the reason, which is for staff.
 * Other actions are returned as they are.
 * @example publicModerationAction('Photo hidden from the public: Shows a face') // 'Photo hidden by township staff'
 */
export function publicModerationAction(action: string): string {
  const match = HIDDEN_ACTION.exec(action);
  return match ? `${match[1]!} hidden by township staff` : action;
}
