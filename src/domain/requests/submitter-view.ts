/**
 * What the submitter sees of their own request on their private page
 * (docs/product.md#311-the-submitters-private-link): everything the public track card shows
 * (public-view.ts, the same allow-list), plus what they added themselves, and nothing that is
 * only for staff. Their history leaves out the lines that only say staff did something internal
 * ("Internal note added"), and a part staff hid carries the public explanation of why parts are
 * hidden; the reason staff wrote stays with staff. Other people's data, internal notes (other
 * than the submitter's own additions) and AI data are never read into it.
 */
import { z } from 'zod';
import { PUBLIC_HIDING_REASON } from './moderation.ts';
import { publicRequestSchema, toPublicRequest } from './public-view.ts';
import type { ServiceRequest } from './request-schemas.ts';
import { residentAdditions } from './resident-additions.ts';

/** History actions that only say staff did something the resident cannot see. */
export const INTERNAL_ONLY_ACTIONS: readonly string[] = ['Internal note added'];

const HIDDEN_ACTION = /^(Description|Photo) hidden by township staff$/;

const additionSchema = z.object({
  timestamp: z.string(),
  kind: z.enum(['information', 'not-fixed']),
  text: z.string(),
  /** The added photo's file name, read with POST /api/follow/photo. */
  photo: z.string().nullable(),
});

export const submitterRequestSchema = publicRequestSchema.extend({
  /** What the submitter added, newest first. */
  additions: z.array(additionSchema),
});

export type SubmitterRequest = z.infer<typeof submitterRequestSchema>;
export type SubmitterAddition = z.infer<typeof additionSchema>;

/**
 * A public history action as the submitter reads it: a hiding line with the public explanation.
 * @example submitterAction('Photo hidden by township staff')
 * // 'Photo hidden by township staff to keep private details and offensive content off the public page'
 */
export function submitterAction(action: string): string {
  return HIDDEN_ACTION.test(action) ? `${action} ${PUBLIC_HIDING_REASON}` : action;
}

/**
 * @example toSubmitterRequest(request).additions // [{ kind: 'information', text: 'Bigger now', photo: 'photo-1.jpg', timestamp }]
 */
export function toSubmitterRequest(request: ServiceRequest): SubmitterRequest {
  const shown = toPublicRequest(request);
  return {
    ...shown,
    history: shown.history
      .filter((entry) => !INTERNAL_ONLY_ACTIONS.includes(entry.action))
      .map((entry) => ({ ...entry, action: submitterAction(entry.action) })),
    additions: residentAdditions(request)
      .reverse()
      .map(({ timestamp, kind, text, photo }) => ({ timestamp, kind, text, photo })),
  };
}
