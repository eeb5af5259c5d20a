/**
 * The work order's small map (docs/product.md#311-work-order): a block of the configured tile
 * server's own images around the request's point, placed in percentages so the block scales to
 * whatever width the printed page gives it, with the pin where the point falls. No map script:
 * a printed page needs only images.
 */
import { gridTiles, pixelOnGrid, TILE_SIZE, tileGridAround, tileUrl, type LatLng } from '#domain/requests/tile-map.ts';

/** Streets and house blocks: what a crew needs to find the place. */
const WORK_ORDER_ZOOM = 17;
const COLS = 3;
const ROWS = 2;

export interface WorkOrderMap {
  /** Each tile's address and its box, in percent of the map's width and height. */
  tiles: { src: string; left: number; top: number; width: number; height: number }[];
  /** Where the pin's tip goes, in percent; null when the point is off the block (never, near the equator's tiles). */
  pin: { left: number; top: number } | null;
  /** Width over height, for the map's box. */
  aspect: number;
}

const percent = (part: number, whole: number) => Math.round((part / whole) * 10_000) / 100;

/**
 * The tiles around `point` at the work order's zoom (or the tiles' deepest, when less).
 * @example workOrderMap({ lat: 40.28, lng: -74.59 }, 'https://tile.example/{z}/{x}/{y}.png', 19).tiles.length // 6
 */
export function workOrderMap(point: LatLng, template: string, maxZoom: number): WorkOrderMap {
  const grid = tileGridAround(point, Math.min(WORK_ORDER_ZOOM, maxZoom), COLS, ROWS);
  const width = COLS * TILE_SIZE;
  const height = ROWS * TILE_SIZE;
  const pin = pixelOnGrid(grid, point);
  return {
    tiles: gridTiles(grid).map((tile) => ({
      src: tileUrl(template, tile),
      left: percent(tile.col, COLS),
      top: percent(tile.row, ROWS),
      width: percent(1, COLS),
      height: percent(1, ROWS),
    })),
    pin: pin ? { left: percent(pin.left, width), top: percent(pin.top, height) } : null,
    aspect: width / height,
  };
}
