/**
 * The contract every remote Geocoder adapter must meet, run against each (Nominatim, Google)
 * pointed at its local fake: a search finds places inside the box and drops those outside it,
 * reverse geocoding gives an address, nothing found is ZERO_RESULTS, and every failure (an HTTP
 * error, the provider's rate limit, a reply that is not JSON or far too large, a dropped
 * connection, a timeout, the caller giving up) is a failure status, logged without the query,
 * never a throw.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { MAP } from '#domain/testing/sample-township.ts';
import type { RemoteOptions } from '../../geocode/fetch-json.ts';
import type { Geocoder, GeocodeResult } from '../../geocode/ports.ts';
import type { Logger } from '../../logger.ts';
import { EMPTY_FIELD, GAZETTEER, type FakeGeocoderMode, type FakeGeocoderServer } from '../fakes/geocoder-gazetteer.ts';

interface GeocoderHarness {
  fake: FakeGeocoderServer;
  /** The adapter pointed at the fake, with these bounds and this logger. */
  geocoder(options: RemoteOptions & { logger: Logger }): Geocoder;
}

const BOX = MAP.searchBounds;
const TOWN_HALL = GAZETTEER[0]!;
const QUERY = '271 Clarksville Rd';

function recordingLogger() {
  const lines: string[] = [];
  const logger: Logger = {
    error: (message) => lines.push(message),
    info: (message) => lines.push(message),
    debug: (message) => lines.push(message),
  };
  return { logger, lines };
}

const addresses = (result: GeocodeResult) => ('places' in result ? result.places.map((place) => place.address) : []);

export function runGeocoderContract(name: string, setup: () => Promise<GeocoderHarness>): void {
  describe(`${name} geocoder`, () => {
    const open: FakeGeocoderServer[] = [];
    const start = async (options: RemoteOptions = {}) => {
      const harness = await setup();
      open.push(harness.fake);
      const log = recordingLogger();
      return { fake: harness.fake, log, geocoder: harness.geocoder({ ...options, logger: log.logger }) };
    };
    afterEach(async () => {
      await Promise.all(open.splice(0).map((fake) => fake.close()));
    });

    it('finds a place inside the box, with its coordinates', async () => {
      const { geocoder } = await start();
      const result = await geocoder.search(QUERY, BOX);
      expect(result.status).toBe('OK');
      expect('places' in result && result.places[0]).toEqual({
        address: TOWN_HALL.address,
        lat: expect.closeTo(TOWN_HALL.lat, 5) as number,
        lng: expect.closeTo(TOWN_HALL.lng, 5) as number,
      });
    });

    it('drops a place outside the box', async () => {
      const { geocoder } = await start();
      expect(addresses(await geocoder.search('20 Main St', BOX))).toEqual(['20 Main St, West Windsor, NJ 08550, USA']);
      expect(await geocoder.search('Main St Trenton', BOX)).toEqual({ status: 'ZERO_RESULTS' });
    });

    it('answers ZERO_RESULTS when nothing matches', async () => {
      const { geocoder } = await start();
      expect(await geocoder.search('999 Nowhere Lane', BOX)).toEqual({ status: 'ZERO_RESULTS' });
    });

    it('gives the address at a point, and ZERO_RESULTS where there is none', async () => {
      const { geocoder } = await start();
      const result = await geocoder.reverse({ lat: TOWN_HALL.lat + 0.0001, lng: TOWN_HALL.lng - 0.0001 });
      expect(addresses(result)).toEqual([TOWN_HALL.address]);
      expect(await geocoder.reverse(EMPTY_FIELD)).toEqual({ status: 'ZERO_RESULTS' });
    });

    it.each([
      ['unavailable', 'HTTP_503'],
      ['over-limit', 'OVER_QUERY_LIMIT'],
      ['garbage', 'BAD_REPLY'],
      ['hang-up', 'UNAVAILABLE'],
    ] as [FakeGeocoderMode, string][])('answers a failure status, never a throw: %s', async (mode, status) => {
      const { fake, geocoder, log } = await start();
      fake.mode = mode;
      await expect(geocoder.search(QUERY, BOX)).resolves.toEqual({ status });
      await expect(geocoder.reverse(TOWN_HALL)).resolves.toEqual({ status });
      expect(log.lines).toHaveLength(2);
      expect(log.lines[0]).toContain(status);
      expect(log.lines.join('\n')).not.toContain('Clarksville');
    });

    it('answers UNAVAILABLE when nothing listens', async () => {
      const { fake, geocoder } = await start();
      await fake.close();
      await expect(geocoder.search(QUERY, BOX)).resolves.toEqual({ status: 'UNAVAILABLE' });
    });

    it('gives up after its timeout', async () => {
      const { fake, geocoder } = await start({ timeoutMs: 150 });
      fake.mode = 'slow';
      // Far beyond the timeout, so a busy machine's delays cannot blur the two.
      fake.delayMs = 10_000;
      const began = Date.now();
      await expect(geocoder.search(QUERY, BOX)).resolves.toEqual({ status: 'TIMEOUT' });
      expect(Date.now() - began).toBeLessThan(fake.delayMs / 2);
    });

    it("stops when the caller's signal aborts", async () => {
      const { fake, geocoder } = await start();
      fake.mode = 'slow';
      fake.delayMs = 10_000;
      const began = Date.now();
      await expect(geocoder.reverse(TOWN_HALL, AbortSignal.timeout(50))).resolves.toEqual({ status: 'ABORTED' });
      expect(Date.now() - began).toBeLessThan(fake.delayMs / 2);
      await expect(geocoder.search(QUERY, BOX, AbortSignal.abort())).resolves.toEqual({ status: 'ABORTED' });
    });

    it('refuses a reply over its size bound before parsing it', async () => {
      const { fake, geocoder } = await start({ maxReplyBytes: 64 * 1024 });
      fake.mode = 'oversized';
      await expect(geocoder.search(QUERY, BOX)).resolves.toEqual({ status: 'REPLY_TOO_LARGE' });
    });
  });
}
