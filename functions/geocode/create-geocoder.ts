/**
 * The one place the Geocoder is chosen, from validated env values: Google's Geocoding API when
 * GOOGLE_GEOCODING_API_KEY is set, else the Nominatim-compatible API at GEOCODER_URL, else none
 * (every call answers NOT_CONFIGURED). A remote one sits behind the global rate gate (one call a
 * second for Nominatim, as its public service requires, none for Google, unless
 * GEOCODER_MIN_INTERVAL_MS says otherwise) and, in front of that, the answer cache.
 */
import type { Env } from '../config/env.ts';
import type { Logger } from '../logger.ts';
import { withCache, type CacheOptions } from './cached-geocoder.ts';
import type { RemoteOptions } from './fetch-json.ts';
import { createGoogleGeocoder } from './google-geocoder.ts';
import { createNominatimGeocoder } from './nominatim-geocoder.ts';
import type { Geocoder } from './ports.ts';
import { withRateGate } from './rate-gate.ts';
import { unconfiguredGeocoder } from './unconfigured-geocoder.ts';

type GeocodeEnv = Pick<
  Env,
  | 'GEOCODER_URL'
  | 'GEOCODER_USER_AGENT'
  | 'GEOCODER_MIN_INTERVAL_MS'
  | 'GOOGLE_GEOCODING_API_KEY'
  | 'GOOGLE_GEOCODING_URL'
>;

/** Nominatim's public service allows one request a second for the whole application. */
const NOMINATIM_MIN_INTERVAL_MS = 1000;

interface CreateGeocoderOptions extends Omit<RemoteOptions, 'logger'> {
  env: Partial<GeocodeEnv>;
  logger: Logger;
  /** Sent to Nominatim when GEOCODER_USER_AGENT is unset; names the township's 311 service. */
  defaultUserAgent: string;
  cache?: CacheOptions | undefined;
  /** The longest a call waits at the rate gate before answering OVER_QUERY_LIMIT. */
  maxWaitMs?: number | undefined;
}

/**
 * @example const geocoder = createGeocoder({ env, logger, defaultUserAgent: 'West Windsor Township 311 (+https://example.org)' });
 */
export function createGeocoder(options: CreateGeocoderOptions): Geocoder {
  const { env, logger } = options;
  const remote: RemoteOptions = {
    timeoutMs: options.timeoutMs,
    maxReplyBytes: options.maxReplyBytes,
    fetch: options.fetch,
    logger,
  };
  let adapter: Geocoder;
  let defaultInterval: number;
  if (env.GOOGLE_GEOCODING_API_KEY) {
    adapter = createGoogleGeocoder({
      ...remote,
      apiKey: env.GOOGLE_GEOCODING_API_KEY,
      baseUrl: env.GOOGLE_GEOCODING_URL,
    });
    defaultInterval = 0;
    const ignored = env.GEOCODER_URL ? ' (GEOCODER_URL is ignored while a Google key is set)' : '';
    logger.info(`Geocoding: Google Geocoding API${ignored}`);
  } else if (env.GEOCODER_URL) {
    const userAgent = env.GEOCODER_USER_AGENT ?? options.defaultUserAgent;
    adapter = createNominatimGeocoder({ ...remote, baseUrl: env.GEOCODER_URL, userAgent });
    defaultInterval = NOMINATIM_MIN_INTERVAL_MS;
    logger.info(`Geocoding: Nominatim-compatible API at ${new URL(env.GEOCODER_URL).host}`);
  } else {
    logger.info('Geocoding: off (no GEOCODER_URL or GOOGLE_GEOCODING_API_KEY); place search answers NOT_CONFIGURED');
    return unconfiguredGeocoder;
  }
  const minIntervalMs = env.GEOCODER_MIN_INTERVAL_MS ?? defaultInterval;
  return withCache(withRateGate(adapter, { minIntervalMs, maxWaitMs: options.maxWaitMs, logger }), options.cache);
}
