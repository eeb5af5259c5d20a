/**
 * A Geocoder over Google's Geocoding API (`/maps/api/geocode/json`) with a server-side key:
 * `address` biased to the box with `bounds` (a bias only, so places outside it are dropped here)
 * and `latlng` for reverse geocoding. Google answers HTTP 200 with its own `status` for most
 * failures; those pass through as they are (OVER_QUERY_LIMIT, REQUEST_DENIED...), and its
 * `error_message` goes to the log. The key is never logged.
 */
import { z } from 'zod';
import { checkedReply, fetchJson, type RemoteOptions } from './fetch-json.ts';
import type { GeoBox, Geocoder, GeocodeResult, GeoPoint, ProviderFailureStatus } from './ports.ts';
import { reverseResult, searchResult, toPlace } from './places.ts';

const GOOGLE_GEOCODING_BASE = 'https://maps.googleapis.com';
const PATH = '/maps/api/geocode/json';
const PROVIDER = 'Google';

interface GoogleGeocoderOptions extends RemoteOptions {
  apiKey: string;
  /** Where the API is, without its path; tests point it at a local fake. Default: Google's. */
  baseUrl?: string | undefined;
}

const FAILURES: readonly ProviderFailureStatus[] = [
  'OVER_QUERY_LIMIT',
  'OVER_DAILY_LIMIT',
  'REQUEST_DENIED',
  'INVALID_REQUEST',
  'UNKNOWN_ERROR',
];

const replySchema = z.object({
  status: z.string(),
  results: z.array(z.unknown()).optional(),
  error_message: z.string().optional(),
});
const resultSchema = z.object({
  formatted_address: z.string(),
  geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
});

const toCandidate = (value: unknown) => {
  const parsed = resultSchema.safeParse(value);
  if (!parsed.success) return null;
  const { formatted_address: address, geometry } = parsed.data;
  return toPlace(address, geometry.location.lat, geometry.location.lng);
};

const isProviderFailure = (status: string): status is ProviderFailureStatus =>
  (FAILURES as readonly string[]).includes(status);

/**
 * @example
 * const geocoder = createGoogleGeocoder({ apiKey: env.GOOGLE_GEOCODING_API_KEY });
 * await geocoder.reverse({ lat: 40.2996, lng: -74.6206 }); // { status: 'OK', places: [{ address: '271 Clarksville Rd, ...', ... }] }
 */
export function createGoogleGeocoder(options: GoogleGeocoderOptions): Geocoder {
  const endpoint = `${(options.baseUrl ?? GOOGLE_GEOCODING_BASE).replace(/\/+$/, '')}${PATH}`;

  async function call(
    params: Record<string, string>,
    signal: AbortSignal | undefined,
    answer: (candidates: ReturnType<typeof toCandidate>[]) => GeocodeResult,
  ): Promise<GeocodeResult> {
    const url = new URL(endpoint);
    for (const [name, value] of Object.entries({ ...params, language: 'en', key: options.apiKey })) {
      url.searchParams.set(name, value);
    }
    const reply = await fetchJson(url, {}, PROVIDER, options, signal);
    if (!reply.ok) return { status: reply.status };
    const parsed = replySchema.safeParse(reply.body);
    if (!parsed.success) return checkedReply({ status: 'BAD_REPLY' }, PROVIDER, options, 'no status in the reply');
    const { status, results, error_message: detail } = parsed.data;
    if (status === 'ZERO_RESULTS') return { status };
    if (isProviderFailure(status)) {
      options.logger?.error(`Geocoding (${PROVIDER}): ${status}${detail ? `: ${detail}` : ''}`);
      return { status };
    }
    const result = status === 'OK' ? answer((results ?? []).map(toCandidate)) : { status: 'BAD_REPLY' as const };
    return checkedReply(result, PROVIDER, options, `status ${status.slice(0, 40)} with no usable place`);
  }

  return {
    search: (query: string, box: GeoBox, signal?: AbortSignal) =>
      call({ address: query, bounds: `${box.south},${box.west}|${box.north},${box.east}` }, signal, (candidates) =>
        searchResult(candidates, box),
      ),
    reverse: (point: GeoPoint, signal?: AbortSignal) =>
      call({ latlng: `${point.lat},${point.lng}` }, signal, reverseResult),
  };
}
