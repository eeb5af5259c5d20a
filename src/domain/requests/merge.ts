/**
 * Merging a duplicate request into the original (docs/product.md#311-merging-duplicates): what a
 * merge stores on the duplicate so it can be undone exactly, the history entries both requests
 * get, the staff's input and the refusals, worded once for the server and the staff screen.
 */
import * as z from 'zod/mini';
import type { Status } from './constants.ts';
import { statusChangedEntry, type Actor } from './history.ts';
import { formatReference } from './reference.ts';
import type { HistoryEntry, ServiceRequest } from './request-schemas.ts';

/** How many requests merged into one original its staff detail lists; the list says when there are more. */
export const MERGED_LIST_LIMIT = 50;

/** The longest reference or id staff may type: an id is 20 characters, a reference 9 with its hyphen. */
const MAX_TARGET_LENGTH = 64;

export const MERGE_MESSAGES = {
  blank: 'Enter the reference or ID of the original request.',
  notFound: 'No request found with that reference or ID.',
  self: 'A request cannot be merged into itself.',
  notMerged: 'This request is not merged into another request.',
  hasMerged: 'Other requests are merged into this one, so it cannot be merged into another. Undo those merges first.',
  changedMeanwhile: 'The request changed while it was being merged; nothing was merged. Please try again.',
} as const;

/**
 * @example alreadyMergedMessage('K7QM3XPA') // 'This request is already merged into K7QM-3XPA. Undo that merge first.'
 */
export const alreadyMergedMessage = (reference: string) =>
  `This request is already merged into ${formatReference(reference)}. Undo that merge first.`;

/**
 * @example targetMergedMessage('K7QM3XPA') // 'That request is itself merged into K7QM-3XPA: merge into that one instead.'
 */
export const targetMergedMessage = (reference: string) =>
  `That request is itself merged into ${formatReference(reference)}: merge into that one instead.`;

/** What staff send to merge: the original's reference (as people see it, any case) or its id. */
export const mergeInputSchema = z.object({
  into: z
    .string({ error: MERGE_MESSAGES.blank })
    .check(z.trim(), z.minLength(1, MERGE_MESSAGES.blank), z.maxLength(MAX_TARGET_LENGTH, MERGE_MESSAGES.notFound)),
});
export type MergeInput = z.infer<typeof mergeInputSchema>;

/** The original as the merge form shows it to confirm, and as the original's list of merged requests names each. */
export type MergeSummary = Pick<ServiceRequest, 'id' | 'reference' | 'category' | 'address' | 'status'>;

/** @example mergeSummary(request) // { id, reference, category, address, status } */
export function mergeSummary(request: ServiceRequest): MergeSummary {
  return {
    id: request.id,
    reference: request.reference,
    category: request.category,
    address: request.address,
    status: request.status,
  };
}

/**
 * Why a duplicate cannot be merged into an original, or null when it can. `hasMerged` says whether
 * other requests are merged into the duplicate: merging it too would make a chain.
 * @example mergeRefusal(request, request, false) // 'A request cannot be merged into itself.'
 */
export function mergeRefusal(duplicate: ServiceRequest, original: ServiceRequest, hasMerged: boolean): string | null {
  if (duplicate.id === original.id) return MERGE_MESSAGES.self;
  if (duplicate.mergeRecord) return alreadyMergedMessage(duplicate.mergeRecord.intoReference);
  if (original.mergeRecord) return targetMergedMessage(original.mergeRecord.intoReference);
  if (hasMerged) return MERGE_MESSAGES.hasMerged;
  return null;
}

const entry = (action: string, actor: Actor, at: Date): HistoryEntry => ({
  timestamp: at.toISOString(),
  action,
  user: actor.name,
  userId: actor.id,
});

/** @example mergedIntoEntry('K7QM3XPA', actor, now).action // 'Merged into K7QM-3XPA' */
export const mergedIntoEntry = (reference: string, actor: Actor, at: Date) =>
  entry(`Merged into ${formatReference(reference)}`, actor, at);

/** @example mergedHereEntry('K7QM3XPA', actor, now).action // 'K7QM-3XPA merged into this request' */
export const mergedHereEntry = (reference: string, actor: Actor, at: Date) =>
  entry(`${formatReference(reference)} merged into this request`, actor, at);

/** @example unmergedEntry('K7QM3XPA', actor, now).action // 'Merge into K7QM-3XPA undone' */
export const unmergedEntry = (reference: string, actor: Actor, at: Date) =>
  entry(`Merge into ${formatReference(reference)} undone`, actor, at);

/** @example unmergedHereEntry('K7QM3XPA', actor, now).action // 'Merge of K7QM-3XPA undone' */
export const unmergedHereEntry = (reference: string, actor: Actor, at: Date) =>
  entry(`Merge of ${formatReference(reference)} undone`, actor, at);

/**
 * The duplicate's side of a merge as one update: Closed, pointing at the original, with what undo
 * needs (its status before and the follows the merge created on the original).
 * @example mergeChange(duplicate, original, ['sub1'], actor, now).set?.status // 'Closed'
 */
export function mergeChange(
  duplicate: ServiceRequest,
  original: ServiceRequest,
  addedFollowIds: readonly string[],
  actor: Actor,
  at: Date,
) {
  return {
    set: {
      status: 'Closed' as Status,
      mergedInto: original.id,
      mergeRecord: {
        intoReference: original.reference,
        previousStatus: duplicate.status,
        addedFollowIds: [...addedFollowIds],
        mergedAt: at.toISOString(),
      },
    },
    history: [
      ...(duplicate.status === 'Closed' ? [] : [statusChangedEntry('Closed', actor, at)]),
      mergedIntoEntry(original.reference, actor, at),
    ],
  };
}

/**
 * The duplicate's side of undoing a merge: its status before the merge back, the link cleared.
 * @example unmergeChange('New', 'K7QM3XPA', actor, now).set // { status: 'New', mergedInto: null, mergeRecord: null }
 */
export function unmergeChange(previousStatus: Status, intoReference: string, actor: Actor, at: Date) {
  return {
    set: { status: previousStatus, mergedInto: null, mergeRecord: null },
    history: [
      ...(previousStatus === 'Closed' ? [] : [statusChangedEntry(previousStatus, actor, at)]),
      unmergedEntry(intoReference, actor, at),
    ],
  };
}
