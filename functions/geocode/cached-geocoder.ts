/**
 * A small in-memory cache in front of a Geocoder: answers (places, or none) are kept for a while,
 * failures never are. Residents look up the same few streets again and again, and Nominatim's
 * usage policy asks for caching. Bounded: past `maxEntries` the least recently used entry goes.
 * Reverse lookups are rounded to 5 decimals (about a metre) so nearby pins share an entry.
 */
import { isAnswer, type GeoBox, type Geocoder, type GeocodeResult, type GeoPoint } from './ports.ts';

export interface CacheOptions {
  /** Entries kept at most; 500 by default. */
  maxEntries?: number | undefined;
  /** How long an answer is kept; an hour by default. */
  ttlMs?: number | undefined;
  now?: (() => number) | undefined;
}

const DEFAULT_MAX_ENTRIES = 500;
const DEFAULT_TTL_MS = 60 * 60_000;

const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5;
/** Queries that differ only in case or spacing are the same search. */
const normalise = (query: string) => query.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * @example const geocoder = withCache(createNominatimGeocoder(options), { ttlMs: 10 * 60_000 });
 */
export function withCache(geocoder: Geocoder, options: CacheOptions = {}): Geocoder {
  const maxEntries = Math.max(1, options.maxEntries ?? DEFAULT_MAX_ENTRIES);
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { result: GeocodeResult; expiresAt: number }>();

  async function cached(key: string, ask: () => Promise<GeocodeResult>): Promise<GeocodeResult> {
    const entry = entries.get(key);
    entries.delete(key);
    if (entry && entry.expiresAt > now()) {
      entries.set(key, entry); // now the most recently used
      return entry.result;
    }
    const result = await ask();
    if (isAnswer(result) && ttlMs > 0) {
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { result, expiresAt: now() + ttlMs });
    }
    return result;
  }

  return {
    search: (query: string, box: GeoBox, signal?: AbortSignal) =>
      cached(`search ${box.south},${box.west},${box.north},${box.east} ${normalise(query)}`, () =>
        geocoder.search(query, box, signal),
      ),
    reverse: (point: GeoPoint, signal?: AbortSignal) => {
      const rounded = { lat: round(point.lat), lng: round(point.lng) };
      return cached(`reverse ${rounded.lat},${rounded.lng}`, () => geocoder.reverse(rounded, signal));
    },
  };
}
