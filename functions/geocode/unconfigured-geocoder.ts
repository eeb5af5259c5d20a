/**
 * The Geocoder when none is configured (no GEOCODER_URL, no GOOGLE_GEOCODING_API_KEY): every call
 * answers NOT_CONFIGURED, and the 311 app says place search is off. No network, ever.
 */
import type { Geocoder, GeocodeResult } from './ports.ts';

const notConfigured = (): Promise<GeocodeResult> => Promise.resolve({ status: 'NOT_CONFIGURED' });

export const unconfiguredGeocoder: Geocoder = { search: notConfigured, reverse: notConfigured };
