import { describe, expect, it } from 'vitest';
import { MAP } from '#domain/testing/sample-township.ts';
import { withCache } from './cached-geocoder.ts';
import type { Geocoder, GeocodeResult, GeoPoint } from './ports.ts';

const BOX = MAP.searchBounds;
const FOUND: GeocodeResult = { status: 'OK', places: [{ address: '20 Main St', lat: 40.28, lng: -74.59 }] };

/** A geocoder that answers `next` and records what it was asked. */
function counting(next: () => GeocodeResult = () => FOUND) {
  const asked: (string | GeoPoint)[] = [];
  const geocoder: Geocoder = {
    search: (query) => {
      asked.push(query);
      return Promise.resolve(next());
    },
    reverse: (point) => {
      asked.push(point);
      return Promise.resolve(next());
    },
  };
  return { geocoder, asked };
}

describe('withCache', () => {
  it('answers the same search (any case or spacing) from memory until the entry expires', async () => {
    let now = 0;
    const inner = counting();
    const geocoder = withCache(inner.geocoder, { ttlMs: 1000, now: () => now });
    expect(await geocoder.search('20 Main St', BOX)).toEqual(FOUND);
    expect(await geocoder.search('  20  main st ', BOX)).toEqual(FOUND);
    expect(inner.asked).toEqual(['20 Main St']);
    now = 1000;
    await geocoder.search('20 Main St', BOX);
    expect(inner.asked).toHaveLength(2);
  });

  it('keeps searches in other boxes apart', async () => {
    const inner = counting();
    const geocoder = withCache(inner.geocoder);
    await geocoder.search('20 Main St', BOX);
    await geocoder.search('20 Main St', { ...BOX, north: 41 });
    expect(inner.asked).toHaveLength(2);
  });

  it('keeps ZERO_RESULTS but never a failure', async () => {
    const results: GeocodeResult[] = [{ status: 'ZERO_RESULTS' }, { status: 'TIMEOUT' }, FOUND];
    const inner = counting(() => results.shift()!);
    const geocoder = withCache(inner.geocoder);
    expect(await geocoder.search('nowhere', BOX)).toEqual({ status: 'ZERO_RESULTS' });
    expect(await geocoder.search('nowhere', BOX)).toEqual({ status: 'ZERO_RESULTS' });
    expect(await geocoder.search('20 Main St', BOX)).toEqual({ status: 'TIMEOUT' });
    expect(await geocoder.search('20 Main St', BOX)).toEqual(FOUND);
    expect(inner.asked).toEqual(['nowhere', '20 Main St', '20 Main St']);
  });

  it('rounds reverse lookups to about a metre, asking for the rounded point', async () => {
    const inner = counting();
    const geocoder = withCache(inner.geocoder);
    await geocoder.reverse({ lat: 40.2996001, lng: -74.6206004 });
    await geocoder.reverse({ lat: 40.2995999, lng: -74.6205996 });
    expect(inner.asked).toEqual([{ lat: 40.2996, lng: -74.6206 }]);
  });

  it('forgets the least recently used entry past its bound', async () => {
    const inner = counting();
    const geocoder = withCache(inner.geocoder, { maxEntries: 2 });
    await geocoder.search('aaa', BOX);
    await geocoder.search('bbb', BOX);
    await geocoder.search('aaa', BOX); // aaa is now the most recent
    await geocoder.search('ccc', BOX); // bbb goes
    await geocoder.search('aaa', BOX);
    await geocoder.search('bbb', BOX);
    expect(inner.asked).toEqual(['aaa', 'bbb', 'ccc', 'bbb']);
  });
});
