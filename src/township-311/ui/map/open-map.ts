/**
 * The open map (Leaflet) every map screen shares: the township's tile source with the attribution
 * its provider requires, the township's centre and zoom, and our own pin and dot markers drawn as
 * SVG (no marker images to fetch, nothing inline that the page's CSP would block). Loaded only by
 * the screens that show a map, as part of their own chunks.
 */
import 'leaflet/dist/leaflet.css';
import './open-map.css';
import { control, divIcon, map as createMap, tileLayer, type DivIcon, type Map as LeafletMap } from 'leaflet';
import { township } from '#domain/township/township.ts';
import type { MapTiles } from '../../lib/portal-config.tsx';

/** The pin of a chosen place; its tip is the point. */
export const PIN_ICON: DivIcon = divIcon({
  className: 'open-map-pin',
  html: '<svg viewBox="0 0 32 44" width="32" height="44" aria-hidden="true" focusable="false"><path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 43 16 43s15-16 15-27.2C31 7.6 24.3 1 16 1z" fill="#b91c1c" stroke="#fff" stroke-width="2"/><circle cx="16" cy="16" r="5.5" fill="#fff"/></svg>',
  iconSize: [32, 44],
  iconAnchor: [16, 43],
});

/**
 * A Leaflet map in `element`, at the township's centre and zoom (or at `view`), with the tile layer
 * and its attribution. Keyboard panning and zooming are Leaflet's own (arrows, + and -).
 */
export function openMap(
  element: HTMLElement,
  tiles: MapTiles,
  options: {
    label: string;
    /** In the screen's language: what the map is called as a role, and its zoom buttons' names. */
    words?: { map: string; zoomIn: string; zoomOut: string };
    view?: { lat: number; lng: number; zoom: number };
  },
): LeafletMap {
  const view = options.view ?? { ...township().map.center, zoom: township().map.defaultZoom };
  const leaflet = createMap(element, {
    center: [view.lat, view.lng],
    zoom: view.zoom,
    maxZoom: tiles.maxZoom,
    attributionControl: false,
    zoomControl: false,
    // A page scroll over the map keeps scrolling the page; zoom with the buttons, keys or pinch.
    scrollWheelZoom: false,
  });
  control
    .zoom(options.words ? { zoomInTitle: options.words.zoomIn, zoomOutTitle: options.words.zoomOut } : {})
    .addTo(leaflet);
  control.attribution({ prefix: false }).addTo(leaflet);
  tileLayer(tiles.url, {
    maxZoom: tiles.maxZoom,
    attribution: `<a href="${encodeURI(tiles.attributionUrl)}" target="_blank" rel="noopener noreferrer">${escapeHtml(tiles.attribution)}</a>`,
  }).addTo(leaflet);
  // Leaflet makes the container focusable (arrow keys pan); give it a name and a role to match.
  element.setAttribute('role', 'application');
  element.setAttribute('aria-label', options.label);
  element.setAttribute('aria-roledescription', options.words?.map ?? 'map');
  return leaflet;
}

/** Text for Leaflet's HTML attribution slot. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Removes a map for good. Leaflet 1.9 starts a zoom animation from an animation frame and ends it
 * from a 250 ms timer, and remove() cancels neither; either one then throws on the removed panes
 * ("reading '_leaflet_pos'"), as when a resident presses Next while the map is still zooming to
 * their position. The timer's end step returns at once when no zoom is under way, and the frame's
 * start step is looked up when it runs, so both are defused first.
 */
export function removeMap(leaflet: LeafletMap): void {
  const internals = leaflet as unknown as { _animatingZoom: boolean; _animateZoom: () => void };
  internals._animatingZoom = false;
  internals._animateZoom = () => undefined;
  leaflet.remove();
}
