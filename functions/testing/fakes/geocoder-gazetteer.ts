/**
 * The fictional places the fake geocoders know, and the little server they share: a real
 * `node:http` server on 127.0.0.1 that records each request and can be told to misbehave the way
 * real providers do (an HTTP 503, a slow reply, a body that is not JSON, a rate-limit refusal, a
 * reply far too large, a dropped connection). Each fake (nominatim-server.ts,
 * google-geocoding-server.ts) only formats places the way its provider does.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GazetteerPlace {
  address: string;
  lat: number;
  lng: number;
}

/** Fictional West Windsor places, and one namesake outside the township's box (Trenton). */
export const GAZETTEER: readonly GazetteerPlace[] = [
  {
    address: 'Township Municipal Building, 271 Clarksville Rd, West Windsor, NJ 08550, USA',
    lat: 40.2996,
    lng: -74.6206,
  },
  { address: '20 Main St, West Windsor, NJ 08550, USA', lat: 40.2806, lng: -74.5918 },
  { address: 'Duck Pond Park, 1 Pond Loop, West Windsor, NJ 08550, USA', lat: 40.2741, lng: -74.6044 },
  { address: '4 Elm Ct, Princeton Junction, NJ 08550, USA', lat: 40.3179, lng: -74.6228 },
  { address: '20 Main St, Trenton, NJ 08608, USA', lat: 40.2171, lng: -74.7596 },
];

/** Where a reverse lookup finds nothing: a field in the middle of the township. */
export const EMPTY_FIELD = { lat: 40.26, lng: -74.55 } as const;

/**
 * Places whose address holds every word of the query, any case.
 * @example findPlaces('main st').length // 2 (West Windsor and Trenton)
 */
export function findPlaces(query: string): GazetteerPlace[] {
  const words = query
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.length === 0) return [];
  return GAZETTEER.filter((place) => words.every((word) => place.address.toLowerCase().includes(word)));
}

/** The place nearest a point within about 300 metres, or null. */
export function nearestPlace(lat: number, lng: number): GazetteerPlace | null {
  const metres = (place: GazetteerPlace) =>
    Math.hypot((place.lat - lat) * 111_000, (place.lng - lng) * 111_000 * Math.cos((lat * Math.PI) / 180));
  const sorted = [...GAZETTEER].sort((a, b) => metres(a) - metres(b));
  const nearest = sorted[0];
  return nearest && metres(nearest) <= 300 ? nearest : null;
}

/**
 * How a fake answers: `normal`, or like a provider in trouble. `over-limit` is each provider's own
 * refusal (Nominatim's HTTP 429, Google's OVER_QUERY_LIMIT status).
 */
export type FakeGeocoderMode = 'normal' | 'unavailable' | 'slow' | 'garbage' | 'over-limit' | 'oversized' | 'hang-up';

interface SeenGeocodeRequest {
  path: string;
  params: Record<string, string>;
  headers: IncomingHttpHeaders;
}

export interface FakeReply {
  status: number;
  body: unknown;
}

export interface FakeGeocoderServer {
  /** The base URL to configure (GEOCODER_URL or GOOGLE_GEOCODING_URL), e.g. http://127.0.0.1:4812. */
  url: string;
  /** Every request that reached the fake, oldest first. */
  seen: SeenGeocodeRequest[];
  /** How the fake answers from now on; `normal` to begin with. */
  mode: FakeGeocoderMode;
  /** How long a `slow` reply takes. */
  delayMs: number;
  close(): Promise<void>;
}

/** About a megabyte of valid JSON, sent in pieces without a Content-Length. */
function sendOversized(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.write('[');
  const item = JSON.stringify({ display_name: 'x'.repeat(1000), lat: '40.28', lon: '-74.59' });
  for (let index = 0; index < 1000; index += 1) response.write(`${index ? ',' : ''}${item}`);
  response.end(']');
}

/**
 * Starts a fake on `port` (0 picks a free one). `answer` gives the normal reply to a path and
 * its query; `overLimit` the provider's rate-limit refusal.
 */
export async function startFakeGeocoderServer(
  port: number,
  answer: (path: string, params: Record<string, string>, headers: IncomingHttpHeaders) => FakeReply,
  overLimit: FakeReply,
): Promise<FakeGeocoderServer> {
  const timers = new Set<NodeJS.Timeout>();
  const fake = { seen: [] as SeenGeocodeRequest[], mode: 'normal', delayMs: 2000 } as FakeGeocoderServer;
  const send = (response: ServerResponse, reply: FakeReply) => {
    if (response.destroyed) return;
    response.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(reply.body));
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const params = Object.fromEntries(url.searchParams);
    fake.seen.push({ path: url.pathname, params, headers: request.headers });
    switch (fake.mode) {
      case 'unavailable':
        response.writeHead(503, { 'content-type': 'text/html' });
        response.end('<html><body>Service Unavailable</body></html>');
        return;
      case 'garbage':
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('<html>{"status": "OK", results: [');
        return;
      case 'over-limit':
        send(response, overLimit);
        return;
      case 'oversized':
        sendOversized(response);
        return;
      case 'hang-up':
        request.socket.destroy();
        return;
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          send(response, answer(url.pathname, params, request.headers));
        }, fake.delayMs);
        timers.add(timer);
        return;
      }
      default:
        send(response, answer(url.pathname, params, request.headers));
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      server.close(() => {
        resolve();
      });
    });
  return fake;
}
