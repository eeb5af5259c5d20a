/**
 * The "Already reported?" calls (docs/api.md#already-reported): open requests of a category near a
 * point, counting "I have this problem too", its count and asking to follow by e-mail.
 */
import type { AlsoReportedReply, NearbyItem } from '#domain/requests/nearby-input.ts';
import { api, getJson, readJson } from '../../lib/api-client.ts';

export interface NearbyPoint {
  lat: number;
  lng: number;
}

/** @example await nearbyRequests('Graffiti', { lat, lng }, false) // [{ reference, status, distanceMetres, … }] */
export async function nearbyRequests(category: string, point: NearbyPoint, staff: boolean): Promise<NearbyItem[]> {
  const search = new URLSearchParams({ category, lat: String(point.lat), lng: String(point.lng) });
  const path = staff ? '/api/staff/nearby' : '/api/requests/nearby';
  return (await getJson<{ requests: NearbyItem[] }>(`${path}?${search.toString()}`)).requests;
}

/** POST /api/requests/:id/also-reported. @example (await alsoReport(id)).count // 3 */
export const alsoReport = (id: string): Promise<AlsoReportedReply> =>
  readJson(api.api.requests[':id']['also-reported'].$post({ param: { id } }));

/** POST /api/staff/requests/:id/also-reported: a staff member counts a caller. */
export const staffAlsoReport = (id: string): Promise<AlsoReportedReply> =>
  readJson(api.api.staff.requests[':id']['also-reported'].$post({ param: { id } }));

/** GET /api/requests/:id/also-reported. @example await alsoReportedCount(id) // 2 */
export const alsoReportedCount = async (id: string): Promise<number> =>
  (await getJson<{ count: number }>(`/api/requests/${encodeURIComponent(id)}/also-reported`)).count;

/** Asking to follow by e-mail, as the track screen asks. */
export { askToFollow as followByEmail } from '../../lib/follow-by-email.ts';
