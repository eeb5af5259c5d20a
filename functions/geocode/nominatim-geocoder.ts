/**
 * A Geocoder over a Nominatim-compatible API (OpenStreetMap's public service, a self-hosted
 * Nominatim, or a compatible provider): `/search` bounded to the box and `/reverse` at street
 * level, both `format=jsonv2`. The public service's usage policy asks for a User-Agent naming the
 * application, at most one request a second for the whole application, and caching: the
 * User-Agent is sent here; the rate gate and the cache are layered on by create-geocoder.ts.
 */
import { z } from 'zod';
import { checkedReply, fetchJson, type RemoteOptions } from './fetch-json.ts';
import type { GeoBox, Geocoder, GeocodeResult, GeoPoint } from './ports.ts';
import { MAX_PLACES, reverseResult, searchResult, toPlace } from './places.ts';

interface NominatimOptions extends RemoteOptions {
  /** Where the API is, without /search, e.g. https://nominatim.openstreetmap.org. */
  baseUrl: string;
  /** Names the application (and a contact), as the usage policy requires. */
  userAgent: string;
}

/** The fields we read of a jsonv2 place; Nominatim sends coordinates as strings. */
const placeSchema = z.object({ display_name: z.string(), lat: z.string(), lon: z.string() });
/** What /reverse answers where nothing is there: `{"error":"Unable to geocode"}`. */
const reverseErrorSchema = z.object({ error: z.union([z.string(), z.object({ message: z.string() })]) });

const PROVIDER = 'Nominatim';

const toCandidate = (value: unknown) => {
  const parsed = placeSchema.safeParse(value);
  return parsed.success ? toPlace(parsed.data.display_name, parsed.data.lat, parsed.data.lon) : null;
};

/**
 * @example
 * const geocoder = createNominatimGeocoder({ baseUrl: 'https://nominatim.openstreetmap.org', userAgent: 'West Windsor Township 311' });
 * await geocoder.search('271 Clarksville Rd', MAP.searchBounds); // { status: 'OK', places: [...] }
 */
export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  const base = options.baseUrl.replace(/\/+$/, '');
  const headers = { 'User-Agent': options.userAgent, 'Accept-Language': 'en' };
  const get = (path: string, params: Record<string, string>, signal?: AbortSignal) => {
    const url = new URL(`${base}${path}`);
    for (const [name, value] of Object.entries({ format: 'jsonv2', ...params })) url.searchParams.set(name, value);
    return fetchJson(url, headers, PROVIDER, options, signal);
  };

  return {
    async search(query: string, box: GeoBox, signal?: AbortSignal): Promise<GeocodeResult> {
      const reply = await get(
        '/search',
        {
          q: query,
          viewbox: [box.west, box.north, box.east, box.south].join(','),
          bounded: '1',
          limit: String(MAX_PLACES),
          addressdetails: '0',
        },
        signal,
      );
      if (!reply.ok) return { status: reply.status };
      const list = z.array(z.unknown()).safeParse(reply.body);
      const result = list.success ? searchResult(list.data.map(toCandidate), box) : { status: 'BAD_REPLY' as const };
      return checkedReply(result, PROVIDER, options, 'no usable place in the search reply');
    },

    async reverse(point: GeoPoint, signal?: AbortSignal): Promise<GeocodeResult> {
      const reply = await get('/reverse', { lat: String(point.lat), lon: String(point.lng), zoom: '18' }, signal);
      if (!reply.ok) return { status: reply.status };
      const error = reverseErrorSchema.safeParse(reply.body);
      if (error.success) {
        const message = typeof error.data.error === 'string' ? error.data.error : error.data.error.message;
        if (/unable to geocode/i.test(message)) return { status: 'ZERO_RESULTS' };
      }
      const result = error.success ? { status: 'BAD_REPLY' as const } : reverseResult([toCandidate(reply.body)]);
      return checkedReply(result, PROVIDER, options, 'no usable place in the reverse reply');
    },
  };
}
