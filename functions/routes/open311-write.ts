/**
 * Open311 `POST requests.{xml,json}` (GeoReport v2): a client with an API key files a request
 * through the same pipeline as the resident form. Every answer is in the standard's format, in
 * the order a client can act on: 429 (too many from this address), 415 (not a form), 413 (too
 * big, or too many fields), 403 (no valid api_key), 429 (too many for this key), 400 (every
 * problem with the fields, a pothole on another agency's road), 413/415 (the photo), then 200
 * with the new id. The body is bounded before any parsing (http/bounded-form.ts), and a key sent
 * in the first parts of a multipart form is checked before the rest (a photo) is read.
 */
import { zValidator } from '@hono/zod-validator';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { contains, outsideBoundaryMessage } from '#domain/requests/boundary-check.ts';
import type { ServiceDeps } from '../deps.ts';
import { boundedForm } from '../http/bounded-form.ts';
import { clientAddress } from '../http/client-address.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { storeLimiter } from '../http/store-limiter.ts';
import { open311OnError } from '../open311/errors.ts';
import { formatOfPath, open311Error, open311Response, type Open311Format } from '../open311/format.ts';
import { apiKeyFormSchema, open311PostSchema, problemList } from '../open311/post-input.ts';
import { POST_REPLY_ROOT, postReply, submitOpen311Request } from '../open311/post-request.ts';
import { PhotoRejectedError, prepareUploadedPhoto, type PreparedPhoto } from '../services/prepare-photo.ts';
import { FORM_FIELD_LIMIT, SUBMIT_FORM_LIMITS } from './requests.ts';
import type { ApiKey } from '../storage/ports.ts';

export const OPEN311_MESSAGES = {
  mediaType: 'Send the request as application/x-www-form-urlencoded or multipart/form-data.',
  tooLarge: 'The request is too large: at most 10 MB, photo (media) included.',
  textTooLarge: 'The request is too large: a URL-encoded form can be at most 64 KB. Send media as multipart/form-data.',
  tooManyFields: `The request has too many fields: at most ${FORM_FIELD_LIMIT}.`,
  badKey: 'A valid api_key is required to submit a request. Township 311 administrators issue keys.',
  addressLimit: 'Too many requests have been submitted from your address. Please try again later.',
  keyLimit: 'Too many requests have been submitted with this api_key. Please try again later.',
} as const;

/** The POST path: the resource with either suffix, in any case (as the GET routes). */
const POST_PATH = '/:file{requests\\.(?:[xX][mM][lL]|[jJ][sS][oO][nN])}';

const HOUR_MS = 60 * 60_000;

type Env = { Variables: { apiKey: ApiKey } };

const formatOf = (c: Context): Open311Format => formatOfPath(c.req.path);

function isFormContentType(header: string | undefined): boolean {
  const mediaType = (header ?? '').split(';')[0]!.trim().toLowerCase();
  return mediaType === 'multipart/form-data' || mediaType === 'application/x-www-form-urlencoded';
}

/** A 429 in the standard's format, counted against `key` on `limiter`. */
function limitBy(limiter: RateLimiter, key: (c: Context<Env>) => string, message: string): MiddlewareHandler<Env> {
  return async (c, next) => {
    const decision = await limiter.consume(key(c));
    if (!decision.allowed) {
      return open311Error(formatOf(c), 429, message, {
        'Retry-After': String(Math.max(1, decision.retryAfterSeconds)),
      });
    }
    await next();
  };
}

/** The `media` file checked and cleaned like the resident form's photo; a Response when refused. */
async function mediaPhoto(
  format: Open311Format,
  media: File | undefined,
): Promise<PreparedPhoto | Response | undefined> {
  if (!media) return undefined;
  try {
    return await prepareUploadedPhoto(media);
  } catch (error) {
    if (!(error instanceof PhotoRejectedError)) throw error;
    return open311Error(format, error.status, error.message);
  }
}

export function open311WriteRoutes(deps: ServiceDeps) {
  const limit = (name: string, perHour: number) => storeLimiter(deps, { name, limit: perHour, windowMs: HOUR_MS });
  const byAddress = limit('open311', deps.limits.open311AddressRateLimit);
  const byKey = limit('open311-key', deps.limits.open311KeyRateLimit);

  return new Hono<Env>().onError(open311OnError(deps.logger)).post(
    POST_PATH,
    limitBy(byAddress, (c) => `open311:${clientAddress(c, deps.limits.trustProxyHops)}`, OPEN311_MESSAGES.addressLimit),
    async (c, next) => {
      if (!isFormContentType(c.req.header('content-type'))) {
        return open311Error(formatOf(c), 415, OPEN311_MESSAGES.mediaType);
      }
      await next();
    },
    // Bytes and fields counted while the body streams in, so a form bomb is refused before any parsing.
    boundedForm<Env>({
      limits: SUBMIT_FORM_LIMITS,
      refuse: (c, { reason, multipart }) => {
        const message =
          reason === 'too-many-fields'
            ? OPEN311_MESSAGES.tooManyFields
            : multipart
              ? OPEN311_MESSAGES.tooLarge
              : OPEN311_MESSAGES.textTooLarge;
        return open311Error(formatOf(c), 413, message);
      },
      // Only refuses: a key that passes here is checked again with the whole form (it may be sent twice).
      early: {
        field: 'api_key',
        check: async (c, value) => {
          const parsed = apiKeyFormSchema.safeParse({ api_key: value });
          const apiKey = parsed.success ? await deps.stores.apiKeys.verify(parsed.data.api_key) : null;
          return apiKey ? undefined : open311Error(formatOf(c), 403, OPEN311_MESSAGES.badKey);
        },
      },
    }),
    zValidator('form', apiKeyFormSchema, (result, c) => {
      if (!result.success) return open311Error(formatOf(c), 403, OPEN311_MESSAGES.badKey);
    }),
    async (c, next) => {
      const apiKey = await deps.stores.apiKeys.verify(c.req.valid('form').api_key);
      if (!apiKey) return open311Error(formatOf(c), 403, OPEN311_MESSAGES.badKey);
      c.set('apiKey', apiKey);
      await next();
    },
    limitBy(byKey, (c) => `open311-key:${c.get('apiKey').id}`, OPEN311_MESSAGES.keyLimit),
    zValidator('form', open311PostSchema, (result, c) => {
      if (!result.success) return open311Error(formatOf(c), 400, problemList(result.error.issues));
    }),
    async (c) => {
      const format = formatOf(c);
      const submission = c.req.valid('form');
      if (deps.place.boundary && submission.location && !contains(deps.place.boundary, submission.location)) {
        return open311Error(format, 400, [outsideBoundaryMessage(deps.place.township)]);
      }
      const photo = await mediaPhoto(format, submission.media);
      if (photo instanceof Response) return photo;
      const { id } = await submitOpen311Request(deps, submission, c.get('apiKey'), photo);
      return open311Response(format, POST_REPLY_ROOT, postReply(deps.place.threeOneOneUrl, id));
    },
  );
}
