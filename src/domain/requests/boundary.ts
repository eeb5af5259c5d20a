/**
 * The township's boundary: read from a GeoJSON file in content/ (`map.boundaryFile` of
 * content/site.json) and used to refuse a map point outside the township. Parsing checks the file
 * and turns it into a compact `Boundary`, plain arrays that travel as JSON to the browser, where
 * `contains` answers for each point the resident picks.
 *
 * Coordinates are degrees on the map as it is drawn (longitude as x, latitude as y), which is
 * exact enough for a township a few miles across; a boundary across the antimeridian or a pole is
 * not supported.
 */
import * as z from 'zod/mini';
import type { Boundary } from './boundary-check.ts';

export type { Boundary } from './boundary-check.ts';

/** The most positions a boundary may have: a municipal boundary simplified for the web has a few thousand. */
export const MAX_BOUNDARY_POSITIONS = 50_000;
/** The longest boundary file read, in characters: room for the most positions, pretty-printed. */
const MAX_BOUNDARY_TEXT = 10_000_000;

type Position = readonly number[];

const inRange = ([lng = NaN, lat = NaN]: Position) => Math.abs(lng) <= 180 && Math.abs(lat) <= 90;

const isClosed = (ring: readonly Position[]) => {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return first !== undefined && last !== undefined && first[0] === last[0] && first[1] === last[1];
};

// GeoJSON (RFC 7946): a position is [longitude, latitude] with an optional altitude, and a linear
// ring is at least four positions whose last is its first.
const POSITION = 'a position must be [longitude, latitude], two numbers in degrees';
const coordinate = z.number({ error: POSITION });
const positionSchema = z
  .tuple([coordinate, coordinate], coordinate, { error: POSITION })
  .check(z.refine(inRange, 'a position is out of range: [longitude −180 to 180, latitude −90 to 90], in that order'));

const ringSchema = z
  .array(positionSchema, { error: 'a ring must be an array of positions' })
  .check(
    z.minLength(4, 'a ring has fewer than 4 positions'),
    z.refine(isClosed, 'a ring does not end where it starts (its last position must repeat its first)'),
  );

const polygonRingsSchema = z
  .array(ringSchema, { error: "a polygon's coordinates must be an array of rings" })
  .check(z.minLength(1, 'a polygon has no rings'));

const polygonSchema = z.object({ type: z.literal('Polygon'), coordinates: polygonRingsSchema });
const multiPolygonSchema = z.object({
  type: z.literal('MultiPolygon'),
  coordinates: z
    .array(polygonRingsSchema, { error: "a MultiPolygon's coordinates must be an array of polygons" })
    .check(z.minLength(1, 'a MultiPolygon has no polygons')),
});

const NO_POLYGON = 'it has no polygon: the boundary must be a Polygon or MultiPolygon, alone or in Features';

const geometrySchema = z.discriminatedUnion('type', [polygonSchema, multiPolygonSchema], { error: NO_POLYGON });
const featureSchema = z.object({ type: z.literal('Feature'), geometry: geometrySchema });
const boundaryFileSchema = z.discriminatedUnion(
  'type',
  [
    polygonSchema,
    multiPolygonSchema,
    featureSchema,
    z.object({
      type: z.literal('FeatureCollection'),
      features: z
        .array(featureSchema, { error: 'features must be an array of Features' })
        .check(z.minLength(1, NO_POLYGON)),
    }),
  ],
  { error: NO_POLYGON },
);

type BoundaryFile = z.output<typeof boundaryFileSchema>;
type Geometry = z.output<typeof geometrySchema>;

const GEOJSON_TYPES = new Set([
  'Point',
  'MultiPoint',
  'LineString',
  'MultiLineString',
  'Polygon',
  'MultiPolygon',
  'GeometryCollection',
  'Feature',
  'FeatureCollection',
]);

/** "features[0].geometry.coordinates[1]" for a zod issue's path. */
const pathText = (path: readonly PropertyKey[]) =>
  path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`)).join('');

/** The polygons of a checked file, each as its rings of positions. */
function polygonsOf(file: BoundaryFile): (readonly (readonly Position[])[])[] {
  const ofGeometry = (geometry: Geometry) =>
    geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  switch (file.type) {
    case 'Polygon':
    case 'MultiPolygon':
      return ofGeometry(file);
    case 'Feature':
      return ofGeometry(file.geometry);
    case 'FeatureCollection':
      return file.features.flatMap((feature) => ofGeometry(feature.geometry));
  }
}

/**
 * Reads a township boundary from GeoJSON text: a Polygon or MultiPolygon (holes allowed), a
 * Feature of one, or a FeatureCollection of such Features. Throws an Error that names `source`
 * and says what is wrong: not JSON, not GeoJSON, no polygon, a ring too short or not closed, a
 * position out of range, or more than `MAX_BOUNDARY_POSITIONS` positions.
 * @example parseBoundary(text, 'content/township/boundary.geojson').bbox // { west: -74.68, south: 40.24, … }
 */
export function parseBoundary(text: string, source: string): Boundary {
  const fail = (what: string) => new Error(`${source} is not a usable township boundary: ${what}.`);
  if (text.length > MAX_BOUNDARY_TEXT) {
    throw fail(
      `it is longer than ${MAX_BOUNDARY_TEXT.toLocaleString('en-US')} characters; simplify the boundary first`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw fail(`it is not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const type = typeof json === 'object' && json !== null ? (json as Record<string, unknown>).type : undefined;
  if (typeof type !== 'string' || !GEOJSON_TYPES.has(type))
    throw fail('it is not GeoJSON (no GeoJSON "type" at the top)');

  const checked = boundaryFileSchema.safeParse(json);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    throw fail(issue.path.length ? `${issue.message} (at ${pathText(issue.path)})` : issue.message);
  }
  const polygons = polygonsOf(checked.data);

  const positions = polygons.reduce((sum, rings) => rings.reduce((n, ring) => n + ring.length, sum), 0);
  if (positions > MAX_BOUNDARY_POSITIONS) {
    throw fail(
      `it has ${positions.toLocaleString('en-US')} positions, more than ${MAX_BOUNDARY_POSITIONS.toLocaleString('en-US')}; simplify the boundary first`,
    );
  }

  const bbox = { west: Infinity, south: Infinity, east: -Infinity, north: -Infinity };
  const flat = polygons.map((rings) =>
    rings.map((ring) =>
      ring.flatMap(([lng = 0, lat = 0]) => {
        bbox.west = Math.min(bbox.west, lng);
        bbox.east = Math.max(bbox.east, lng);
        bbox.south = Math.min(bbox.south, lat);
        bbox.north = Math.max(bbox.north, lat);
        return [lng, lat];
      }),
    ),
  );
  return { polygons: flat, bbox };
}
