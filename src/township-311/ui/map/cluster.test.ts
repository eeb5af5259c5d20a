import { describe, expect, it } from 'vitest';
import { clusterPoints, CLUSTER_CELL_PIXELS, MARKER_SEPARATION_PIXELS, singleClusters } from './cluster.ts';

const point = (id: string, x: number, y: number) => ({ id, lat: y, lng: x });
/** Degrees as pixels, one to one, so positions are easy to reason about. */
const identity = (p: { lat: number; lng: number }) => ({ x: p.lng, y: p.lat });

describe('clusterPoints', () => {
  it('puts points in the same cell together, at their mean', () => {
    const clusters = clusterPoints([point('a', 1, 1), point('b', 3, 5), point('c', 200, 200)], identity);
    expect(clusters).toHaveLength(2);
    const together = clusters.find((cluster) => cluster.points.length === 2)!;
    expect(together.points.map((p) => p.id)).toEqual(['a', 'b']);
    expect(together.lat).toBe(3);
    expect(together.lng).toBe(2);
  });

  it('keeps points in neighbouring cells apart when their markers do not overlap', () => {
    const clusters = clusterPoints(
      [point('a', CLUSTER_CELL_PIXELS - 1, 0), point('b', CLUSTER_CELL_PIXELS - 1 + MARKER_SEPARATION_PIXELS, 0)],
      identity,
    );
    expect(clusters.map((cluster) => cluster.points.length)).toEqual([1, 1]);
  });

  it('joins points either side of a cell boundary whose markers would overlap', () => {
    const clusters = clusterPoints(
      [point('a', CLUSTER_CELL_PIXELS - 1, 0), point('b', CLUSTER_CELL_PIXELS, 0), point('c', CLUSTER_CELL_PIXELS, 5)],
      identity,
    );
    expect(clusters.map((cluster) => cluster.points.map((p) => p.id).sort())).toEqual([['a', 'b', 'c']]);
  });

  it('leaves no two markers closer than the separation', () => {
    const points = Array.from({ length: 5_000 }, (_, i) => point(String(i), (i * 7919) % 1000, (i * 104729) % 600));
    const clusters = clusterPoints(points, identity);
    for (const [i, a] of clusters.entries()) {
      for (const b of clusters.slice(i + 1)) {
        expect(Math.hypot(a.lng - b.lng, a.lat - b.lat)).toBeGreaterThanOrEqual(MARKER_SEPARATION_PIXELS);
      }
    }
  });

  it('leaves out points outside the view', () => {
    const clusters = clusterPoints([point('a', 1, 1), point('b', 5000, 5000)], (p) =>
      p.lng > 1000 ? null : identity(p),
    );
    expect(clusters.flatMap((cluster) => cluster.points.map((p) => p.id))).toEqual(['a']);
  });

  it('bounds the clusters by the screen, not by the number of points', () => {
    const points = Array.from({ length: 100_000 }, (_, i) => point(String(i), (i * 7919) % 1000, (i * 104729) % 600));
    const clusters = clusterPoints(points, identity);
    expect(clusters.length).toBeLessThanOrEqual(
      Math.ceil(1000 / CLUSTER_CELL_PIXELS) * Math.ceil(600 / CLUSTER_CELL_PIXELS),
    );
    expect(clusters.reduce((sum, cluster) => sum + cluster.points.length, 0)).toBe(100_000);
  });
});

describe('singleClusters', () => {
  it('gives every point in view its own cluster, even at one spot', () => {
    const clusters = singleClusters([point('a', 1, 1), point('b', 1, 1), point('c', 9000, 1)], (p) =>
      p.lng > 1000 ? null : identity(p),
    );
    expect(clusters.map((cluster) => cluster.points.map((p) => p.id))).toEqual([['a'], ['b']]);
  });
});
