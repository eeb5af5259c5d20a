/**
 * (The English of a domain the 311 app and the server's pages without JavaScript both read
 * (docs/311-without-javascript.md). The notes for translators are in
 * src/township-311/features/location/location.messages.ts, which the extraction reads and neither ever imports, so they stay out
 * of the browser's code.)
 *
 * The location step's messages (docs/product.md#311-location-and-maps): the map, place search, the
 * current location and the photo's, the address at the pin, and the words for a lookup that
 * found no address. The lookups' English comes from #domain/requests (the server refuses the same
 * words as an address), and the step reads them through lookup-text.ts.
 */
import { defineMessages } from '../i18n/messages.ts';
import { ADDRESS_NOT_FOUND, DESCRIBE_SPOT_PROMPT } from '../requests/geocode-failure.ts';
import { GEOCODE_MESSAGES } from '../requests/geocode-input.ts';

export const locationMessages = defineMessages('311-location', {
  loadingMap: 'Loading the map…',
  mapsKeyMissing: 'Google Maps API Key is missing. Map functionality is disabled.',
  mapFailed: 'The map could not be loaded. Please type the address and share your current location instead.',
  addressLabel: 'Address of the issue',
  addressHint: 'Street address or nearest intersection, e.g. 20 Main St.',
  searchHint: 'Type an address or place and press Search, or tap the map.',
  googleHint: 'Search for a place, click the map, or drag the pin.',
  shareLocation: 'Stand near the issue, or on the spot, and share your location so crews can find it.',
  useCurrentLocation: 'Use my current location',
  locating: 'Finding your location…',
  locationSet: 'Location set: {point}',
  geolocationRefused:
    'Location access was refused. To use your current location, allow location access for this site in your browser settings and try again.',
  geolocationFailed: 'Your current location could not be found. Please try again in a moment.',
  geolocationUnsupported: 'This browser cannot share your location.',
  usePhotoLocation: 'Use the photo’s location',
  photoTakenAt: 'Your photo was taken at {point}.',
  pinAddress: 'Address at the pin: {address}',
  useThisAddress: 'Use this address',
  search: 'Search',
  searching: 'Searching…',
  placesFound: '{count, plural, one {# place found.} other {# places found.}}',
  placesList: 'Places found',
  searchOff: 'Place search is not available. Type the address, then place the pin on the map.',
  adviceNotFound: 'Check the spelling and search again, or tap the map where the issue is.',
  adviceFailed: 'Try again in a moment, or tap the map where the issue is.',
  queryLength: GEOCODE_MESSAGES.queryLength,
  queryMissing: GEOCODE_MESSAGES.queryMissing,
  queryControl: GEOCODE_MESSAGES.queryControl,
  outsideArea: GEOCODE_MESSAGES.outsideArea,
  addressNotFound: ADDRESS_NOT_FOUND,
  geocodeFailed: 'Geocode failed: {status}',
  describeSpot: DESCRIBE_SPOT_PROMPT,
  mapLabel: 'Map of the township. Tap or click to place the pin; arrow keys move the map.',
  pinLabel: 'Pin of the chosen place. Arrow keys move it.',
  googleMapLabel: 'Map: click to place the pin, or drag the pin',
  googlePinTitle: 'Issue location (drag to move)',
  noPointer: 'Place the pin without a pointer',
  pinAtCentre: 'Put the pin at the centre of the map',
  moveNorth: 'Move the pin north',
  moveWest: 'Move the pin west',
  moveEast: 'Move the pin east',
  moveSouth: 'Move the pin south',
  nearbyTitle: 'Already reported?',
  nearbyIntro: 'If one of these is your problem, you can follow it instead of sending a new report.',
  nearbyDistance: 'About {distance, number} m away',
  nearbyCount: '{count, plural, one {# resident has this problem too} other {# residents have this problem too}}',
  alsoReportedButton: 'I have this problem too',
  alsoReportedLabel: 'I have this problem too: {reference}',
  reportAnyway: 'Report it anyway',
  countedOn: 'Thanks. You are counted on {reference}.',
  followNearby: 'Get updates about {reference} by e-mail',
  alsoReportedFailed: 'That could not be counted. Please try again.',
});
