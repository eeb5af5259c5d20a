/**
 * The resident submission form as a route reads it, shared by POST /api/requests (residents) and
 * POST /api/staff/phone-requests (staff filing for a caller, docs/product.md#311-phone-intake): the
 * media type, the body bounded before any parsing, the submit schema
 * (#domain/requests/submit-input.ts; phone intake's, with the caller's e-mail optional, is derived
 * from it in phone-intake-input.ts) and its error replies, then the boundary check, the photo and
 * the submission service. Only what stands before these differs (a rate limit; a staff sign-in).
 */
import { zValidator } from '@hono/zod-validator';
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { contains, outsideBoundaryMessage } from '#domain/requests/boundary-check.ts';
import { PHOTO_MAX_BYTES } from '#domain/requests/constants.ts';
import type { Actor } from '#domain/requests/history.ts';
import { jurisdictionRefusalIn, refusalNotice } from '#domain/requests/jurisdiction.ts';
import { phoneIntakeSchema } from '#domain/requests/phone-intake-input.ts';
import { submitRequestSchema } from '#domain/requests/submission-schema.ts';
import { submitFieldsFromForm } from '#domain/requests/submit-input.ts';
import { recordedLanguage } from '#domain/requests/request-language.ts';
import { cleanLine, cleanText } from '#domain/text.ts';
import type { ServiceDeps } from '../deps.ts';
import { ApiFailure } from '../http/api-error.ts';
import { cleanForm } from '../open311/post-input.ts';
import { boundedForm, type FormLimits } from '../http/bounded-form.ts';
import {
  PHOTO_MESSAGES,
  PhotoRejectedError,
  prepareUploadedPhoto,
  type PreparedPhoto,
} from '../services/prepare-photo.ts';
import { submitRequest } from '../services/submit-request.ts';

const SUBMIT_MEDIA_TYPE_MESSAGE = 'Send the request as multipart/form-data (or a URL-encoded form).';
/** Room for the text fields beside a photo of the maximum size. */
const SUBMIT_BODY_LIMIT = PHOTO_MAX_BYTES + 64 * 1024;
/**
 * The largest URL-encoded form. The longest valid form (Open311's: a 4,000-character description,
 * a 2,000-character media_url and the short fields, some 6,700 characters) percent-encoded at its
 * worst (a three-byte character as %XX%XX%XX, nine bytes) still fits.
 */
const FORM_TEXT_LIMIT = 64 * 1024;
/** The most fields or parts of a form: the resident form has a dozen, Open311 a few more. */
export const FORM_FIELD_LIMIT = 100;
/** The bounds of the resident form and Open311's POST (http/bounded-form.ts). */
export const SUBMIT_FORM_LIMITS: FormLimits = {
  urlEncodedBytes: FORM_TEXT_LIMIT,
  multipartBytes: SUBMIT_BODY_LIMIT,
  fields: FORM_FIELD_LIMIT,
};
export const FORM_MESSAGES = {
  textTooLarge: 'The form is too large: a URL-encoded form can be at most 64 KB. Send a photo as multipart/form-data.',
  tooManyFields: `The form has too many fields: at most ${FORM_FIELD_LIMIT}.`,
} as const;

/** The one field of a submission that may run over several lines; every other text is one line. */
const MULTI_LINE_FIELDS = new Set(['description']);

/**
 * Text fields are cleaned before validation (src/domain/text.ts): control characters and lone
 * surrogates have no place in a name or an address, would reach e-mails, texts and logs, and a
 * value made only of them is then blank; line breaks are kept only in the description.
 */
function withoutControlCharacters(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name,
      typeof value !== 'string' ? value : MULTI_LINE_FIELDS.has(name) ? cleanText(value) : cleanLine(value),
    ]),
  );
}

/** A form's fields as the submission schemas read them: cleaned, with lat/lng made a location. */
export const submissionFieldsOf = (form: Record<string, unknown>) =>
  submitFieldsFromForm(withoutControlCharacters(form));

/** Whether a file field carried a file (an empty file input posts a nameless, empty one). */
export const carriesFile = (photo: unknown): photo is File =>
  photo instanceof File && (photo.size > 0 || photo.name !== '');

/** Whether a point lies outside the township's boundary (never, without one). */
export const outsideTownship = (deps: ServiceDeps, location: { lat: number; lng: number }) =>
  deps.place.boundary !== null && !contains(deps.place.boundary, location);

/** The photo form field: absent, an empty file input, or one file. */
const photoFieldSchema = z
  .union([z.instanceof(File), z.literal('')], { error: 'Send at most one photo, as a file.' })
  .optional();

/**
 * A form of text fields (cleaned as Open311's are) and at most one photo, the photo kept apart:
 * "add information" on the submitter's private page, and a staff member's work completed.
 * @example validate('form', cleanedFormWithPhoto(z.object({ note: z.string() })))
 */
export const cleanedFormWithPhoto = <Fields extends z.core.$ZodType>(fields: Fields) =>
  z.preprocess(
    (form) => {
      const { photo, ...rest } = (form ?? {}) as Record<string, unknown>;
      return { fields: cleanForm(rest), photo };
    },
    z.object({ fields, photo: photoFieldSchema }),
  );

/** The multipart form as a submission schema sees it, with the photo kept apart. */
function submitFormSchemaOf(fields: typeof submitRequestSchema) {
  return z.preprocess(
    (form) => {
      const { photo, ...rest } = (form ?? {}) as Record<string, unknown>;
      return { fields: submissionFieldsOf(rest), photo };
    },
    z.object({ fields, photo: photoFieldSchema }),
  );
}

/** The form once checked: the submission's fields and the photo as sent. */
type SubmissionForm = z.output<ReturnType<typeof submitFormSchemaOf>>;

/**
 * 422 with every distinct message; a road owned by another agency (the refusal the submit schema
 * puts in its issue's params) answers wrong_jurisdiction with that agency's link.
 */
function invalidSubmission(issues: readonly z.core.$ZodIssue[]): never {
  const messages = [...new Set(issues.map((issue) => issue.message))];
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path.filter((part) => part !== 'fields').join('.');
    if (name && !(name in fields)) fields[name] = issue.message;
  }
  const refusal = jurisdictionRefusalIn(issues);
  if (refusal) {
    const { message, agency } = refusalNotice(refusal);
    throw new ApiFailure(422, message, {
      code: refusal.code,
      extra: { jurisdiction: refusal.jurisdiction, agency: agency.name, agencyUrl: agency.url, fields },
    });
  }
  throw new ApiFailure(422, messages.join(' '), { extra: { fields } });
}

function isFormContentType(header: string | undefined): boolean {
  const mediaType = (header ?? '').split(';')[0]!.trim().toLowerCase();
  return mediaType === 'multipart/form-data' || mediaType === 'application/x-www-form-urlencoded';
}

/** 415 for a body that is not a form. */
export const requireFormBody: MiddlewareHandler = async (c, next) => {
  if (!isFormContentType(c.req.header('content-type'))) {
    throw new ApiFailure(415, SUBMIT_MEDIA_TYPE_MESSAGE);
  }
  await next();
};

/** Bytes and fields counted while the body streams in, so a form bomb is refused before any parsing. */
export const boundedSubmitForm = boundedForm({
  limits: SUBMIT_FORM_LIMITS,
  refuse: (c, { reason, multipart }) => {
    const message =
      reason === 'too-many-fields'
        ? FORM_MESSAGES.tooManyFields
        : multipart
          ? PHOTO_MESSAGES.tooLarge
          : FORM_MESSAGES.textTooLarge;
    throw new ApiFailure(413, message);
  },
});

/** A submission schema over the form, answering 422 with its messages; `c.req.valid('form')` is then a SubmissionForm. */
const validFormOf = (fields: typeof submitRequestSchema) =>
  zValidator('form', submitFormSchemaOf(fields), (result) => {
    if (!result.success) invalidSubmission(result.error.issues);
  });

/** The resident's submission: name and e-mail required. */
export const validSubmitForm = validFormOf(submitRequestSchema);

/** A caller's submission taken by staff: the caller's e-mail optional (docs/product.md#311-phone-intake). */
export const validPhoneIntakeForm = validFormOf(phoneIntakeSchema);

/**
 * The checked form's submission: the boundary, the photo, then the submission service; 201 with
 * the new id and its short reference. `takenBy` is the staff member who filed it for a caller.
 * @example .post('/', requireFormBody, boundedSubmitForm, validSubmitForm, (c) => acceptSubmission(c, deps, c.req.valid('form')))
 */
export async function acceptSubmission(
  c: Context,
  deps: ServiceDeps,
  { fields, photo }: SubmissionForm,
  takenBy?: Actor,
) {
  // Before the photo is decoded: a place outside the township costs no more work.
  if (outsideTownship(deps, fields.location)) {
    const message = outsideBoundaryMessage(deps.place.township);
    throw new ApiFailure(422, message, { code: 'outside_township', extra: { fields: { location: message } } });
  }
  let prepared: PreparedPhoto | undefined;
  if (carriesFile(photo)) {
    try {
      prepared = await prepareUploadedPhoto(photo);
    } catch (error) {
      if (!(error instanceof PhotoRejectedError)) throw error;
      throw new ApiFailure(error.status, error.message);
    }
  }
  // The form's language field (staff phone intake's select), else the language the resident's page
  // sent the form in (Content-Language), else English.
  const language = fields.language ?? recordedLanguage(c.req.header('content-language')?.split(',')[0]);
  const input = { ...fields, language };
  const { id, reference } = await submitRequest(deps, takenBy ? { ...input, takenBy } : input, prepared);
  return c.json({ id, reference }, 201, { 'Cache-Control': 'no-store' });
}
