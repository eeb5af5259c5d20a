/**
 * The parts of a request store write that keep the query-only fields (request-query-fields.ts) in
 * step with the request: an update recomputes them from the merged document inside its transaction,
 * and a write whose resolveMs waits for its commit time is completed right after the commit.
 */
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import type { RequestChange } from '../ports.ts';
import { fromRequestDocument } from './request-document.ts';
import { awaitsCommitTime, queryFields } from './request-query-fields.ts';

type ListField = 'history' | 'comments' | 'internalNotes';

/** Only the fields a change names: undefined leaves a field alone, null clears it. */
function definedFields(set: RequestChange['set']): Record<string, unknown> {
  return Object.fromEntries(
    (Object.entries(set ?? {}) as [string, unknown][]).filter(([, value]) => value !== undefined),
  );
}

/**
 * The update a change makes to a stored document: the fields it sets, its entries appended to the
 * lists (never replacing them), the store's clock, and the query-only fields of the result. A
 * document from before due dates were stored gets the one it reads with.
 * @example transaction.update(ref, changedFields(ref.id, current, statusChange('Resolved', actor, now)))
 */
export function changedFields(id: string, current: DocumentData, change: RequestChange): DocumentData {
  const append = (field: ListField, entries: unknown[] | undefined) =>
    entries?.length ? { [field]: [...((current[field] ?? []) as unknown[]), ...entries] } : {};
  const stamp = FieldValue.serverTimestamp();
  const fields: DocumentData = {
    ...definedFields(change.set),
    ...append('history', change.history),
    ...append('comments', change.comments),
    ...append('internalNotes', change.internalNotes),
    lastUpdatedAt: stamp,
  };
  const merged = fromRequestDocument(id, { ...current, ...fields, lastUpdatedAt: current.lastUpdatedAt as unknown });
  const dueAt = current.dueAt ? {} : { dueAt: Timestamp.fromDate(new Date(merged.dueAt)) };
  return { ...fields, ...dueAt, ...queryFields(merged, current.createdAt as Timestamp, stamp) };
}

/**
 * Fills in resolveMs once the commit time it depends on is stored; does nothing when it is there
 * (or the request changed again, and that write computed it). The change feed does not hear this
 * write as a change: lastUpdatedAt stays.
 */
export async function completeQueryFields(db: Firestore, ref: DocumentReference, written: DocumentData) {
  if (!awaitsCommitTime(written)) return false;
  await db.runTransaction(async (transaction) => {
    const data = (await transaction.get(ref)).data();
    if (!data || !awaitsCommitTime(data)) return;
    const fields = queryFields(
      fromRequestDocument(ref.id, data),
      data.createdAt as Timestamp,
      data.lastUpdatedAt as Timestamp,
    );
    transaction.update(ref, { finishedAt: fields.finishedAt, resolveMs: fields.resolveMs });
  });
  return true;
}
