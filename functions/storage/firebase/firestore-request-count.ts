/**
 * RequestStore.count on Firestore. Where Firestore takes the whole filter it is one count()
 * aggregation (billed one read per 1,000 index entries). Where part of it is checked in this
 * process (firestore-request-plan.ts) the count stays exact: the matching documents are read in
 * batches of ids and the fields that part needs, and counted here. That costs one read per
 * document Firestore matches, so it is bounded: past COUNT_SCAN_LIMIT documents it fails
 * (ScanLimitError) rather than give a wrong total. In production, with a million requests, a
 * search of two short words can reach the bound; the figure on the emulators is always exact.
 */
import { FieldPath, type Query } from 'firebase-admin/firestore';
import type { RequestFilter } from '#domain/requests/request-query.ts';
import { applyPlan, passesResidual, planFilter, residualFields } from './firestore-request-plan.ts';
import { ScanLimitError } from '../ports.ts';

/** The most documents one count() call reads when it has to check conditions itself. */
const COUNT_SCAN_LIMIT = 100_000;
const BATCH = 1_000;

/** @example await countRequests(db.collection('requests'), { statuses: ['New'] }) // 12 */
export async function countRequests(
  collection: Query,
  filter: RequestFilter,
  scanLimit = COUNT_SCAN_LIMIT,
): Promise<number> {
  // A count has no order, so it can give Firestore either range; the created range first.
  const rangeField = filter.createdFrom || filter.createdBefore ? 'createdAt' : filter.dueBefore ? 'dueAt' : null;
  const plan = planFilter(filter, rangeField);
  if (plan.none) return 0;
  const constrained = applyPlan(collection, plan);
  if (!plan.residual) return (await constrained.count().get()).data().count;

  const residual = plan.residual;
  // Ordered by the range's field first, as Firestore wants for a range, then by id, to page.
  let ordered = rangeField && plan.range ? constrained.orderBy(rangeField) : constrained;
  ordered = ordered
    .orderBy(FieldPath.documentId())
    .select(...residualFields(residual), ...(plan.range ? [plan.range.field] : []));
  let count = 0;
  let scanned = 0;
  let next = ordered.limit(BATCH);
  for (;;) {
    const docs = (await next.get()).docs;
    scanned += docs.length;
    if (scanned > scanLimit) throw new ScanLimitError('count', scanLimit);
    count += docs.filter((doc) => passesResidual(doc.data(), residual)).length;
    if (docs.length < BATCH) return count;
    next = ordered.startAfter(docs.at(-1)!).limit(BATCH);
  }
}
