import { describe, expect, it } from 'vitest';
import {
  clickedPoint,
  gridTiles,
  pixelOnGrid,
  pointAt,
  TILE_SIZE,
  tileGridAround,
  tileGridFor,
  tileUrl,
  tileX,
  tileY,
  type Bounds,
  type LatLng,
} from './tile-map.ts';

const BOUNDS: Bounds = { south: 40.2, north: 40.4, west: -74.7, east: -74.4 };
const POINT: LatLng = { lat: 40.2809, lng: -74.5912 };

/** The fields a click at `point` on `grid`'s tile posts, as a browser sends an image input's click. */
function clickAt(grid: ReturnType<typeof tileGridFor>, point: LatLng): Record<string, string> {
  const x = tileX(point.lng, grid.z);
  const y = tileY(point.lat, grid.z);
  const name = `map.${grid.z}.${Math.floor(x)}.${Math.floor(y)}`;
  return {
    [`${name}.x`]: String(Math.round((x % 1) * TILE_SIZE)),
    [`${name}.y`]: String(Math.round((y % 1) * TILE_SIZE)),
  };
}

describe('Web Mercator tiles', () => {
  it('places a point on the tile every slippy map draws it on', () => {
    // 40.2809, -74.5912 at zoom 11: column (105.4088 / 360) × 2048 = 599.7, row 773.4.
    expect(Math.floor(tileX(POINT.lng, 11))).toBe(599);
    expect(Math.floor(tileY(POINT.lat, 11))).toBe(773);
    expect(tileX(-180, 3)).toBe(0);
    expect(tileY(0, 1)).toBeCloseTo(1, 10);
  });

  it('reads a tile position back as the same point', () => {
    for (const z of [3, 11, 17]) {
      const back = pointAt(tileX(POINT.lng, z), tileY(POINT.lat, z), z);
      expect(back.lat).toBeCloseTo(POINT.lat, 9);
      expect(back.lng).toBeCloseTo(POINT.lng, 9);
    }
  });

  it('names a tile address from the template, {s} included', () => {
    expect(tileUrl('https://tile.example/{z}/{x}/{y}.png', { z: 11, x: 599, y: 770 })).toBe(
      'https://tile.example/11/599/770.png',
    );
    expect(tileUrl('https://{s}.tile.example/{z}/{x}/{y}.png', { z: 1, x: 1, y: 0 })).toBe(
      'https://b.tile.example/1/1/0.png',
    );
  });
});

describe('the grid a resident clicks', () => {
  it('shows the whole township at the deepest zoom where it fits in the grid', () => {
    const grid = tileGridFor(BOUNDS, 3, 3, 19);
    for (const corner of [{ lat: BOUNDS.north, lng: BOUNDS.west }, { lat: BOUNDS.south, lng: BOUNDS.east }, POINT]) {
      expect(pixelOnGrid(grid, corner)).not.toBeNull();
    }
    // One zoom deeper, the township is wider than three tiles less one.
    expect(tileX(BOUNDS.east, grid.z + 1) - tileX(BOUNDS.west, grid.z + 1)).toBeGreaterThan(2);
    expect(gridTiles(grid)).toHaveLength(9);
    expect(gridTiles(grid)[0]).toMatchObject({ col: 0, row: 0, name: `map.${grid.z}.${grid.x}.${grid.y}` });
  });

  it('never goes beyond the tile server’s deepest zoom', () => {
    expect(tileGridFor({ south: 40.28, north: 40.2801, west: -74.59, east: -74.5899 }, 3, 3, 17).z).toBe(17);
  });

  it('centres a zoomed view on the chosen point, kept inside the world', () => {
    const grid = tileGridAround(POINT, 17, 3, 3);
    const pixel = pixelOnGrid(grid, POINT)!;
    expect(pixel.left).toBeGreaterThanOrEqual(TILE_SIZE);
    expect(pixel.left).toBeLessThanOrEqual(2 * TILE_SIZE);
    expect(pixel.top).toBeGreaterThanOrEqual(TILE_SIZE);
    expect(pixel.top).toBeLessThanOrEqual(2 * TILE_SIZE);
    const corner = tileGridAround({ lat: 85, lng: -179.9 }, 4, 3, 3);
    expect([corner.x, corner.y]).toEqual([0, 0]);
    const world = tileGridAround(POINT, 0, 3, 3);
    expect(gridTiles(world)).toHaveLength(1);
  });

  it('says a point off the grid is off it', () => {
    expect(pixelOnGrid(tileGridAround(POINT, 17, 3, 3), { lat: 40.4, lng: -74.4 })).toBeNull();
  });
});

describe('a posted click', () => {
  it('is the point clicked, to within a pixel', () => {
    for (const grid of [tileGridFor(BOUNDS, 3, 3, 19), tileGridAround(POINT, 18, 3, 3)]) {
      const point = clickedPoint(clickAt(grid, POINT), 19)!;
      const metresPerPixel = (156543.03 * Math.cos((POINT.lat * Math.PI) / 180)) / 2 ** grid.z;
      const metresOff = Math.hypot(
        (point.lat - POINT.lat) * 111_320,
        (point.lng - POINT.lng) * 111_320 * Math.cos((POINT.lat * Math.PI) / 180),
      );
      expect(metresOff).toBeLessThanOrEqual(metresPerPixel);
    }
  });

  it.each([
    ['no click', { name: 'Ada' }],
    ['a word for a coordinate', { 'map.11.599.773.x': 'left', 'map.11.599.773.y': '3' }],
    ['a negative coordinate', { 'map.11.599.773.x': '-3', 'map.11.599.773.y': '3' }],
    ['a coordinate beyond the tile', { 'map.11.599.773.x': '300', 'map.11.599.773.y': '3' }],
    ['no y', { 'map.11.599.773.x': '3' }],
    ['a zoom beyond the tile server’s', { 'map.20.599.770.x': '3', 'map.20.599.770.y': '3' }],
    ['a tile outside the world', { 'map.2.4.0.x': '3', 'map.2.4.0.y': '3' }],
    ['a file for a coordinate', { 'map.11.599.773.x': new Blob(['1']), 'map.11.599.773.y': '3' }],
  ])('is nothing for %s', (_, fields) => {
    expect(clickedPoint(fields, 19)).toBeNull();
  });
});
