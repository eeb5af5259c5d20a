/**
 * One change to many requests at once (docs/product.md#311-bulk-changes). Each request goes
 * through the single change's own path (staff-requests.ts: one atomic store write with its history
 * entry, the live-feed event the store publishes, the submitter's and followers' messages), one
 * request after another, so each is changed wholly or not at all. The write's condition "not
 * already so" is checked inside it, so a request already in the state asked for gets no second
 * history entry and its submitter no second message. Every id sent comes back in the summary,
 * changed or refused with the reason: a failed write is reported, never hidden.
 */
import type { BulkChange, BulkChanged, BulkRefusal, BulkRefused, BulkSummary } from '#domain/requests/bulk-change.ts';
import type { ServiceRequest, StaffProfile } from '#domain/requests/request-schemas.ts';
import type { ConditionalUpdate } from '../storage/ports.ts';
import { noticeManyAssigned } from './staff-notices.ts';
import { assigneeProfile, conditionalChanges, type StaffRequestDeps } from './staff-requests.ts';

type Apply = (id: string) => Promise<ConditionalUpdate | null>;

/**
 * The write for each id: the change, under the condition that the request is not already so.
 * The assignee is read (and refused when unknown or deactivated) once, before any write; the
 * requests assigned are kept in `assigned`, for one e-mail to the assignee afterwards.
 */
async function writerFor(
  deps: StaffRequestDeps,
  change: BulkChange['change'],
  staff: StaffProfile,
  assigned: ServiceRequest[],
): Promise<Apply> {
  if ('status' in change) {
    const { status } = change;
    return (id) => conditionalChanges.status(deps, id, change, staff, (current) => current.status !== status);
  }
  if ('priority' in change) {
    const { priority } = change;
    return (id) => conditionalChanges.priority(deps, id, priority, staff, (current) => current.priority !== priority);
  }
  const assignee = await assigneeProfile(deps, change.assignedTo);
  const wanted = assignee?.id ?? null;
  const isAlready = (current: ServiceRequest) => (current.assignedTo ?? null) === wanted;
  return async (id) => {
    const outcome = await conditionalChanges.assignee(deps, id, assignee, staff, (current) => !isAlready(current));
    if (outcome?.applied) assigned.push(outcome.request);
    return outcome;
  };
}

/**
 * Requests changed at once. Over Firestore each change waits on network round trips; on SQLite the
 * commits still go one by one, but a few in flight took 100 changes from about 4 s to under 2
 * (docs/benchmarks.md, "A bulk change of 100 requests").
 */
export const BULK_CONCURRENCY = 8;

/**
 * `work` on each item, at most `limit` at a time, its results in the items' order.
 * @example await inTurns(['a', 'b', 'c'], 2, (id) => store.get(id)) // [a's, b's, c's]
 */
export async function inTurns<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

type Outcome = { changed: BulkChanged } | { refused: BulkRefused };

/**
 * Applies `input.change` to every id of `input.ids` by `staff`, and says what became of each.
 * Throws UnknownAssigneeError (before any write) for an assignee who may not take the work.
 * @example await bulkChange(deps, { ids: [a, b], change: { status: 'Closed' } }, manager)
 * // { changed: [{ id: a, reference: '…' }], refused: [{ id: b, reference: '…', reason: 'unchanged' }] }
 */
export async function bulkChange(deps: StaffRequestDeps, input: BulkChange, staff: StaffProfile): Promise<BulkSummary> {
  const assigned: ServiceRequest[] = [];
  const apply = await writerFor(deps, input.change, staff, assigned);
  const refuse = (id: string, reference: string | null, reason: BulkRefusal): Outcome => ({
    refused: { id, reference, reason },
  });
  const outcomes = await inTurns(input.ids, BULK_CONCURRENCY, async (id): Promise<Outcome> => {
    let outcome: ConditionalUpdate | null;
    try {
      outcome = await apply(id);
    } catch (error) {
      // The write is atomic: it failed whole (a busy database, a transaction that kept losing its
      // race), so the request is as it was; the others still get their turn.
      deps.logger.error(`Bulk change of request ${id} failed`, error);
      const current = await deps.stores.requests.get(id).catch(() => null);
      return refuse(id, current?.reference ?? null, 'conflict');
    }
    if (!outcome) return refuse(id, null, 'notFound');
    if (!outcome.applied) return refuse(id, outcome.request.reference, 'unchanged');
    return { changed: { id, reference: outcome.request.reference } };
  });
  const order = new Map(input.ids.map((id, index) => [id, index]));
  assigned.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  await noticeManyAssigned(deps, assigned, staff);
  return {
    changed: outcomes.flatMap((outcome) => ('changed' in outcome ? [outcome.changed] : [])),
    refused: outcomes.flatMap((outcome) => ('refused' in outcome ? [outcome.refused] : [])),
  };
}
