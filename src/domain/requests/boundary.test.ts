import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contains, outsideBoundaryMessage, type Boundary } from './boundary-check.ts';
import { MAX_BOUNDARY_POSITIONS, parseBoundary } from './boundary.ts';

const SOURCE = 'content/test-boundary.geojson';

/** A closed square ring, counterclockwise, from (west, south) with the given side. */
const square = (west: number, south: number, side: number) => [
  [west, south],
  [west + side, south],
  [west + side, south + side],
  [west, south + side],
  [west, south],
];

const polygon = (...rings: number[][][]) => ({ type: 'Polygon', coordinates: rings });
const multiPolygon = (...polygons: number[][][][]) => ({ type: 'MultiPolygon', coordinates: polygons });
const feature = (geometry: unknown) => ({ type: 'Feature', properties: { name: 'x' }, geometry });
const collection = (...features: unknown[]) => ({ type: 'FeatureCollection', features });

const parse = (value: unknown) => parseBoundary(JSON.stringify(value), SOURCE);
const inside = (boundary: Boundary, lng: number, lat: number) => contains(boundary, { lat, lng });

// A 10×10 square with a 2×2 hole at (4, 4), and a second square far to the east.
const squareWithHole = polygon(square(0, 0, 10), square(4, 4, 2));
const islands = multiPolygon([square(0, 0, 10), square(4, 4, 2)], [square(20, 0, 1)]);

describe.each([
  ['a Polygon', squareWithHole],
  ['a MultiPolygon', islands],
  ['a Feature of a Polygon', feature(squareWithHole)],
  ['a Feature of a MultiPolygon', feature(islands)],
  ['a FeatureCollection', collection(feature(squareWithHole), feature(polygon(square(20, 0, 1))))],
])('parseBoundary of %s', (_, value) => {
  const boundary = parse(value);
  it('keeps the rings flat, outer first', () => {
    expect(boundary.polygons[0]).toEqual([square(0, 0, 10).flat(), square(4, 4, 2).flat()]);
  });
  it('finds the points inside, the hole and the points outside', () => {
    expect(inside(boundary, 1, 1)).toBe(true);
    expect(inside(boundary, 5, 5)).toBe(false);
    expect(inside(boundary, -1, 5)).toBe(false);
    expect(inside(boundary, 15, 5)).toBe(false);
  });
});

describe('parseBoundary', () => {
  it('has the box of all polygons', () => {
    expect(parse(islands).bbox).toEqual({ west: 0, south: 0, east: 21, north: 10 });
    expect(inside(parse(islands), 20.5, 0.5)).toBe(true);
  });
  it('ignores altitudes, properties, bbox and ids, and a byte order mark', () => {
    const withExtras = {
      ...feature(polygon(square(0, 0, 10).map(([x = 0, y = 0]) => [x, y, 30]))),
      id: 7,
      bbox: [0, 0, 10, 10],
    };
    const boundary = parseBoundary(`\uFEFF${JSON.stringify(withExtras)}`, SOURCE);
    expect(boundary.polygons).toEqual([[square(0, 0, 10).flat()]]);
  });
  it('takes rings in either direction', () => {
    expect(inside(parse(polygon(square(0, 0, 10).reverse())), 5, 5)).toBe(true);
  });
  it(`takes up to ${MAX_BOUNDARY_POSITIONS} positions`, () => {
    const circle = (count: number) =>
      Array.from({ length: count }, (_, i) =>
        i === count - 1 ? [1, 0] : [Math.cos((2 * Math.PI * i) / count), Math.sin((2 * Math.PI * i) / count)],
      );
    expect(inside(parse(polygon(circle(MAX_BOUNDARY_POSITIONS))), 0, 0)).toBe(true);
    expect(() => parse(polygon(circle(MAX_BOUNDARY_POSITIONS + 1)))).toThrow(
      `${SOURCE} is not a usable township boundary: it has 50,001 positions, more than 50,000; simplify the boundary first.`,
    );
  });
});

describe.each([
  ['not JSON', '{"type": "Polygon",', /it is not JSON \(/],
  ['empty', '', /it is not JSON \(/],
  ['JSON but not GeoJSON', '{"name": "West Windsor"}', /it is not GeoJSON/],
  ['an array', '[[0, 0]]', /it is not GeoJSON/],
  ['an unknown type', '{"type": "Circle"}', /it is not GeoJSON/],
  ['a Point', JSON.stringify({ type: 'Point', coordinates: [0, 0] }), /it has no polygon/],
  [
    'a LineString Feature',
    JSON.stringify(
      feature({
        type: 'LineString',
        coordinates: [
          [0, 0],
          [1, 1],
        ],
      }),
    ),
    /it has no polygon.*\(at geometry\.type\)/,
  ],
  ['an empty FeatureCollection', JSON.stringify(collection()), /it has no polygon.*\(at features\)/],
  [
    'a FeatureCollection with a Point',
    JSON.stringify(collection(feature(squareWithHole), feature({ type: 'Point', coordinates: [0, 0] }))),
    /it has no polygon.*\(at features\[1\]\.geometry\.type\)/,
  ],
  ['a Feature without geometry', JSON.stringify({ type: 'Feature', geometry: null }), /it has no polygon/],
  ['a Polygon without rings', JSON.stringify(polygon()), /a polygon has no rings \(at coordinates\)/],
  ['a MultiPolygon without polygons', JSON.stringify(multiPolygon()), /a MultiPolygon has no polygons/],
  [
    'a ring of 3 positions',
    JSON.stringify(
      polygon([
        [0, 0],
        [1, 0],
        [0, 0],
      ]),
    ),
    /a ring has fewer than 4 positions \(at coordinates\[0\]\)/,
  ],
  [
    'a ring not closed',
    JSON.stringify(
      feature(
        polygon(
          square(0, 0, 10),
          square(4, 4, 2)
            .slice(0, 4)
            .concat([[4, 5]]),
        ),
      ),
    ),
    /a ring does not end where it starts.*\(at geometry\.coordinates\[1\]\)/,
  ],
  [
    'a latitude past 90',
    JSON.stringify(polygon(square(0, 89.5, 1))),
    /a position is out of range.*\(at coordinates\[0\]\[2\]\)/,
  ],
  ['a longitude past 180', JSON.stringify(polygon(square(179.5, 0, 1))), /out of range.*\(at coordinates\[0\]\[1\]\)/],
  [
    'a position of one number',
    JSON.stringify(polygon([[0], [1, 0], [1, 1], [0]])),
    /a position must be \[longitude, latitude\].*\(at coordinates\[0\]\[0\]\[1\]\)/,
  ],
  [
    'a position of text',
    JSON.stringify(
      polygon([
        ['0', '0'],
        [1, 0],
        [1, 1],
        ['0', '0'],
      ] as never),
    ),
    /a position must be \[longitude, latitude\].*\(at coordinates\[0\]\[0\]\[0\]\)/,
  ],
  ['rings that are not arrays', JSON.stringify(polygon('ring' as never)), /must be an array/],
])('parseBoundary of %s', (_, text, problem) => {
  it('throws an error naming the file and the problem', () => {
    expect(() => parseBoundary(text, SOURCE)).toThrow(`${SOURCE} is not a usable township boundary: `);
    expect(() => parseBoundary(text, SOURCE)).toThrow(problem);
  });
});

it('refuses a file too long to read before parsing it', () => {
  expect(() => parseBoundary(' '.repeat(10_000_001), SOURCE)).toThrow(/longer than 10,000,000 characters/);
});

describe('contains', () => {
  const triangle = parse(
    polygon([
      [0, 0],
      [4, 0],
      [0, 4],
      [0, 0],
    ]),
  );
  const boundary = parse(squareWithHole);
  it.each([
    ['a corner', 0, 0],
    ['an edge', 2, 0],
    ['a slanted edge', 2, 2],
    ['a point a hair inside a slanted edge', 1.9999999, 2],
    ['a point a hair outside, within a centimetre', 2.00000001, 2],
  ])('counts %s as inside', (_, lng, lat) => {
    expect(inside(triangle, lng, lat)).toBe(true);
  });
  it('counts the edge and corners of a hole as inside, and the hole itself not', () => {
    expect(inside(boundary, 4, 5)).toBe(true);
    expect(inside(boundary, 6, 6)).toBe(true);
    expect(inside(boundary, 5, 5)).toBe(false);
    expect(inside(boundary, 4.001, 5)).toBe(false);
  });
  it.each([
    ['past a slanted edge', 2.001, 2.001],
    ['level with a vertex, to its side', -1, 4],
    ['just below the bottom edge', 1, -0.001],
    ['not a number', NaN, 1],
    ['infinite', Infinity, 1],
  ])('counts a point %s as outside', (_, lng, lat) => {
    expect(inside(triangle, lng, lat)).toBe(false);
  });
  it('is not fooled by a ray through a vertex', () => {
    // A diamond: the ray east from (0, 0) passes exactly through the vertex (2, 0).
    const diamond = parse(
      polygon([
        [0, -2],
        [2, 0],
        [0, 2],
        [-2, 0],
        [0, -2],
      ]),
    );
    expect(inside(diamond, 0, 0)).toBe(true);
    expect(inside(diamond, -3, 0)).toBe(false);
    expect(inside(diamond, 3, 0)).toBe(false);
  });
});

describe('the sample boundary, content/township/boundary.geojson', () => {
  const path = new URL('../../../content/township/boundary.geojson', import.meta.url);
  const text = readFileSync(path, 'utf8');
  const boundary = parseBoundary(text, 'content/township/boundary.geojson');

  it('is one approximate polygon of West Windsor, marked as a sample', () => {
    const file = JSON.parse(text) as { features: { properties: Record<string, string> }[] };
    expect(file.features[0]?.properties).toEqual({
      name: 'West Windsor Township, New Jersey',
      note: "Approximate sample boundary, not survey data; replace with the township's official boundary",
    });
    expect(boundary.polygons).toHaveLength(1);
    const positions = boundary.polygons[0]![0]!.length / 2;
    expect(positions).toBeGreaterThanOrEqual(20);
    expect(positions).toBeLessThanOrEqual(41);
  });
  it('lies within the search box around the township', () => {
    const { west, south, east, north } = boundary.bbox;
    expect(west).toBeGreaterThan(-74.7);
    expect(east).toBeLessThan(-74.4);
    expect(south).toBeGreaterThan(40.2);
    expect(north).toBeLessThan(40.4);
  });
  it.each([
    ['the township centre', 40.2809, -74.5912, true],
    ['Princeton Junction station', 40.3166, -74.6235, true],
    ['Mercer County Park', 40.2636, -74.6341, true],
    ['Princeton', 40.3573, -74.6672, false],
    ['Trenton', 40.2171, -74.7429, false],
    ['Hightstown', 40.2695, -74.5232, false],
  ])('has %s inside: %s', (_, lat, lng, expected) => {
    expect(contains(boundary, { lat, lng })).toBe(expected);
  });
});

describe('outsideBoundaryMessage', () => {
  it.each([
    ['West Windsor', 'West Windsor Township'],
    ['  West   Windsor ', 'West Windsor Township'],
    ['West Windsor Township', 'West Windsor Township'],
    ['Township of Lawrence', 'Township of Lawrence'],
    ['', 'the township'],
  ])('names %j as %j', (township, place) => {
    expect(outsideBoundaryMessage(township)).toBe(
      `This location is outside ${place}. Please choose a place inside the township, or contact the agency that serves it.`,
    );
  });
});
