import { describe, expect, it } from 'vitest';
import { TILE_SIZE, tileX, tileY } from '#domain/requests/tile-map.ts';
import { workOrderMap } from './work-order-map.ts';
import { DESCRIPTION_CONTINUES, printedDescription } from './work-order-text.ts';

const TEMPLATE = 'http://tiles.test/{z}/{x}/{y}.png';

describe('workOrderMap', () => {
  it.each([
    [{ lat: 40.28, lng: -74.59 }, 19, 17],
    [{ lat: 51.5, lng: -0.12 }, 15, 15],
    [{ lat: -33.86, lng: 151.21 }, 18, 17],
  ])('%j: six tiles at zoom min(17, %i) with the pin where the point falls', (point, maxZoom, zoom) => {
    const map = workOrderMap(point, TEMPLATE, maxZoom);
    expect(map.tiles).toHaveLength(6);
    expect(map.aspect).toBe(1.5);
    const first = map.tiles[0]!;
    const [, z, x, y] = /\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(first.src)!.map(Number) as [number, number, number, number];
    expect(z).toBe(zoom);
    expect([first.left, first.top]).toEqual([0, 0]);
    // The pin's place in percent, worked back to a tile position, is the point's.
    expect(x + ((map.pin!.left / 100) * 3 * TILE_SIZE) / TILE_SIZE).toBeCloseTo(tileX(point.lng, z), 2);
    expect(y + ((map.pin!.top / 100) * 2 * TILE_SIZE) / TILE_SIZE).toBeCloseTo(tileY(point.lat, z), 2);
    expect(map.tiles.map((tile) => [tile.left, tile.top])).toEqual([
      [0, 0],
      [33.33, 0],
      [66.67, 0],
      [0, 50],
      [33.33, 50],
      [66.67, 50],
    ]);
  });
});

describe('printedDescription', () => {
  it.each([
    ['short', 'Light out by the school', 900, 'Light out by the school'],
    ['exactly the limit', 'abcde', 5, 'abcde'],
    ['cut at a space', 'one two three four', 12, `one two${DESCRIPTION_CONTINUES}`],
    ['cut inside one long word', 'x'.repeat(20), 10, `${'x'.repeat(10)}${DESCRIPTION_CONTINUES}`],
  ])('%s', (_name, text, limit, printed) => {
    expect(printedDescription(text, limit)).toBe(printed);
  });
});
