/**
 * A local fake of a Nominatim server (`/search` and `/reverse`, format jsonv2) over the fictional
 * gazetteer. Like the public service it refuses a request without an application's User-Agent
 * (403). Unlike it, it does not filter by `viewbox`, so the adapter's own box check is exercised.
 * Browser tests can start one on a fixed port and point GEOCODER_URL at it.
 */
import type { IncomingHttpHeaders } from 'node:http';
import {
  findPlaces,
  nearestPlace,
  startFakeGeocoderServer,
  type FakeGeocoderServer,
  type FakeReply,
  type GazetteerPlace,
} from './geocoder-gazetteer.ts';

const LICENCE = 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright';

const jsonv2 = (place: GazetteerPlace, index: number) => ({
  place_id: 1000 + index,
  licence: LICENCE,
  osm_type: 'way',
  osm_id: 5000 + index,
  lat: place.lat.toFixed(7),
  lon: place.lng.toFixed(7),
  category: 'building',
  type: 'yes',
  place_rank: 30,
  importance: 0.1,
  addresstype: 'building',
  name: '',
  display_name: place.address,
  boundingbox: [place.lat - 0.0002, place.lat + 0.0002, place.lng - 0.0002, place.lng + 0.0002].map((value) =>
    value.toFixed(7),
  ),
});

/** Library defaults such as Node's own "node" are not an application's name. */
const namesAnApplication = (agent: string | undefined) => Boolean(agent && !/^(node|undici)\b/i.test(agent));

function answer(path: string, params: Record<string, string>, headers: IncomingHttpHeaders): FakeReply {
  if (!namesAnApplication(headers['user-agent'])) {
    return { status: 403, body: { error: { code: 403, message: 'Access blocked: identify your application.' } } };
  }
  if (params.format !== 'jsonv2') return { status: 400, body: { error: { code: 400, message: 'Bad format' } } };
  if (path === '/search') {
    const limit = Number(params.limit ?? '10');
    return {
      status: 200,
      body: findPlaces(params.q ?? '')
        .slice(0, limit)
        .map(jsonv2),
    };
  }
  if (path === '/reverse') {
    const place = nearestPlace(Number(params.lat), Number(params.lon));
    return { status: 200, body: place ? jsonv2(place, 0) : { error: 'Unable to geocode' } };
  }
  return { status: 404, body: { error: { code: 404, message: 'Not found' } } };
}

/**
 * Starts the fake on `port` (0, the default, picks a free one); `url` is what GEOCODER_URL takes.
 * @example
 * const nominatim = await startFakeNominatim(4812);
 * // GEOCODER_URL=nominatim.url ... then: await nominatim.close();
 */
export function startFakeNominatim(port = 0): Promise<FakeGeocoderServer> {
  return startFakeGeocoderServer(port, answer, {
    status: 429,
    body: { error: { code: 429, message: 'Too Many Requests' } },
  });
}
