/**
 * The report form's address looked up on the server, for a browser without JavaScript: the same
 * query rules and geocoder as the map's search (routes/geocode.ts), within the same allowance per
 * client address. One place inside the township is the point; several are offered as "did you
 * mean"; none, or a failed lookup, is a message beside the address, in the form's language.
 */
import type { Context } from 'hono';
import { contains } from '#domain/requests/boundary-check.ts';
import { geocodeSearchSchema } from '#domain/requests/geocode-input-schema.ts';
import type { ReportTranslators } from '#domain/html/report-view.ts';
import { lookupText } from '#domain/messages-311/lookup-text.ts';
import type { LatLng } from '#domain/requests/tile-map.ts';
import { township } from '#domain/township/township.ts';
import type { ServiceDeps } from '../deps.ts';
import { geocodeKey, geocodeLimiter } from '../routes/geocode.ts';

/** The most places a "did you mean" offers. */
export const MAX_PLACES = 5;

export type AddressLookup =
  | { kind: 'point'; point: LatLng }
  | { kind: 'places'; places: { label: string; lat: number; lng: number }[] }
  | { kind: 'problem'; message: string };

/** @example const lookUp = lookAddressUp(services); await lookUp(c, '20 Main St', t) // { kind: 'point', … } */
export function lookAddressUp(services: ServiceDeps) {
  const limiter = geocodeLimiter(services);
  return async (c: Context, address: string, t: ReportTranslators): Promise<AddressLookup> => {
    const query = geocodeSearchSchema.safeParse({ q: address });
    if (!query.success) {
      return { kind: 'problem', message: lookupText(t.location, query.error.issues[0]?.message ?? '') };
    }
    if (!(await limiter.consume(geocodeKey(c, services))).allowed) {
      return { kind: 'problem', message: t.plain('tooManyLookups') };
    }
    const result = await services.providers.geocoder.search(
      query.data.q,
      township().map.searchBounds,
      c.req.raw.signal,
    );
    if (result.status === 'ZERO_RESULTS') {
      return { kind: 'problem', message: `${t.location('addressNotFound')}. ${t.location('adviceNotFound')}` };
    }
    if (result.status !== 'OK') {
      const message = result.status === 'NOT_CONFIGURED' ? t.location('searchOff') : t.location('adviceFailed');
      return { kind: 'problem', message };
    }
    const boundary = services.place.boundary;
    const inside = result.places.filter((place) => !boundary || contains(boundary, place));
    if (inside.length === 0) return { kind: 'problem', message: t.location('outsideArea') };
    if (inside.length === 1) return { kind: 'point', point: { lat: inside[0]!.lat, lng: inside[0]!.lng } };
    return {
      kind: 'places',
      places: inside.slice(0, MAX_PLACES).map((place) => ({ label: place.address, lat: place.lat, lng: place.lng })),
    };
  };
}
