/**
 * Grid clustering for a map of many requests: points whose screen positions fall in the same
 * cell (at the current zoom) become one cluster, placed at their mean. Only the points inside the
 * view are clustered, so the work and the markers drawn stay bounded by the screen, not by the
 * number of requests.
 */

export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
}

export interface Cluster<P extends MapPoint> {
  /** Stable within one zoom: the cell it came from. */
  key: string;
  lat: number;
  lng: number;
  points: P[];
}

/** Cell side in screen pixels: a marker is about 30 px, so a cell holds what would overlap. */
export const CLUSTER_CELL_PIXELS = 56;

/**
 * The least distance between two markers' centres: the largest marker (a cluster's 38 px ring)
 * and a little room, so no marker covers another's target (WCAG 2.5.8). Cells on either side of a
 * boundary can hold points a pixel apart; their clusters join.
 */
export const MARKER_SEPARATION_PIXELS = 40;

interface Placed<P> {
  x: number;
  y: number;
  points: P[];
  key: string;
}

/** Joins `b` into `a`: its points, and its centre weighted by their number. */
function join<P>(a: Placed<P>, b: Placed<P>): void {
  const total = a.points.length + b.points.length;
  a.x = (a.x * a.points.length + b.x * b.points.length) / total;
  a.y = (a.y * a.points.length + b.y * b.points.length) / total;
  a.points.push(...b.points);
}

/** Joins clusters closer than MARKER_SEPARATION_PIXELS until none is; bounded by the screen's cells. */
function separate<P>(placed: Placed<P>[]): Placed<P>[] {
  let kept = placed;
  for (let joined = true; joined;) {
    joined = false;
    const next: Placed<P>[] = [];
    for (const cluster of kept) {
      const near = next.find(
        (other) => Math.hypot(other.x - cluster.x, other.y - cluster.y) < MARKER_SEPARATION_PIXELS,
      );
      if (near) {
        join(near, cluster);
        joined = true;
      } else next.push(cluster);
    }
    kept = next;
  }
  return kept;
}

/**
 * Clusters of the points `project` maps to screen pixels; a point it maps to null (outside the
 * view) is left out. No two clusters' markers overlap.
 * @example clusterPoints([a, b], (p) => ({ x: 10, y: 10 })) // one cluster of a and b
 */
export function clusterPoints<P extends MapPoint>(
  points: readonly P[],
  project: (point: P) => { x: number; y: number } | null,
  cell = CLUSTER_CELL_PIXELS,
): Cluster<P>[] {
  const cells = new Map<string, Placed<P>>();
  for (const point of points) {
    const screen = project(point);
    if (!screen) continue;
    const key = `${Math.floor(screen.x / cell)}:${Math.floor(screen.y / cell)}`;
    const found = cells.get(key);
    if (found) join(found, { key, x: screen.x, y: screen.y, points: [point] });
    else cells.set(key, { key, x: screen.x, y: screen.y, points: [point] });
  }
  return separate([...cells.values()]).map(({ key, points: members }) => {
    let lat = 0;
    let lng = 0;
    for (const member of members) {
      lat += member.lat;
      lng += member.lng;
    }
    return { key, lat: lat / members.length, lng: lng / members.length, points: members };
  });
}

/** One cluster per point in view: the deepest zoom, where grouping would hide requests at one spot. */
export function singleClusters<P extends MapPoint>(
  points: readonly P[],
  project: (point: P) => { x: number; y: number } | null,
): Cluster<P>[] {
  return points.flatMap((point) =>
    project(point) ? [{ key: point.id, lat: point.lat, lng: point.lng, points: [point] }] : [],
  );
}
