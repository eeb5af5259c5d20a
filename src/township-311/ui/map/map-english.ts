/**
 * (The app's copy: English only. The notes for translators are in map.messages.ts, which the
 * extraction reads and the app never imports, so they stay out of the browser's code.)
 *
 * The open map's own words (the public map, the staff map and the location step's map): its role
 * and zoom buttons, its markers, clusters and key.
 */
import { defineMessages } from '#domain/i18n/messages.ts';

export const mapMessages = defineMessages('311-map', {
  map: 'map',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  opens: '{label}. Opens the request.',
  cluster: '{count, plural, one {# request here. Zooms in.} other {# requests here. Zooms in.}}',
  key: 'Map key',
  several: 'Several requests (zooms in)',
});
