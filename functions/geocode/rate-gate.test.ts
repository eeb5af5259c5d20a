import { describe, expect, it } from 'vitest';
import { MAP } from '#domain/testing/sample-township.ts';
import type { Geocoder } from './ports.ts';
import { withRateGate } from './rate-gate.ts';

/** A geocoder that records when each call reached it. */
function timed() {
  const at: number[] = [];
  const geocoder: Geocoder = {
    search: () => {
      at.push(Date.now());
      return Promise.resolve({ status: 'ZERO_RESULTS' });
    },
    reverse: () => {
      at.push(Date.now());
      return Promise.resolve({ status: 'ZERO_RESULTS' });
    },
  };
  return { geocoder, at };
}

const search = (geocoder: Geocoder, signal?: AbortSignal) => geocoder.search('20 Main St', MAP.searchBounds, signal);

describe('withRateGate', () => {
  it('spaces calls by the interval, for searches and reverse lookups alike', async () => {
    const inner = timed();
    const geocoder = withRateGate(inner.geocoder, { minIntervalMs: 60, maxWaitMs: 500 });
    const start = Date.now();
    await Promise.all([search(geocoder), geocoder.reverse({ lat: 40.28, lng: -74.59 }), search(geocoder)]);
    expect(inner.at).toHaveLength(3);
    // Measured from before the first call: a busy machine may delay any call, but none goes early.
    // (Between two calls' arrivals, a late first call would shorten the gap it was given.)
    expect(inner.at[1]! - start).toBeGreaterThanOrEqual(55);
    expect(inner.at[2]! - start).toBeGreaterThanOrEqual(115);
  });

  it('answers OVER_QUERY_LIMIT at once for a call whose turn is too far away', async () => {
    const inner = timed();
    const geocoder = withRateGate(inner.geocoder, { minIntervalMs: 200, maxWaitMs: 300 });
    const settled: number[] = [];
    const calls = [0, 1, 2].map((index) => search(geocoder).finally(() => settled.push(index)));
    const results = await Promise.all(calls);
    expect(results.map((result) => result.status)).toEqual(['ZERO_RESULTS', 'ZERO_RESULTS', 'OVER_QUERY_LIMIT']);
    expect(inner.at).toHaveLength(2);
    expect(settled.indexOf(2)).toBeLessThan(settled.indexOf(1)); // the refused call did not wait for a turn
  });

  it("answers ABORTED when the caller's signal aborts while it waits", async () => {
    const inner = timed();
    const geocoder = withRateGate(inner.geocoder, { minIntervalMs: 1000 });
    await search(geocoder);
    expect(await search(geocoder, AbortSignal.timeout(20))).toEqual({ status: 'ABORTED' });
    expect(await search(geocoder, AbortSignal.abort())).toEqual({ status: 'ABORTED' });
    expect(inner.at).toHaveLength(1);
  });

  it('lets every call through at once with no interval', async () => {
    const inner = timed();
    const geocoder = withRateGate(inner.geocoder, { minIntervalMs: 0, maxWaitMs: 0 });
    await Promise.all(Array.from({ length: 10 }, () => search(geocoder)));
    expect(inner.at).toHaveLength(10);
  });
});
