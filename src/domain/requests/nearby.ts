/**
 * "Already reported?" (docs/product.md#311-already-reported): open requests of one category near a
 * point. The radius, the bound on answers and on the candidates a store reads, the grid a store
 * indexes points by, and the exact distance every store checks in code. Pure: no Zod, so the
 * location step can load it; the server's schema is nearby-input.ts.
 */
import { OPEN_STATUSES, type Category, type Status } from './constants.ts';

/** How far from the chosen point an open request counts as "the same problem". */
export const NEARBY_RADIUS_METRES = 50;
/** At most this many answers, nearest first. */
export const NEARBY_LIMIT = 5;
/**
 * At most this many open requests of the category in the grid cells around a point are read and
 * measured: the work of one check is bounded however dense a street is.
 */
export const NEARBY_CANDIDATES = 200;

/** A grid cell's height and width in degrees: 111 m of latitude, and 0.002° of longitude (57 m or more up to 75°). */
const CELL_LAT = 0.001;
const CELL_LNG = 0.002;
const EARTH_RADIUS_METRES = 6_371_008.8;
const METRES_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_METRES;

export interface Point {
  lat: number;
  lng: number;
}

export interface NearbyQuery extends Point {
  category: Category;
  /** A request to leave out (a request's own detail asks for its duplicates). */
  excludeId?: string;
}

/** Whether a request in this status is still open, and so can be "already reported". */
export const isOpenStatus = (status: Status) => OPEN_STATUSES.includes(status);

/**
 * The great-circle distance between two points, in metres.
 * @example distanceMetres({ lat: 40, lng: -75 }, { lat: 40.0001, lng: -75 }) // about 11.1
 */
export function distanceMetres(a: Point, b: Point): number {
  const toRad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * toRad;
  const dLng = (b.lng - a.lng) * toRad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * toRad) * Math.cos(b.lat * toRad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The box of latitudes and longitudes that holds every point within the radius of `point`.
 * @example nearbyBox({ lat: 40, lng: -75 }).south // about 39.99955
 */
export function nearbyBox(point: Point, radius = NEARBY_RADIUS_METRES) {
  const dLat = radius / METRES_PER_DEGREE;
  const dLng = radius / (METRES_PER_DEGREE * Math.max(0.01, Math.cos((point.lat * Math.PI) / 180)));
  return { south: point.lat - dLat, north: point.lat + dLat, west: point.lng - dLng, east: point.lng + dLng };
}

/**
 * The grid cell a point is in, as a key.
 * @example gridCell({ lat: 40.00012, lng: -75.0003 }) // '40000:-37501'
 */
export function gridCell(point: Point): string {
  return `${Math.floor(point.lat / CELL_LAT)}:${Math.floor(point.lng / CELL_LNG)}`;
}

/**
 * The key an open request is indexed by where a store can only match values (Firestore): its
 * category and grid cell; null for a finished or unplaced request, which is never "nearby".
 * @example openCellKey({ category: 'Graffiti', status: 'New', location: { lat: 40, lng: -75 } }) // 'Graffiti|40000:-37500'
 */
export function openCellKey(request: { category: Category; status: Status; location: Point | null }): string | null {
  if (!request.location || !isOpenStatus(request.status)) return null;
  return `${request.category}|${gridCell(request.location)}`;
}

/**
 * The keys of the 3 × 3 cells around a point's cell: every point within the radius is in one of
 * them, since a cell is wider and taller than the radius.
 * @example nearbyCellKeys({ category: 'Graffiti', lat: 40, lng: -75 }).length // 9
 */
export function nearbyCellKeys(query: NearbyQuery): string[] {
  const row = Math.floor(query.lat / CELL_LAT);
  const column = Math.floor(query.lng / CELL_LNG);
  const keys: string[] = [];
  for (const dRow of [-1, 0, 1]) {
    for (const dColumn of [-1, 0, 1]) keys.push(`${query.category}|${row + dRow}:${column + dColumn}`);
  }
  return keys;
}

/**
 * The candidates within the radius, nearest first (ties: by id), at most NEARBY_LIMIT, each with
 * its distance rounded to a metre; the one the query excludes left out.
 * @example nearestOpen(query, candidates)[0]?.distanceMetres // 12
 */
export function nearestOpen<T extends { id: string; status: Status; category: Category; location: Point | null }>(
  query: NearbyQuery,
  candidates: readonly T[],
): { request: T; distanceMetres: number }[] {
  return candidates
    .filter((request) => request.id !== query.excludeId && request.category === query.category)
    .filter((request) => isOpenStatus(request.status) && request.location !== null)
    .map((request) => ({ request, exact: distanceMetres(query, request.location!) }))
    .filter(({ exact }) => exact <= NEARBY_RADIUS_METRES)
    .sort((a, b) => a.exact - b.exact || (a.request.id < b.request.id ? -1 : 1))
    .slice(0, NEARBY_LIMIT)
    .map(({ request, exact }) => ({ request, distanceMetres: Math.round(exact) }));
}
