/**
 * The nearby check of bench-scale.ts (docs/product.md#311-already-reported): 200 points, each
 * a generated request's place moved by up to some 30 m, with its category, asked once each through
 * `GET /api/staff/nearby` (the public route is rate-limited per client address; both run the same
 * store query). p50 and p95 over the 200.
 */
import type { DatabaseSync } from 'node:sqlite';

export const NEARBY_READ_NAME = 'nearby check (200 random points)';
const POINTS = 200;
/** Up to about 30 m in latitude. */
const JITTER_DEGREES = 0.0003;

interface NearbyPoint {
  category: string;
  lat: number;
  lng: number;
}

/** @example const points = nearbyPoints(db); // 200 places of generated requests, moved a little */
export function nearbyPoints(db: DatabaseSync, count = POINTS): NearbyPoint[] {
  const { n } = db.prepare('SELECT max(rowid) AS n FROM requests').get() as { n: number };
  const at = db.prepare('SELECT category, location FROM requests WHERE rowid >= ? LIMIT 1');
  const points: NearbyPoint[] = [];
  while (points.length < count) {
    const row = at.get(1 + Math.floor(Math.random() * n)) as { category: string; location: string } | undefined;
    const place = row ? (JSON.parse(row.location) as { lat: number; lng: number } | null) : null;
    if (!row || !place) continue;
    const jitter = () => (Math.random() * 2 - 1) * JITTER_DEGREES;
    points.push({ category: row.category, lat: place.lat + jitter(), lng: place.lng + jitter() });
  }
  return points;
}

/** @example await timeNearby(`${url}/api/staff`, cookie, points) // { name, p50, p95, bytes } */
export async function timeNearby(staffUrl: string, cookie: string, points: readonly NearbyPoint[]) {
  const times: number[] = [];
  let bytes = 0;
  for (const { category, lat, lng } of points) {
    const search = new URLSearchParams({ category, lat: lat.toFixed(6), lng: lng.toFixed(6) });
    const started = performance.now();
    const res = await fetch(`${staffUrl}/nearby?${search.toString()}`, { headers: { cookie } });
    const body = await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`nearby answered ${res.status}: ${Buffer.from(body).toString()}`);
    bytes = Math.max(bytes, body.byteLength);
  }
  times.sort((a, b) => a - b);
  const quantile = (fraction: number) => times[Math.max(0, Math.ceil(fraction * times.length) - 1)]!;
  return { name: NEARBY_READ_NAME, p50: quantile(0.5), p95: quantile(0.95), bytes };
}
