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
 * Clusters of the points `project` maps to screen pixels; a point it maps to null (outside the
 * view) is left out.
 * @example clusterPoints([a, b], (p) => ({ x: 10, y: 10 })) // one cluster of a and b
 */
export function clusterPoints<P extends MapPoint>(
  points: readonly P[],
  project: (point: P) => { x: number; y: number } | null,
  cell = CLUSTER_CELL_PIXELS,
): Cluster<P>[] {
  const cells = new Map<string, P[]>();
  for (const point of points) {
    const screen = project(point);
    if (!screen) continue;
    const key = `${Math.floor(screen.x / cell)}:${Math.floor(screen.y / cell)}`;
    const members = cells.get(key);
    if (members) members.push(point);
    else cells.set(key, [point]);
  }
  return [...cells].map(([key, members]) => {
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
