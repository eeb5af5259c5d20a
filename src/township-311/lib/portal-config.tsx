/**
 * Values the Astro page passes in: organisation values from content/site.json, and the township
 * profile (content/township), already checked by the build.
 */
import { createContext, useContext } from 'react';
import type { Boundary } from '#domain/requests/boundary-check.ts';

export interface PortalConfig {
  /** The township's name (the profile's `city`), as in "{township} 311". */
  township: string;
  /** The coalition's name, for the link back to its site. */
  organisation: string;
  /** The coalition site's address (content/site.json `siteUrl`), linked from a 311 host. */
  siteUrl: string;
  /** Google Maps JavaScript API key; empty means maps are off and the location fallback is used. */
  mapsApiKey: string;
  /** The open map's tile source (content/site.json `map`), used wherever there is no Google map. */
  tiles: MapTiles;
  /** The township's boundary (the profile's `map.boundaryFile`); a point outside it is refused. Null: no check. */
  boundary: Boundary | null;
}

/** A tile source: URL template, the attribution its provider requires and where it links, deepest zoom. */
export interface MapTiles {
  url: string;
  attribution: string;
  attributionUrl: string;
  maxZoom: number;
}

/** OpenStreetMap's standard tiles, as content/site.json has them by default. */
export const DEFAULT_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
  attributionUrl: 'https://www.openstreetmap.org/copyright',
  maxZoom: 19,
};

export const PortalConfigContext = createContext<PortalConfig>({
  township: '',
  organisation: '',
  siteUrl: '',
  mapsApiKey: '',
  tiles: DEFAULT_TILES,
  boundary: null,
});

export function usePortalConfig(): PortalConfig {
  return useContext(PortalConfigContext);
}
