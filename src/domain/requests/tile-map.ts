/**
 * A map a resident can click without JavaScript (docs/311-without-javascript.md): a grid of the
 * tile server's own 256 px images, each an `<input type="image">` named for its tile
 * (`map.{z}.{x}.{y}`), so the browser posts which tile was clicked and where inside it
 * (`map.15.9583.12349.x=120`, `…y=37`) and the server turns that into a point. FixMyStreet's map
 * works the same way without a script. Web Mercator, as every slippy-map tile server draws it.
 */

/** The side of a tile in CSS pixels. */
export const TILE_SIZE = 256;
/** Web Mercator reaches ±85.0511°; beyond it there are no tiles. */
const MAX_LATITUDE = 85.0511287798066;

export interface LatLng {
  lat: number;
  lng: number;
}

export interface Bounds {
  south: number;
  north: number;
  west: number;
  east: number;
}

/** A block of tiles at one zoom: its top-left tile, and how many columns and rows. */
export interface TileGrid {
  z: number;
  x: number;
  y: number;
  cols: number;
  rows: number;
}

/** A tile of a grid, with the name its image input posts and where it sits in the grid. */
export interface GridTile {
  z: number;
  x: number;
  y: number;
  /** The input's name: `map.{z}.{x}.{y}`. */
  name: string;
  /** Its column and row in the grid, from 0. */
  col: number;
  row: number;
}

const clampLatitude = (lat: number) => Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));

/** A longitude as a fractional tile column at zoom `z`. */
export function tileX(lng: number, z: number): number {
  return ((lng + 180) / 360) * 2 ** z;
}

/** A latitude as a fractional tile row at zoom `z` (0 at the top). */
export function tileY(lat: number, z: number): number {
  const radians = (clampLatitude(lat) * Math.PI) / 180;
  return ((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * 2 ** z;
}

/** The point at a fractional tile position. */
export function pointAt(x: number, y: number, z: number): LatLng {
  const n = Math.PI - (2 * Math.PI * y) / 2 ** z;
  return { lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lng: (x / 2 ** z) * 360 - 180 };
}

/**
 * The deepest zoom (at most `maxZoom`) at which `bounds` fits in `cols` × `rows` tiles, and that
 * block of tiles, centred on the bounds.
 * @example tileGridFor({ south: 40.2, north: 40.4, west: -74.7, east: -74.4 }, 3, 3, 19) // { z: 11, … }
 */
export function tileGridFor(bounds: Bounds, cols: number, rows: number, maxZoom: number): TileGrid {
  let z = Math.max(0, Math.floor(maxZoom));
  for (; z > 0; z--) {
    const width = tileX(bounds.east, z) - tileX(bounds.west, z);
    const height = tileY(bounds.south, z) - tileY(bounds.north, z);
    if (width <= cols - 1 && height <= rows - 1) break;
  }
  const centre = {
    x: (tileX(bounds.west, z) + tileX(bounds.east, z)) / 2,
    y: (tileY(bounds.north, z) + tileY(bounds.south, z)) / 2,
  };
  return gridAround(centre, z, cols, rows);
}

/**
 * The block of `cols` × `rows` tiles at zoom `z` with `point` as near its middle as the tiles
 * allow, kept inside the world.
 */
export function tileGridAround(point: LatLng, z: number, cols: number, rows: number): TileGrid {
  return gridAround({ x: tileX(point.lng, z), y: tileY(point.lat, z) }, z, cols, rows);
}

function gridAround(centre: { x: number; y: number }, z: number, cols: number, rows: number): TileGrid {
  const last = 2 ** z;
  const start = (middle: number, count: number) =>
    Math.max(0, Math.min(last - count, Math.floor(middle - count / 2 + 0.5)));
  return { z, x: start(centre.x, Math.min(cols, last)), y: start(centre.y, Math.min(rows, last)), cols, rows };
}

/** The tiles of a grid, row by row. */
export function gridTiles(grid: TileGrid): GridTile[] {
  const tiles: GridTile[] = [];
  for (let row = 0; row < grid.rows; row++) {
    for (let col = 0; col < grid.cols; col++) {
      const x = grid.x + col;
      const y = grid.y + row;
      if (x >= 2 ** grid.z || y >= 2 ** grid.z) continue;
      tiles.push({ z: grid.z, x, y, name: `map.${grid.z}.${x}.${y}`, col, row });
    }
  }
  return tiles;
}

/**
 * A tile's address from the tile server's template (`https://tile.example/{z}/{x}/{y}.png`;
 * `{s}` becomes a subdomain letter, chosen by the tile so a browser's cache keeps it).
 */
export function tileUrl(template: string, tile: { z: number; x: number; y: number }): string {
  const subdomain = 'abc'[(tile.x + tile.y) % 3]!;
  return template
    .replaceAll('{z}', String(tile.z))
    .replaceAll('{x}', String(tile.x))
    .replaceAll('{y}', String(tile.y))
    .replaceAll('{s}', subdomain);
}

/** Where a point falls on a grid, in CSS pixels from its top-left corner; null when it is off the grid. */
export function pixelOnGrid(grid: TileGrid, point: LatLng): { left: number; top: number } | null {
  const left = (tileX(point.lng, grid.z) - grid.x) * TILE_SIZE;
  const top = (tileY(point.lat, grid.z) - grid.y) * TILE_SIZE;
  const inside = left >= 0 && top >= 0 && left <= grid.cols * TILE_SIZE && top <= grid.rows * TILE_SIZE;
  return inside ? { left: Math.round(left), top: Math.round(top) } : null;
}

const TILE_FIELD = /^map\.(\d{1,2})\.(\d{1,7})\.(\d{1,7})\.x$/;
const COORDINATE = /^\d{1,4}$/;

/**
 * The point a posted click names: the image input's `.x` and `.y` fields (`map.z.x.y.x`,
 * `map.z.x.y.y`), or null when the form holds no well-formed click (a field out of range, a tile
 * outside the world, a zoom beyond `maxZoom`). Reads at most the first such field.
 * @example clickedPoint({ 'map.11.599.773.x': '128', 'map.11.599.773.y': '128' }, 19)
 */
export function clickedPoint(fields: Readonly<Record<string, unknown>>, maxZoom: number): LatLng | null {
  for (const name of Object.keys(fields)) {
    const match = TILE_FIELD.exec(name);
    if (!match) continue;
    const [z, x, y] = match.slice(1).map(Number) as [number, number, number];
    const px = fields[name];
    const py = fields[`${name.slice(0, -2)}.y`];
    if (typeof px !== 'string' || typeof py !== 'string' || !COORDINATE.test(px) || !COORDINATE.test(py)) return null;
    const [left, top] = [Number(px), Number(py)];
    if (z > maxZoom || x >= 2 ** z || y >= 2 ** z || left > TILE_SIZE || top > TILE_SIZE) return null;
    return pointAt(x + left / TILE_SIZE, y + top / TILE_SIZE, z);
  }
  return null;
}
