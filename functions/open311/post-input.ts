/**
 * An Open311 `POST requests` form (URL-encoded or multipart), validated in one pass so a 400 lists
 * every problem. Text is cleaned as in the resident form, blank means absent, a field sent twice is
 * an error, unknown fields are ignored. Limits: description 4,000 (the standard's), address_string
 * 200 and name 100 (the resident form's), media_url 2,000; e-mail and phone use the form's schemas (the phone
 * then in E.164).
 */
import { z } from 'zod';
import * as zm from 'zod/mini';
import { isGeocoderText } from '#domain/requests/geocode-failure.ts';
import { checkJurisdiction, refusalNotice, type JurisdictionRefusal } from '#domain/requests/jurisdiction.ts';
import type { Location } from '#domain/requests/request-schemas.ts';
import { SUBMIT_LIMITS, yourInfoSchema } from '#domain/requests/submit-input.ts';
import { cleanLine, cleanText } from '#domain/text.ts';
import { isRoadService, serviceByCode, type Open311Service } from './catalogue.ts';

const OPEN311_POST_LIMITS = {
  description: 4000,
  address: SUBMIT_LIMITS.address,
  name: SUBMIT_LIMITS.name,
  mediaUrl: 2000,
} as const;

/** The resident form's rule (geocode-failure.ts), in words naming the field. */
const ADDRESS_IS_LOOKUP_MESSAGE =
  'address_string must describe the place, not repeat a map lookup’s message (“Address not found”, “Geocode failed: …”).';

/** The form field of the text-alerts attribute (catalogue.ts, TEXT_ALERTS_ATTRIBUTE). */
const TEXT_ALERTS_FIELD = 'attribute[text_alerts]';

/** What a valid POST asks for, ready for the submit pipeline. */
export interface Open311Submission {
  service: Open311Service;
  /** Null when only address_string was given. */
  location: Location | null;
  /** address_string, or null when only a map point was given. */
  address: string | null;
  description: string;
  /** '' when not given. */
  email: string;
  /** First and last name joined; '' when neither was given. */
  name: string;
  /** '' when not given. */
  phone: string;
  /** Never fetched and never shown publicly: kept for staff in an internal note. */
  mediaUrl: string | null;
  textAlerts: boolean;
  /** The `media` file; absent when none was sent. */
  media?: File;
}

/**
 * Form values as the schema reads them: text cleaned as the resident form's (src/domain/text.ts;
 * line breaks kept only in the description) and trimmed, a blank
 * text as absent; anything else (a list from a repeated field, a file) kept for the schema to name.
 * @example cleanForm({ description: ' Hole\u0000 ', email: '' }) // { description: 'Hole' }
 */
export function cleanForm(form: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (typeof form !== 'object' || form === null) return out;
  for (const [name, value] of Object.entries(form as Record<string, unknown>)) {
    const cleaned =
      typeof value !== 'string' ? value : (name === 'description' ? cleanText(value) : cleanLine(value)).trim();
    if (cleaned !== '') out[name] = cleaned;
  }
  return out;
}

/** One text field: required unless `.optional()`; a list (the field sent twice) or a file is refused. */
const text = (name: string) =>
  z.string({
    error: (issue) => (issue.input === undefined ? `${name} is required.` : `${name} must be sent once, as text.`),
  });

const tooLong = (name: string, max: number) => `${name} must be at most ${max.toLocaleString('en-US')} characters.`;

/** A decimal number in plain notation (no exponent, no hex), as clients send coordinates. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

const coordinate = (name: string, min: number, max: number) => {
  const message = `${name} must be a number from ${min} to ${max}.`;
  return text(name)
    .refine((value) => DECIMAL.test(value), message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);
};

/** The resident form's e-mail and phone rules, with messages naming the Open311 field. */
const email = text('email').refine(
  (value) => zm.safeParse(yourInfoSchema.shape.email, value).success,
  `email must be a valid e-mail address of at most ${SUBMIT_LIMITS.email} characters.`,
);
/** The form's phone check and its message, named for the field; the number goes on in E.164. */
const phone = text('phone').transform((value, ctx) => {
  const result = zm.safeParse(yourInfoSchema.shape.phone, value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: `phone: ${issue.message}` });
  return z.NEVER;
});

const mediaUrl = text('media_url')
  .max(OPEN311_POST_LIMITS.mediaUrl, tooLong('media_url', OPEN311_POST_LIMITS.mediaUrl))
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'media_url must be an http or https URL.');

const fieldsSchema = z.object({
  service_code: text('service_code'),
  lat: coordinate('lat', -90, 90).optional(),
  long: coordinate('long', -180, 180).optional(),
  address_string: text('address_string')
    .max(OPEN311_POST_LIMITS.address, tooLong('address_string', OPEN311_POST_LIMITS.address))
    .refine((value) => !isGeocoderText(value), ADDRESS_IS_LOOKUP_MESSAGE)
    .optional(),
  description: text('description').max(
    OPEN311_POST_LIMITS.description,
    tooLong('description', OPEN311_POST_LIMITS.description),
  ),
  email: email.optional(),
  first_name: text('first_name').optional(),
  last_name: text('last_name').optional(),
  phone: phone.optional(),
  media_url: mediaUrl.optional(),
  [TEXT_ALERTS_FIELD]: z.enum(['true', 'false'], { error: `${TEXT_ALERTS_FIELD} must be true or false.` }).optional(),
  media: z.instanceof(File, { error: 'media must be one file (a photo).' }).optional(),
});

type Fields = z.output<typeof fieldsSchema>;

/**
 * The message of a pothole on a road another agency owns: the resident form's text, the agency and its link.
 * @example wrongRoadMessage({ code: 'wrong_jurisdiction', jurisdiction: 'COUNTY' })
 * // 'This appears to be a COUNTY road. … Mercer County Highway Division: https://…'
 */
export function wrongRoadMessage(refusal: JurisdictionRefusal): string {
  const { message, agency } = refusalNotice(refusal);
  return `${message} ${agency.name}: ${agency.url}`;
}

/** Rules across fields. They run even when a field failed, so they read the values defensively. */
function checkAcrossFields(value: Partial<Record<keyof Fields, unknown>>, ctx: z.RefinementCtx): void {
  const add = (message: string, path: string, params?: Record<string, unknown>) => {
    ctx.addIssue({ code: 'custom', message, path: [path], ...(params ? { params } : {}) });
  };
  const code = value.service_code;
  if (typeof code === 'string' && !serviceByCode(code)) {
    add(`service_code "${code.slice(0, 100)}" is not one of our services (see services.xml).`, 'service_code');
  }
  const hasLat = value.lat !== undefined;
  const hasLong = value.long !== undefined;
  if (hasLat !== hasLong) add('lat and long must be sent together.', hasLat ? 'long' : 'lat');
  if (!hasLat && !hasLong && value.address_string === undefined) {
    add('A location is required: lat and long, or address_string.', 'address_string');
  }
  const first = typeof value.first_name === 'string' ? value.first_name : '';
  const last = typeof value.last_name === 'string' ? value.last_name : '';
  if (`${first} ${last}`.trim().length > OPEN311_POST_LIMITS.name) {
    add(`first_name and last_name together must be at most ${OPEN311_POST_LIMITS.name} characters.`, 'last_name');
  }
  if (value[TEXT_ALERTS_FIELD] === 'true' && value.phone === undefined) {
    add(`${TEXT_ALERTS_FIELD}=true needs a phone number.`, TEXT_ALERTS_FIELD);
  }
  if (typeof code === 'string' && isRoadService(code) && typeof value.address_string === 'string') {
    const refusal = checkJurisdiction(serviceByCode(code)!.category, value.address_string);
    // The refusal itself rides in params, as in the resident schema, for anything that must tell it apart.
    if (refusal) add(wrongRoadMessage(refusal), 'address_string', { ...refusal });
  }
}

/**
 * The whole form: cleaned, checked field by field and across fields, and turned into an
 * Open311Submission.
 * @example open311PostSchema.parse({ service_code: 'graffiti', address_string: '1 Main St', description: 'Tags' })
 * // { service: { code: 'graffiti', ... }, location: null, address: '1 Main St', email: '', ... }
 */
export const open311PostSchema = z.preprocess(
  cleanForm,
  fieldsSchema
    // Run even after a missing or malformed field, so a 400 lists every problem at once.
    .check(z.superRefine(checkAcrossFields, { when: () => true }))
    .transform((fields): Open311Submission => ({
      service: serviceByCode(fields.service_code)!,
      location: fields.lat !== undefined && fields.long !== undefined ? { lat: fields.lat, lng: fields.long } : null,
      address: fields.address_string ?? null,
      description: fields.description,
      email: fields.email ?? '',
      name: `${fields.first_name ?? ''} ${fields.last_name ?? ''}`.trim(),
      phone: fields.phone ?? '',
      mediaUrl: fields.media_url ?? null,
      textAlerts: fields[TEXT_ALERTS_FIELD] === 'true',
      // An empty file input arrives as a nameless empty file: no photo.
      ...(fields.media && (fields.media.size > 0 || fields.media.name !== '') ? { media: fields.media } : {}),
    })),
);

/** The api_key field alone, checked before anything else (a missing key is a 403, not a 400). */
export const apiKeyFormSchema = z.preprocess(
  cleanForm,
  z.object({ api_key: z.string({ error: 'A valid api_key is required to submit a request.' }) }),
);

/**
 * One description per problem, in the order zod found them, without repeats.
 * @example problemList(result.error.issues) // ['description is required.', 'lat and long must be sent together.']
 */
export function problemList(issues: readonly z.core.$ZodIssue[]): string[] {
  return [...new Set(issues.map((issue) => issue.message))];
}
