/**
 * What a resident submits: the wizard's fields, validated all at once on the server (zValidator)
 * and by staff phone intake, with the messages of docs/product.md#311-submitting-a-request. The
 * resident's wizard checks its steps without Zod (wizard-step-check.ts), with the same messages
 * and limits (submit-limits.ts).
 */
import * as z from 'zod/mini';
import type { Category } from './constants.ts';
import { categoryNameSchema } from '../township/name-schemas.ts';
import { checkJurisdiction, jurisdictionMessage } from './jurisdiction.ts';
import { parsePhone, toE164 } from './phone.ts';
import { BAD_EMAIL, STEP_MESSAGES, SUBMIT_LIMITS, tooLong } from './submit-limits.ts';

export { STEP_MESSAGES, SUBMIT_LIMITS };

// Written with zod/mini (the functional API of Zod 4): the same checks and messages as classic
// zod, at a fraction of the bytes in the resident bundle. The server can still wrap these schemas
// in classic zod, as both share Zod's core.

/**
 * A trimmed text that must not be blank.
 * @example requiredText(STEP_MESSAGES.yourInfo, 'Name', SUBMIT_LIMITS.name)
 */
export const requiredText = (message: string, label: string, max: number) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong(label, max)));
/** A trimmed text that may be left out or blank (then ''). */
const optionalText = (label: string, max: number) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, tooLong(label, max))), '');

/**
 * An optional phone number, checked with the message that says what is wrong and given on as
 * E.164 (phone.ts), so it is stored and sent in the one form providers accept.
 */
const phoneSchema = z._default(
  z.pipe(
    z.string().check(
      z.trim(),
      z.maxLength(SUBMIT_LIMITS.phone, tooLong('Phone', SUBMIT_LIMITS.phone)),
      z.superRefine((phone, ctx) => {
        // A blank phone is no phone; an overlong one already has its message.
        const result = phone === '' || phone.length > SUBMIT_LIMITS.phone ? null : parsePhone(phone);
        if (result && !result.ok) ctx.addIssue({ code: 'custom', message: result.message, input: phone });
      }),
    ),
    z.transform((phone) => (phone === '' ? '' : (toE164(phone) ?? phone))),
  ),
  '',
);

export const yourInfoSchema = z.object({
  name: requiredText(STEP_MESSAGES.yourInfo, 'Name', SUBMIT_LIMITS.name),
  email: z.pipe(requiredText(STEP_MESSAGES.yourInfo, 'Email', SUBMIT_LIMITS.email), z.email(BAD_EMAIL)),
  phone: phoneSchema,
  submitterAddress: optionalText('Address', SUBMIT_LIMITS.address),
});

export const detailsSchema = z.object({
  category: categoryNameSchema(STEP_MESSAGES.details),
  description: requiredText(STEP_MESSAGES.details, 'Description', SUBMIT_LIMITS.description),
  wantsTextAlerts: z._default(z.boolean(), false),
});

/** A map point; a missing or impossible one reads as "no location chosen". */
const coordinate = (min: number, max: number) =>
  z
    .number({ error: STEP_MESSAGES.location })
    .check(z.gte(min, STEP_MESSAGES.location), z.lte(max, STEP_MESSAGES.location));
const mapPointSchema = z.object(
  { lat: coordinate(-90, 90), lng: coordinate(-180, 180) },
  { error: STEP_MESSAGES.location },
);

export const locationStepSchema = z.object({
  issueAddress: requiredText(STEP_MESSAGES.location, 'Address', SUBMIT_LIMITS.address),
  /** Null until the resident clicks the map or places the pin. */
  location: z.nullable(mapPointSchema).check(z.refine((value) => value !== null, STEP_MESSAGES.location)),
});

/**
 * Adds the road-jurisdiction error (on issueAddress) that blocks Next on step 3 and the submission.
 * Its params hold the refusal itself, which the wizard and the API read (jurisdictionRefusalIn).
 */
export const jurisdictionCheck = z.superRefine((value: { category: Category; issueAddress: string }, ctx) => {
  const refusal = checkJurisdiction(value.category, value.issueAddress);
  if (refusal) {
    ctx.addIssue({
      code: 'custom',
      path: ['issueAddress'],
      message: jurisdictionMessage(refusal.jurisdiction),
      params: { ...refusal },
      input: value.issueAddress,
    });
  }
});

/** Step 3 as the wizard checks it: the location, then the jurisdiction for the chosen category. */
export const locationWithCategorySchema = z
  .extend(locationStepSchema, { category: detailsSchema.shape.category })
  .check(jurisdictionCheck);

/**
 * Steps 1 to 3 as schemas. The wizard checks its steps without Zod, the same way
 * (wizard-step-check.ts, whose tests hold it to these).
 */
export const WIZARD_STEP_SCHEMAS = [yourInfoSchema, detailsSchema, locationWithCategorySchema] as const;

/**
 * Turns multipart form fields (all strings) into the JSON shape the schema reads: `location` as a
 * JSON object or as `lat` and `lng` fields, the checkbox as "true"/"on". Anything unreadable is
 * passed on as it is, so the schema reports it with its usual message.
 * @example submitFieldsFromForm({ name: 'Ada', lat: '40.3', lng: '-74.6', wantsTextAlerts: 'on' })
 * // { name: 'Ada', location: { lat: 40.3, lng: -74.6 }, wantsTextAlerts: true }
 */
export function submitFieldsFromForm(fields: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const { lat, lng, location, wantsTextAlerts, ...rest } = fields;
  const out: Record<string, unknown> = { ...rest };
  if (typeof location === 'string') {
    try {
      out.location = JSON.parse(location) as unknown;
    } catch {
      out.location = location;
    }
  } else if (location !== undefined) {
    out.location = location;
  } else if (typeof lat === 'string' && typeof lng === 'string' && lat.trim() !== '' && lng.trim() !== '') {
    out.location = { lat: Number(lat), lng: Number(lng) };
  }
  if (typeof wantsTextAlerts === 'string') out.wantsTextAlerts = ['true', 'on', '1'].includes(wantsTextAlerts);
  else if (wantsTextAlerts !== undefined) out.wantsTextAlerts = wantsTextAlerts;
  return out;
}
