/**
 * Merging a duplicate into the original and undoing it (docs/product.md#311-merging-duplicates).
 *
 * A merge is three writes no store can make one: the followers moved onto the original, the
 * duplicate (Closed, mergedInto and what undo needs, in one conditional update), the original's
 * history entry. They go in that order, and a failed step takes back the ones before it: a refused
 * duplicate write ends the follows just created; a failed original write restores the duplicate and
 * ends the follows. Only when a step fails and its taking back fails too is anything left half
 * done, and then the caller gets a MergeIncompleteError naming what is (it is logged as well).
 */
import type { Actor } from '#domain/requests/history.ts';
import {
  MERGE_MESSAGES,
  MERGED_LIST_LIMIT,
  mergeChange,
  mergedHereEntry,
  mergeRefusal,
  mergeSummary,
  unmergeChange,
  unmergedHereEntry,
  type MergeSummary,
} from '#domain/requests/merge.ts';
import { formatReference, parseReference } from '#domain/requests/reference.ts';
import { isRequestId } from '#domain/requests/request-id.ts';
import type { ServiceRequest, StaffProfile } from '#domain/requests/request-schemas.ts';
import { endFollows, moveFollowers, tellMoved } from './merge-followers.ts';
import type { StaffRequestDeps } from './staff-requests.ts';

/** A merge or undo refused, with nothing changed: the message is the staff's to read. */
export class MergeRefusedError extends Error {
  override name = 'MergeRefusedError';
  readonly status: 404 | 409 | 422;
  constructor(message: string, status: 404 | 409 | 422) {
    super(message);
    this.status = status;
  }
}

/** A step failed and taking back the ones before it failed too: the message says what is stored. */
export class MergeIncompleteError extends Error {
  override name = 'MergeIncompleteError';
}

const actorOf = (staff: StaffProfile): Actor => ({ id: staff.id, name: staff.name });

/** The request a typed reference (any case, with or without its hyphen) or id names, or null. */
async function findTarget(deps: StaffRequestDeps, into: string): Promise<ServiceRequest | null> {
  if (isRequestId(into)) {
    const byId = await deps.stores.requests.get(into);
    if (byId) return byId;
  }
  const reference = parseReference(into);
  return reference === null ? null : deps.stores.requests.getByReference(reference);
}

/** Both requests of a merge, checked; throws MergeRefusedError for any refusal. */
async function mergePair(deps: StaffRequestDeps, id: string, into: string) {
  const duplicate = await deps.stores.requests.get(id);
  if (!duplicate) throw new MergeRefusedError('No request found with that ID.', 404);
  const original = await findTarget(deps, into);
  if (!original) throw new MergeRefusedError(MERGE_MESSAGES.notFound, 422);
  const hasMerged = (await deps.stores.requests.listMergedInto(duplicate.id, 1)).length > 0;
  const refusal = mergeRefusal(duplicate, original, hasMerged);
  if (refusal !== null) throw new MergeRefusedError(refusal, duplicate.id === original.id ? 422 : 409);
  return { duplicate, original };
}

/**
 * What the merge form shows to confirm: the original, or the refusal a merge would get.
 * @example await previewMerge(deps, duplicateId, 'k7qm-3xpa') // { id, reference: 'K7QM3XPA', category, address, status }
 */
export async function previewMerge(deps: StaffRequestDeps, id: string, into: string): Promise<MergeSummary> {
  return mergeSummary((await mergePair(deps, id, into)).original);
}

export interface MergeOutcome {
  request: ServiceRequest;
  original: MergeSummary;
  /** Follows of the original the merge created, and people left out because it had the most it takes. */
  followers: { added: number; full: number };
}

/** Merges request `id` into the one `into` names, by `staff`. */
export async function mergeRequest(
  deps: StaffRequestDeps,
  id: string,
  into: string,
  staff: StaffProfile,
): Promise<MergeOutcome> {
  const { duplicate, original } = await mergePair(deps, id, into);
  const actor = actorOf(staff);
  const at = deps.clock();
  const moved = await moveFollowers(deps, duplicate, original);
  const marked = await deps.stores.requests
    .updateIf(duplicate.id, mergeChange(duplicate, original, moved.added, actor, at), (current) => {
      // The status it had when read is what undo restores, so the merge holds only for that state.
      return current.mergedInto === null && current.status === duplicate.status;
    })
    .catch((error: unknown) => ({ error }));
  if (!marked || 'error' in marked || !marked.applied) {
    const failed = await endFollows(deps, moved.added);
    if (failed > 0) throw new MergeIncompleteError(`Nothing was merged, but ${failed} follows it added remain.`);
    if (marked && 'error' in marked) throw marked.error;
    throw new MergeRefusedError(MERGE_MESSAGES.changedMeanwhile, 409);
  }
  try {
    const noted = await deps.stores.requests.updateIf(
      original.id,
      { history: [mergedHereEntry(duplicate.reference, actor, at)] },
      (current) => current.mergedInto === null,
    );
    if (!noted?.applied) throw new MergeRefusedError(MERGE_MESSAGES.changedMeanwhile, 409);
  } catch (error) {
    await takeBack(deps, duplicate, original, moved.added, actor);
    throw error;
  }
  await tellMoved(deps, duplicate, original, moved.people);
  return {
    request: marked.request,
    original: mergeSummary(original),
    followers: { added: moved.added.length, full: moved.full },
  };
}

/** Restores a duplicate whose original could not be written, and ends the follows; reports what stays. */
async function takeBack(
  deps: StaffRequestDeps,
  duplicate: ServiceRequest,
  original: ServiceRequest,
  added: readonly string[],
  actor: Actor,
): Promise<void> {
  const restored = await deps.stores.requests
    .updateIf(duplicate.id, unmergeChange(duplicate.status, original.reference, actor, deps.clock()), (current) => {
      return current.mergedInto === original.id;
    })
    .catch((error: unknown) => {
      deps.logger.error(`Could not take back the merge of request ${duplicate.id}`, error);
      return null;
    });
  const failed = await endFollows(deps, added);
  if (!restored?.applied || failed > 0) {
    throw new MergeIncompleteError(
      `The merge of ${formatReference(duplicate.reference)} into ${formatReference(original.reference)} failed part way: ` +
        (restored?.applied ? 'the duplicate was restored' : 'the duplicate stays merged; undo the merge') +
        (failed > 0 ? `, and ${String(failed)} follows it added remain.` : '.'),
    );
  }
}

export interface UnmergeOutcome {
  request: ServiceRequest;
  /** Follows the merge had created that are ended now; those that could not be ended are logged. */
  followers: { removed: number; failed: number };
}

/** Undoes the merge of request `id`, by `staff`: whatever happened to the original since. */
export async function unmergeRequest(deps: StaffRequestDeps, id: string, staff: StaffProfile): Promise<UnmergeOutcome> {
  const duplicate = await deps.stores.requests.get(id);
  if (!duplicate) throw new MergeRefusedError('No request found with that ID.', 404);
  const { mergedInto, mergeRecord } = duplicate;
  if (mergedInto === null || mergeRecord === null) throw new MergeRefusedError(MERGE_MESSAGES.notMerged, 409);
  const actor = actorOf(staff);
  const at = deps.clock();
  const restored = await deps.stores.requests.updateIf(
    id,
    unmergeChange(mergeRecord.previousStatus, mergeRecord.intoReference, actor, at),
    (current) => current.mergedInto === mergedInto,
  );
  if (!restored?.applied) throw new MergeRefusedError(MERGE_MESSAGES.notMerged, 409);
  const failed = await endFollows(deps, mergeRecord.addedFollowIds);
  try {
    await deps.stores.requests.update(mergedInto, { history: [unmergedHereEntry(duplicate.reference, actor, at)] });
  } catch (error) {
    // The duplicate is restored, which is what undo is for; the original's line is the record.
    deps.logger.error(`Could not note on request ${mergedInto} that the merge of ${id} was undone`, error);
    throw new MergeIncompleteError(
      `The merge was undone, but the history of ${formatReference(mergeRecord.intoReference)} could not say so.`,
    );
  }
  return { request: restored.request, followers: { removed: mergeRecord.addedFollowIds.length - failed, failed } };
}

/**
 * The requests merged into one, at most MERGED_LIST_LIMIT, and whether there are more.
 * @example await mergedInto(deps, originalId) // { requests: [{ id, reference, ... }], more: false }
 */
export async function mergedInto(
  deps: StaffRequestDeps,
  id: string,
): Promise<{ requests: MergeSummary[]; more: boolean }> {
  if (!(await deps.stores.requests.get(id))) throw new MergeRefusedError('No request found with that ID.', 404);
  const found = await deps.stores.requests.listMergedInto(id, MERGED_LIST_LIMIT + 1);
  return { requests: found.slice(0, MERGED_LIST_LIMIT).map(mergeSummary), more: found.length > MERGED_LIST_LIMIT };
}
