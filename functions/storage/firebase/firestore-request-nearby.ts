/**
 * RequestStore.nearby and the "I have this problem too" count on Firestore: open requests carry
 * their category and grid cell in `openCell` (request-query-fields.ts; null once finished), so the
 * open requests of a category around a point are one `in` lookup of the 9 cells around it (one
 * field: its automatic index answers), at most NEARBY_CANDIDATES documents, then measured exactly
 * (nearestOpen). The count is `alsoReported`, raised by FieldValue.increment, which no other
 * write sets, so no change resets it; documents without it count 0.
 */
import { FieldValue, type CollectionReference } from 'firebase-admin/firestore';
import { NEARBY_CANDIDATES, nearbyCellKeys, nearestOpen, type NearbyQuery } from '#domain/requests/nearby.ts';
import type { NearbyMatch } from '../ports.ts';
import { fromRequestDocument } from './request-document.ts';

const countOf = (value: unknown) => (typeof value === 'number' ? value : 0);

/** @example await nearbyRequests(requests, { category: 'Graffiti', lat: 40, lng: -75 }) */
export async function nearbyRequests(requests: CollectionReference, query: NearbyQuery): Promise<NearbyMatch[]> {
  const snapshot = await requests.where('openCell', 'in', nearbyCellKeys(query)).limit(NEARBY_CANDIDATES).get();
  const counts = new Map(snapshot.docs.map((doc) => [doc.id, countOf(doc.get('alsoReported'))]));
  const candidates = snapshot.docs.map((doc) => fromRequestDocument(doc.id, doc.data()));
  return nearestOpen(query, candidates).map(({ request, distanceMetres }) => ({
    request,
    distanceMetres,
    alsoReported: counts.get(request.id) ?? 0,
  }));
}

/** @example await addAlsoReported(requests, id) // 3 */
export async function addAlsoReported(requests: CollectionReference, id: string): Promise<number | null> {
  const ref = requests.doc(id);
  // A transaction, not a blind update: an unknown id must not create a document.
  return requests.firestore.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return null;
    transaction.update(ref, { alsoReported: FieldValue.increment(1) });
    return countOf(snapshot.get('alsoReported')) + 1;
  });
}

/** @example await alsoReportedCount(requests, id) // 0 */
export async function alsoReportedCount(requests: CollectionReference, id: string): Promise<number | null> {
  const snapshot = await requests.doc(id).get();
  return snapshot.exists ? countOf(snapshot.get('alsoReported')) : null;
}
