/**
 * A local fake of Google's Geocoding API (`/maps/api/geocode/json`) over the fictional gazetteer,
 * answering in Google's documented format: HTTP 200 with a `status` (OK, ZERO_RESULTS,
 * REQUEST_DENIED for a wrong key, INVALID_REQUEST without `address` or `latlng`, OVER_QUERY_LIMIT
 * when told to). Like Google, `bounds` only biases: places outside it are still returned.
 */
import * as gazetteer from './geocoder-gazetteer.ts';

/** The key the fake accepts. */
export const FAKE_GOOGLE_KEY = 'fake-google-geocoding-key';

const result = (place: gazetteer.GazetteerPlace, index: number) => ({
  formatted_address: place.address,
  geometry: {
    location: { lat: place.lat, lng: place.lng },
    location_type: 'ROOFTOP',
    viewport: {
      northeast: { lat: place.lat + 0.0013, lng: place.lng + 0.0013 },
      southwest: { lat: place.lat - 0.0013, lng: place.lng - 0.0013 },
    },
  },
  place_id: `FakePlace${index}`,
  types: ['street_address'],
});

const reply = (places: gazetteer.GazetteerPlace[]): gazetteer.FakeReply => ({
  status: 200,
  body: places.length > 0 ? { results: places.map(result), status: 'OK' } : { results: [], status: 'ZERO_RESULTS' },
});

const refusal = (status: string, message: string): gazetteer.FakeReply => ({
  status: 200,
  body: { error_message: message, results: [], status },
});

function answer(path: string, params: Record<string, string>): gazetteer.FakeReply {
  if (path !== '/maps/api/geocode/json') return { status: 404, body: { error: 'Not Found' } };
  if (params.key !== FAKE_GOOGLE_KEY) return refusal('REQUEST_DENIED', 'The provided API key is invalid.');
  if (params.address) return reply(gazetteer.findPlaces(params.address));
  const [lat, lng] = (params.latlng ?? '').split(',').map(Number);
  if (lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng)) {
    return refusal(
      'INVALID_REQUEST',
      "Invalid request. Missing the 'address', 'components', 'latlng' or 'place_id' parameter.",
    );
  }
  const place = gazetteer.nearestPlace(lat, lng);
  return reply(place ? [place] : []);
}

/**
 * Starts the fake on `port` (0, the default, picks a free one); `url` is what GOOGLE_GEOCODING_URL takes.
 * @example const google = await startFakeGoogleGeocoding(); // key: FAKE_GOOGLE_KEY
 */
export function startFakeGoogleGeocoding(port = 0): Promise<gazetteer.FakeGeocoderServer> {
  return gazetteer.startFakeGeocoderServer(
    port,
    answer,
    refusal('OVER_QUERY_LIMIT', 'You have exceeded your rate-limit for this API.'),
  );
}
