/**
 * The words a map lookup uses when it cannot name a place (docs/product.md#311-location-and-maps):
 * `Address not found` and `Geocode failed: {status}`. They are messages about the lookup, shown
 * beside the address field, never an address: a park, a field or a new road has no street
 * address, and the resident describes the spot instead. The resident form, phone intake and the
 * server (submit-input.ts, Open311's address_string) all refuse them as an address.
 */

export const ADDRESS_NOT_FOUND = 'Address not found';

/**
 * @example geocodeFailedText('OVER_QUERY_LIMIT') // 'Geocode failed: OVER_QUERY_LIMIT'
 */
export const geocodeFailedText = (status: string) => `Geocode failed: ${status}`;

/** An example of a described spot, shown where a lookup found no address. */
export const DESCRIBE_SPOT_EXAMPLE = 'north end of the park, by the tennis courts';

/** Under the address field when the pin's place has no address: what to type instead. */
export const DESCRIBE_SPOT_PROMPT = `Describe the spot in the address field, e.g. ${DESCRIBE_SPOT_EXAMPLE}. The pin stays where you put it.`;

/** The refusal of a lookup's message sent as the address (the form's and the API's). */
export const GEOCODER_TEXT_REFUSED = `The address cannot be a map lookup’s message (“${ADDRESS_NOT_FOUND}”, “Geocode failed: …”). Describe the spot instead, e.g. ${DESCRIBE_SPOT_EXAMPLE}.`;

/** The lookup messages, in any case, with or without a final full stop. */
const LOOKUP_MESSAGE = /^(?:address not found|geocode failed(?::.*)?)\.?$/i;

/**
 * Whether a text is a lookup's message rather than an address.
 * @example isGeocoderText(' address not found. ') // true
 * @example isGeocoderText('Address not found near the pond, by the bench') // false
 */
export function isGeocoderText(text: string): boolean {
  return LOOKUP_MESSAGE.test(text.trim().replace(/\s+/g, ' '));
}
