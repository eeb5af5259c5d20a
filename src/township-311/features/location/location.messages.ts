/** The location messages with their notes for translators, for `npm run messages:extract` (docs/translating.md). */
import { defineMessages } from '#domain/i18n/messages.ts';
import { locationMessages as app } from '#domain/messages-311/location-english.ts';

export const locationMessages = defineMessages(app.domain, app.english, {
  mapsKeyMissing: 'The English is fixed by the specification; translate its meaning.',
  locationSet: '{point} is a latitude and longitude, such as 40.28090, -74.59120.',
  photoTakenAt: '{point} is a latitude and longitude, such as 40.28090, -74.59120.',
  pinAddress: '{address} is a street address found on the map; it stays as it is.',
  addressNotFound:
    'Shown beside the address field when the map finds no address at the pin. The English is fixed by the specification; translate its meaning.',
  geocodeFailed:
    '{status} is a code such as OVER_QUERY_LIMIT; keep it. The English is fixed by the specification; translate its meaning.',
  mapLabel: 'Read by screen readers: the name of the map.',
  pinLabel: 'Read by screen readers: the name of the map’s pin.',
});
