/** The request map's own words (the public map and the staff map): its markers, clusters and key. */
import { defineMessages } from '#domain/i18n/messages.ts';

export const mapMessages = defineMessages(
  '311-map',
  {
    map: 'map',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    opens: '{label}. Opens the request.',
    cluster: '{count, plural, one {# request here. Zooms in.} other {# requests here. Zooms in.}}',
    key: 'Map key',
    several: 'Several requests (zooms in)',
  },
  {
    map: 'What a screen reader calls the map (its role), in lower case.',
    opens: 'A map marker for screen readers; {label} names the request (category, status, address).',
    cluster:
      'A numbered map marker that stands for several requests, for screen readers. The marker shows the number alone: keep # a word of its own (spaces around it), so the name contains what is seen.',
  },
);
