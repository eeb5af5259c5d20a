/**
 * A global gate on outgoing geocoding calls: at least `minIntervalMs` between two of them, for the
 * whole server (Nominatim's public service allows one request a second for an application, not
 * per resident). A call waits for its turn, but only briefly: one whose turn is more than
 * `maxWaitMs` away answers OVER_QUERY_LIMIT at once instead of piling up behind the others.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { Logger } from '../logger.ts';
import type { GeoBox, Geocoder, GeocodeResult, GeoPoint } from './ports.ts';

interface RateGateOptions {
  /** The least time between two calls; 0 lets every call through at once. */
  minIntervalMs: number;
  /** The longest a call may wait for its turn; 2 seconds by default. */
  maxWaitMs?: number | undefined;
  now?: (() => number) | undefined;
  logger?: Logger | undefined;
}

const DEFAULT_MAX_WAIT_MS = 2000;

/**
 * @example const geocoder = withRateGate(createNominatimGeocoder(options), { minIntervalMs: 1000 });
 */
export function withRateGate(geocoder: Geocoder, options: RateGateOptions): Geocoder {
  const maxWaitMs = options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
  const now = options.now ?? Date.now;
  /** When the next call may go out. */
  let nextTurn = 0;

  /** Waits for this call's turn; the failure to answer instead, or null to go ahead. */
  async function turn(signal: AbortSignal | undefined): Promise<GeocodeResult | null> {
    if (options.minIntervalMs <= 0) return null;
    if (signal?.aborted) return { status: 'ABORTED' };
    const at = now();
    const slot = Math.max(at, nextTurn);
    if (slot - at > maxWaitMs) {
      options.logger?.debug(`Geocoding: a call refused, the next turn is ${slot - at} ms away`);
      return { status: 'OVER_QUERY_LIMIT' };
    }
    nextTurn = slot + options.minIntervalMs;
    if (slot > at) {
      try {
        await delay(slot - at, undefined, { signal });
      } catch {
        return { status: 'ABORTED' };
      }
    }
    return null;
  }

  return {
    async search(query: string, box: GeoBox, signal?: AbortSignal) {
      return (await turn(signal)) ?? geocoder.search(query, box, signal);
    },
    async reverse(point: GeoPoint, signal?: AbortSignal) {
      return (await turn(signal)) ?? geocoder.reverse(point, signal);
    },
  };
}
