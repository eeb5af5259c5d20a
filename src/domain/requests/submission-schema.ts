/**
 * A whole submission, as the server checks it (POST /api/requests, staff phone intake): the
 * wizard's step schemas (submit-input.ts) joined, with the jurisdiction check. Kept apart from the
 * step schemas so the wizard's first screens, which check one step at a time, do not carry it.
 */
import * as z from 'zod/mini';
import { GEOCODER_TEXT_REFUSED, isGeocoderText } from './geocode-failure.ts';
import { recordedLanguage } from './request-language.ts';
import { detailsSchema, jurisdictionCheck, locationStepSchema, yourInfoSchema } from './submit-input.ts';

/**
 * The issue address of a whole submission: a map lookup's message ("Address not found") is not an
 * address (geocode-failure.ts). Here rather than in the wizard's step schema, whose module the
 * resident's first screens load: the wizard never writes a lookup's message into the field, and
 * one typed by hand is refused by the server on submission.
 */
const issueAddressSchema = locationStepSchema.shape.issueAddress.check(
  z.refine((address) => !isGeocoderText(address), GEOCODER_TEXT_REFUSED),
);

/**
 * The submitter's fields of a whole submission: the wizard's, where the name's message and
 * whether an e-mail is required may differ (staff phone intake, phone-intake-input.ts).
 */
type SubmitterShape = Omit<typeof yourInfoSchema.shape, 'name' | 'email'> & {
  name: z.ZodMiniType<string>;
  email: z.ZodMiniType<string>;
};

/**
 * A whole submission over the given submitter fields and the request's own (details, location,
 * jurisdiction). Text alerts are only kept when a phone number was given, since the checkbox is
 * disabled without one and a text can go nowhere else.
 * @example submissionSchema({ ...yourInfoSchema.shape, email: optionalEmail }) // phone-intake-input.ts
 */
export function submissionSchema(submitter: SubmitterShape) {
  return z.pipe(
    z
      .object({
        ...submitter,
        ...detailsSchema.shape,
        ...locationStepSchema.shape,
        issueAddress: issueAddressSchema,
        // The language the resident submitted in (or the caller speaks); messages to them use it.
        language: z.optional(z.string()),
      })
      .check(jurisdictionCheck),
    z.transform((value) => ({
      ...value,
      // Never null here: the refinement on `location` has already rejected null.
      location: value.location!,
      wantsTextAlerts: value.wantsTextAlerts && value.phone !== '',
      // Left out of the form: the route takes the request's Content-Language instead.
      language: value.language === undefined ? undefined : recordedLanguage(value.language),
    })),
  );
}

/** The resident's whole submission: name and e-mail required (docs/product.md#311-submitting-a-request). */
export const submitRequestSchema = submissionSchema(yourInfoSchema.shape);

export type SubmitRequest = z.output<typeof submitRequestSchema>;
