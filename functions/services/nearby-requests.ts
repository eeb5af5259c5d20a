/**
 * "Already reported?" (docs/product.md#311-already-reported): the open requests near a point as
 * their public fields only, and the "I have this problem too" count, which one client address
 * raises at most once per request per ALSO_REPORTED_WINDOW_MS.
 */
import type { NearbyItem } from '#domain/requests/nearby-input.ts';
import { isOpenStatus, type NearbyQuery } from '#domain/requests/nearby.ts';
import type { NearbyMatch, RequestStore } from '../storage/ports.ts';

/** One count per client address and request in this time. */
export const ALSO_REPORTED_WINDOW_MS = 24 * 60 * 60_000;

/**
 * A match as the list shows it, built field by field: nothing private (submitter, notes,
 * assignee) has a path into it.
 * @example toNearbyItem(match).distanceMetres // 12
 */
export function toNearbyItem({ request, distanceMetres, alsoReported }: NearbyMatch): NearbyItem {
  return {
    id: request.id,
    reference: request.reference,
    status: request.status,
    category: request.category,
    address: request.address,
    distanceMetres,
    alsoReported,
    createdAt: request.createdAt,
  };
}

/** @example await nearbyItems(stores.requests, { category: 'Graffiti', lat, lng }) // [{ reference: '…', … }] */
export async function nearbyItems(requests: RequestStore, query: NearbyQuery): Promise<NearbyItem[]> {
  return (await requests.nearby(query)).map(toNearbyItem);
}

export type AlsoReportedOutcome =
  { kind: 'counted' | 'already'; count: number } | { kind: 'not-found' } | { kind: 'not-open' };

/**
 * Counts a resident on an open request, unless `firstFromClient` says this client was counted on
 * it within the window (then the count stands as it is).
 * @example await alsoReport(stores.requests, id, () => true) // { kind: 'counted', count: 1 }
 */
export async function alsoReport(
  requests: RequestStore,
  id: string,
  firstFromClient: () => boolean | Promise<boolean>,
): Promise<AlsoReportedOutcome> {
  const request = await requests.get(id);
  if (!request) return { kind: 'not-found' };
  if (!isOpenStatus(request.status)) return { kind: 'not-open' };
  if (!(await firstFromClient())) return { kind: 'already', count: (await requests.alsoReported(id)) ?? 0 };
  const count = await requests.addAlsoReported(id);
  return count === null ? { kind: 'not-found' } : { kind: 'counted', count };
}
