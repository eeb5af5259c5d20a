/**
 * The app's side of the server's geocoding port (GET /api/geocode/search and /reverse): place
 * search inside the township and the address at a point. Every outcome is an answer: a network
 * failure, a refusal or a reply we cannot read becomes a status the step can show
 * ('Geocode failed: {status}'), and nothing here throws except for an abort.
 *
 * The location step is part of the resident wizard, whose JavaScript budget leaves no room for
 * the typed client or TanStack Query (docs/311-app.md#what-loads-when): these are plain same-origin
 * fetches, read here, and each lookup is the step's own, cancelled by the next.
 */
import type { Point } from './point.ts';

export interface Place extends Point {
  address: string;
}

export type GeocodeReply =
  | { status: 'OK'; places: Place[] }
  /** ZERO_RESULTS, NOT_CONFIGURED (the server has no geocoder), or a failure status. */
  | { status: string; places?: undefined; message?: string };

const isPlace = (value: unknown): value is Place => {
  const place = value as Partial<Place> | null;
  return (
    typeof place?.address === 'string' &&
    typeof place.lat === 'number' &&
    typeof place.lng === 'number' &&
    Number.isFinite(place.lat) &&
    Number.isFinite(place.lng)
  );
};

/** The reply's status and places, whatever the server (or something in between) answered. */
export function readGeocodeReply(httpStatus: number, body: unknown): GeocodeReply {
  const reply = (body ?? {}) as { status?: unknown; places?: unknown; error?: unknown };
  if (httpStatus === 429) return { status: 'OVER_QUERY_LIMIT', message: errorMessage(reply.error) };
  if (httpStatus < 200 || httpStatus > 299) return { status: `HTTP_${httpStatus}`, message: errorMessage(reply.error) };
  if (reply.status === 'OK' && Array.isArray(reply.places)) {
    const places = reply.places.filter(isPlace);
    return places.length > 0 ? { status: 'OK', places } : { status: 'ZERO_RESULTS' };
  }
  return { status: typeof reply.status === 'string' && reply.status !== 'OK' ? reply.status : 'INVALID_REPLY' };
}

function errorMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : undefined;
}

async function ask(path: string, signal?: AbortSignal): Promise<GeocodeReply> {
  let response: Response;
  try {
    response = await fetch(path, { signal, credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { status: 'UNAVAILABLE' };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  return readGeocodeReply(response.status, body);
}

/** Places matching the text inside the township's box, best first. */
export function searchPlaces(query: string, signal?: AbortSignal): Promise<GeocodeReply> {
  return ask(`/api/geocode/search?${new URLSearchParams({ q: query.trim() }).toString()}`, signal);
}

/** The address at a point (the first place of the reply). */
export function reverseGeocode(point: Point, signal?: AbortSignal): Promise<GeocodeReply> {
  const params = new URLSearchParams({ lat: point.lat.toFixed(6), lng: point.lng.toFixed(6) });
  return ask(`/api/geocode/reverse?${params.toString()}`, signal);
}
