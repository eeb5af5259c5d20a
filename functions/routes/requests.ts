/**
 * Resident endpoints under /api/requests, no sign-in: submit, the public list (newest first, by
 * status and category, a page of 50 at a time), the public live
 * feed and the track view. Everything a resident receives is built by the shared public
 * projections; internal notes, submitter info and AI data have no path into these replies.
 */
import { parseReference } from '#domain/requests/reference.ts';
import { zValidator } from '@hono/zod-validator';
import { Hono, type Context, type TypedResponse } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { PHOTO_MAX_BYTES } from '#domain/requests/constants.ts';
import { contains, outsideBoundaryMessage } from '#domain/requests/boundary-check.ts';
import { jurisdictionRefusalIn, refusalNotice } from '#domain/requests/jurisdiction.ts';
import type { PublicRequest } from '#domain/requests/public-view.ts';
import { isRequestId } from '#domain/requests/request-id.ts';
import { submitFieldsFromForm, submitRequestSchema } from '#domain/requests/submit-input.ts';
import type { ServiceDeps } from '../deps.ts';
import { boundedForm, type FormLimits } from '../http/bounded-form.ts';
import { rateLimitEach } from '../http/rate-limit.ts';
import {
  PHOTO_MESSAGES,
  PhotoRejectedError,
  prepareUploadedPhoto,
  type PreparedPhoto,
} from '../services/prepare-photo.ts';
import { createPublicFeed, type PublicFeedMessage } from '../services/public-feed.ts';
import { isFirstView, readPublicListQuery } from '../services/public-list-query.ts';
import { createPublicRequests, type PublicList } from '../services/public-requests.ts';
import { submitRequest } from '../services/submit-request.ts';
import { listRead } from './list-errors.ts';
import { submissionLimits } from './submit-limits.ts';

export const NOT_FOUND_MESSAGE = 'No request found with that ID.';
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
/** A comment line this often keeps proxies and browsers from dropping an idle event stream. */
export const HEARTBEAT_MS = 25_000;
/** Messages a slow reader may have waiting before its stream is closed (it reconnects and refetches). */
const MAX_PENDING_EVENTS = 256;

/** Headers of the public reads: JSON that may be kept but is revalidated before each use. */
const JSON_READ_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'application/json; charset=UTF-8',
  'Cache-Control': 'no-cache',
};

const json = (code: string, message: string, extra: Record<string, unknown> = {}) => ({
  error: { code, message, ...extra },
});

/** C0 and C1 control characters except tab and line breaks, and DEL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/**
 * Text fields lose control characters before validation: they have no place in a name or an
 * address, would reach e-mails, texts and logs, and a value made only of them is then blank.
 */
function withoutControlCharacters(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name,
      typeof value === 'string' ? value.replace(CONTROL_CHARACTERS, '') : value,
    ]),
  );
}

/** The photo form field: absent, an empty file input, or one file. */
const photoFieldSchema = z
  .union([z.instanceof(File), z.literal('')], { error: 'Send at most one photo, as a file.' })
  .optional();

/** The multipart form as the shared submit schema sees it, with the photo kept apart. */
const submitFormSchema = z.preprocess(
  (form) => {
    const { photo, ...fields } = (form ?? {}) as Record<string, unknown>;
    return { fields: submitFieldsFromForm(withoutControlCharacters(fields)), photo };
  },
  z.object({ fields: submitRequestSchema, photo: photoFieldSchema }),
);

/**
 * 422 with every distinct message; a road owned by another agency (the refusal the submit schema
 * puts in its issue's params) answers wrong_jurisdiction with that agency's link.
 */
function invalidSubmission(c: Context, issues: readonly z.core.$ZodIssue[]) {
  const messages = [...new Set(issues.map((issue) => issue.message))];
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path.filter((part) => part !== 'fields').join('.');
    if (name && !(name in fields)) fields[name] = issue.message;
  }
  const refusal = jurisdictionRefusalIn(issues);
  if (refusal) {
    const { message, agency } = refusalNotice(refusal);
    return c.json(
      json(refusal.code, message, {
        jurisdiction: refusal.jurisdiction,
        agency: agency.name,
        agencyUrl: agency.url,
        fields,
      }),
      422,
    );
  }
  return c.json(json('invalid_input', messages.join(' '), { fields }), 422);
}

function isFormContentType(header: string | undefined): boolean {
  const mediaType = (header ?? '').split(';')[0]!.trim().toLowerCase();
  return mediaType === 'multipart/form-data' || mediaType === 'application/x-www-form-urlencoded';
}

/** Routes exist only with the 311 services; without them (health-only apps) every path is unknown. */
export function requestRoutes(
  services: ServiceDeps | undefined,
  /** Builds a response already carrying the API's security headers (security-headers.ts). */
  respond: (body: string, status: number, headers: Record<string, string>) => Response,
) {
  const deps = services;
  const reads = deps ? createPublicRequests(deps.stores) : undefined;
  const feed = deps
    ? createPublicFeed(deps.stores.changes, (error) => {
        deps.logger.error('Live feed', error);
      })
    : undefined;
  const submitLimits = deps ? submissionLimits(deps) : [];
  // Built once, not per request: the list and track handlers are the hottest paths.
  const ready = deps && reads && feed ? { ...deps, reads, feed } : undefined;
  const need = () => {
    if (!ready) throw new Error('311 services are not configured');
    return ready;
  };

  const routes = new Hono();
  // Without the services (health-only apps) every path is unknown; with them, no gate per request.
  if (!deps) routes.use(async (c) => c.notFound());
  return routes
    .post(
      '/',
      rateLimitEach(submitLimits),
      async (c, next) => {
        if (!isFormContentType(c.req.header('content-type'))) {
          return c.json(json('unsupported_media_type', SUBMIT_MEDIA_TYPE_MESSAGE), 415);
        }
        await next();
      },
      // Bytes and fields counted while the body streams in, so a form bomb is refused before any parsing.
      boundedForm({
        limits: SUBMIT_FORM_LIMITS,
        refuse: (c, { reason, multipart }) => {
          const message =
            reason === 'too-many-fields'
              ? FORM_MESSAGES.tooManyFields
              : multipart
                ? PHOTO_MESSAGES.tooLarge
                : FORM_MESSAGES.textTooLarge;
          return c.json(json('payload_too_large', message), 413);
        },
      }),
      zValidator('form', submitFormSchema, (result, c) => {
        if (!result.success) return invalidSubmission(c, result.error.issues);
      }),
      async (c) => {
        const { fields, photo } = c.req.valid('form');
        const { boundary, township } = need();
        // Before the photo is decoded: a place outside the township costs no more work.
        if (boundary && !contains(boundary, fields.location)) {
          const message = outsideBoundaryMessage(township);
          return c.json(json('outside_township', message, { fields: { location: message } }), 422);
        }
        let prepared: PreparedPhoto | undefined;
        if (photo instanceof File && (photo.size > 0 || photo.name !== '')) {
          try {
            prepared = await prepareUploadedPhoto(photo);
          } catch (error) {
            if (!(error instanceof PhotoRejectedError)) throw error;
            const code = error.status === 413 ? 'payload_too_large' : 'unsupported_media_type';
            return c.json(json(code, error.message), error.status);
          }
        }
        const { id, reference } = await submitRequest(need(), fields, prepared);
        return c.json({ id, reference }, 201, { 'Cache-Control': 'no-store' });
      },
    )
    .get('/', async (c) => {
      const { reads } = need();
      // The first view (no query) is the hottest read: its cached body, without parsing anything.
      const search = c.req.url.includes('?') ? new URL(c.req.url).searchParams : null;
      const read = search ? readPublicListQuery(search) : null;
      if (read && !read.ok) return c.json(json('bad_request', read.message), 400);
      const body =
        !read || isFirstView(read.query)
          ? await reads.listJson()
          : JSON.stringify(await listRead(reads.list(read.query)));
      // Sent as the cached text; typed as the object it is, so hc<AppType> clients see PublicList.
      return respond(body, 200, JSON_READ_HEADERS) as unknown as TypedResponse<PublicList, 200, 'json'>;
    })
    .get('/events', (c) => {
      const { feed, shutdown } = need();
      c.header('X-Accel-Buffering', 'no');
      return streamSSE(c, async (stream) => {
        let pending = 0;
        let queue: Promise<unknown> = Promise.resolve();
        let finish = () => {};
        const finished = new Promise<void>((resolve) => (finish = resolve));
        const enqueue = (write: () => Promise<unknown>) => {
          if (pending >= MAX_PENDING_EVENTS) {
            finish();
            return;
          }
          pending += 1;
          queue = queue.then(write).finally(() => (pending -= 1));
        };
        const send = (message: PublicFeedMessage) => {
          enqueue(() => stream.writeSSE({ id: message.id, event: message.event, data: message.data }));
        };
        stream.onAbort(finish);
        shutdown.addEventListener('abort', finish, { once: true });
        const unsubscribe = feed.subscribe(send);
        const heartbeat = setInterval(() => {
          enqueue(() => stream.write(': heartbeat\n\n'));
        }, HEARTBEAT_MS);
        try {
          enqueue(() => stream.writeSSE({ event: 'ready', data: '{}', retry: 5000 }));
          if (shutdown.aborted) finish();
          await finished;
        } finally {
          clearInterval(heartbeat);
          unsubscribe();
          shutdown.removeEventListener('abort', finish);
        }
      });
    })
    .get('/:id', async (c) => {
      // Tracking is the hottest resident read: a plain id check (the one requestIdSchema refines
      // with) instead of a zod parse per request; malformed and unknown ids answer alike. A short
      // reference (8 characters, never an id's length) is read as residents may type it.
      const key = c.req.param('id').trim();
      const reference = parseReference(key);
      const body = reference
        ? await need().reads.trackJsonByReference(reference)
        : isRequestId(key)
          ? await need().reads.trackJson(key)
          : null;
      if (body === null) return c.json(json('not_found', NOT_FOUND_MESSAGE), 404);
      return respond(body, 200, JSON_READ_HEADERS) as unknown as TypedResponse<PublicRequest, 200, 'json'>;
    });
}
