/**
 * The server's schemas for place search and reverse geocoding (GET /api/geocode/search and
 * /reverse), with the limits and messages of geocode-input.ts. Apart from them, so the location
 * step, which reads only the limits and messages, does not load Zod.
 */
import * as z from 'zod/mini';
import { geocodeArea, GEOCODE_MESSAGES, GEOCODE_QUERY_LIMITS, isInBox } from './geocode-input.ts';

/** C0 and C1 control characters and DEL (tabs and line breaks included: a search is one line). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/** The search text, trimmed. */
export const geocodeSearchSchema = z.object({
  q: z.string({ error: GEOCODE_MESSAGES.queryMissing }).check(
    z.trim(),
    z.minLength(1, { message: GEOCODE_MESSAGES.queryMissing, abort: true }),
    z.minLength(GEOCODE_QUERY_LIMITS.min, GEOCODE_MESSAGES.queryLength),
    z.maxLength(GEOCODE_QUERY_LIMITS.max, GEOCODE_MESSAGES.queryLength),
    z.refine((q) => !CONTROL_CHARACTER.test(q), GEOCODE_MESSAGES.queryControl),
  ),
});

/** A plain decimal number as a query string carries it: no exponent, no Infinity, no hex. */
const DECIMAL = /^[+-]?(?:\d{1,3}(?:\.\d{0,15})?|\.\d{1,15})$/;

/** A coordinate as a query string carries it, from -limit to limit. @example coordinate('Bad lat.', 90).parse('40.1') // 40.1 */
export const coordinate = (message: string, limit: number) =>
  z.pipe(
    z.string({ error: message }).check(
      z.trim(),
      z.refine((text) => DECIMAL.test(text), message),
    ),
    z.pipe(
      z.transform((text: string) => Number(text)),
      z.number().check(z.gte(-limit, message), z.lte(limit, message)),
    ),
  );

/** The pin to look up: `lat` and `lng` as query strings, inside geocodeArea(). */
export const geocodeReverseSchema = z
  .object({ lat: coordinate(GEOCODE_MESSAGES.lat, 90), lng: coordinate(GEOCODE_MESSAGES.lng, 180) })
  .check(
    z.refine((point) => isInBox(point, geocodeArea()), {
      message: GEOCODE_MESSAGES.outsideArea,
      // Only for a well-formed point: a bad coordinate has its own message.
      when: (payload) => payload.issues.length === 0,
    }),
  );

export type GeocodeSearchInput = z.output<typeof geocodeSearchSchema>;
export type GeocodeReverseInput = z.output<typeof geocodeReverseSchema>;
