/**
 * A bulk change of the staff list (docs/product.md#311-bulk-changes): one change (status, priority
 * or assignee) to up to MAX_BULK_REQUESTS distinct requests, and the summary that lists every one
 * of them as changed or refused with its reason. Staff screens are English-only, so the reasons'
 * words live here beside the schema the server and the list both use.
 */
import * as z from 'zod/mini';
import { isRequestId } from './request-id.ts';
import { assigneeChangeSchema, priorityChangeSchema, statusChangeSchema } from './staff-input.ts';

/** The most requests one bulk change takes: a page of the list at its largest size. */
export const MAX_BULK_REQUESTS = 100;

export const BULK_MESSAGES = {
  noIds: 'Select at least one request.',
  tooMany: `Select at most ${MAX_BULK_REQUESTS} requests at once.`,
  repeatedId: 'Each request may be selected only once.',
  badId: 'That is not a request ID.',
  oneChange: 'Choose exactly one change: a status, a priority or an assignee.',
} as const;

const requestIdSchema = z.string({ error: BULK_MESSAGES.badId }).check(z.refine(isRequestId, BULK_MESSAGES.badId));

export const bulkChangeSchema = z.object({
  ids: z.array(requestIdSchema, { error: BULK_MESSAGES.noIds }).check(
    z.minLength(1, BULK_MESSAGES.noIds),
    z.maxLength(MAX_BULK_REQUESTS, BULK_MESSAGES.tooMany),
    z.refine((ids) => new Set(ids).size === ids.length, BULK_MESSAGES.repeatedId),
  ),
  // Strict, so a body naming two changes is refused rather than half-read.
  change: z.union(
    [
      z.strictObject(statusChangeSchema.shape),
      z.strictObject(priorityChangeSchema.shape),
      z.strictObject(assigneeChangeSchema.shape),
    ],
    { error: BULK_MESSAGES.oneChange },
  ),
});
export type BulkChange = z.infer<typeof bulkChangeSchema>;
export type BulkChangeKind = BulkChange['change'];

/** Why one request of a bulk change was left as it was. */
export const BULK_REFUSALS = ['notFound', 'unchanged', 'conflict'] as const;
export type BulkRefusal = (typeof BULK_REFUSALS)[number];

/** The words of each refusal, as the summary shows them beside the request's reference. */
export const BULK_REFUSAL_TEXT: Readonly<Record<BulkRefusal, string>> = {
  notFound: 'not found',
  unchanged: 'already in that state',
  conflict: 'not saved (another change got in the way); try again',
};

export interface BulkChanged {
  id: string;
  reference: string;
}
export interface BulkRefused {
  id: string;
  /** Null for a request that does not exist. */
  reference: string | null;
  reason: BulkRefusal;
}
/** What a bulk change did: every id sent is in exactly one of the two lists, in the order sent. */
export interface BulkSummary {
  changed: BulkChanged[];
  refused: BulkRefused[];
}
