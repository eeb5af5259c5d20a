/**
 * Whether a map point is inside the township: the check the wizard runs on Next and the server on
 * every submission, over the compact `Boundary` that `parseBoundary` (boundary.ts) makes from the
 * GeoJSON file. Apart from the parser so the wizard carries no GeoJSON schema.
 */

/** How far from an edge, in degrees (about a centimetre), a point still counts as on it. */
const EDGE_TOLERANCE = 1e-7;

/** A boundary ready for `contains`: its polygons and the box around them. */
export interface Boundary {
  /**
   * Each polygon's rings, its outer ring first and then its holes. A ring is flat, longitude then
   * latitude for each position, and ends where it starts: [lng0, lat0, lng1, lat1, …, lng0, lat0].
   */
  readonly polygons: readonly (readonly (readonly number[])[])[];
  /** The smallest box around every ring, for a fast "outside". */
  readonly bbox: { readonly west: number; readonly south: number; readonly east: number; readonly north: number };
}

/** Whether (x, y) lies within EDGE_TOLERANCE of the segment from (ax, ay) to (bx, by). */
function onSegment(x: number, y: number, ax: number, ay: number, bx: number, by: number): boolean {
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.min(1, Math.max(0, ((x - ax) * dx + (y - ay) * dy) / length2));
  const ex = ax + t * dx - x;
  const ey = ay + t * dy - y;
  return ex * ex + ey * ey <= EDGE_TOLERANCE * EDGE_TOLERANCE;
}

/** For one ring: whether the point is on an edge, and whether a ray east of it crosses the ring an odd number of times. */
function ringTest(ring: readonly number[], x: number, y: number): { onEdge: boolean; odd: boolean } {
  let odd = false;
  for (let i = 2; i + 1 < ring.length; i += 2) {
    const ax = ring[i - 2]!;
    const ay = ring[i - 1]!;
    const bx = ring[i]!;
    const by = ring[i + 1]!;
    if (onSegment(x, y, ax, ay, bx, by)) return { onEdge: true, odd };
    if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) odd = !odd;
  }
  return { onEdge: false, odd };
}

/**
 * Whether a point lies inside the boundary: inside an outer ring and not inside one of its holes
 * (even-odd over each polygon's rings). A point on any edge, a hole's included, counts as inside.
 * @example contains(boundary, { lat: 40.2809, lng: -74.5912 }) // true
 */
export function contains(boundary: Boundary, point: { lat: number; lng: number }): boolean {
  const { lat: y, lng: x } = point;
  if (!Number.isFinite(x) || !Number.isFinite(y)) return false;
  const { west, south, east, north } = boundary.bbox;
  const t = EDGE_TOLERANCE;
  if (x < west - t || x > east + t || y < south - t || y > north + t) return false;
  return boundary.polygons.some((rings) => {
    let odd = false;
    for (const ring of rings) {
      const test = ringTest(ring, x, y);
      if (test.onEdge) return true;
      if (test.odd) odd = !odd;
    }
    return odd;
  });
}

/**
 * The township as the boundary refusal names it, or null without a name.
 * @example boundaryPlace('West Windsor') // 'West Windsor Township'
 */
export function boundaryPlace(township: string): string | null {
  const name = township.trim().replace(/\s+/g, ' ');
  return !name ? null : /\btownship\b/i.test(name) ? name : `${name} Township`;
}

/**
 * The refusal shown for a point outside the boundary, naming the township from content/site.json.
 * @example outsideBoundaryMessage('West Windsor')
 * // 'This location is outside West Windsor Township. Please choose a place inside the township, or contact the agency that serves it.'
 */
export function outsideBoundaryMessage(township: string): string {
  const place = boundaryPlace(township) ?? 'the township';
  return `This location is outside ${place}. Please choose a place inside the township, or contact the agency that serves it.`;
}
