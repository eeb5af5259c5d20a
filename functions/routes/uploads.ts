/**
 * The photo of a request, served publicly under /api/uploads/{requestId}/{fileName} (the URL its
 * imageUrl holds), and only that one: a photo the submitter added later from their private page
 * is for staff (/api/staff/requests/{id}/photos/{fileName}) and for the submitter
 * (POST /api/follow/photo), and answers 404 here like any unknown name. Photos were re-encoded on
 * upload, so they carry no metadata; the names are checked by the photo store before any lookup.
 * A photo staff hid from the public (docs/product.md#311-moderation) is not found here; staff read
 * it at /api/staff/requests/{id}/photo. So that hiding takes effect at once, caches must check back
 * before reusing a photo; the ETag (a stored photo never changes) makes that check cheap.
 */
import { Hono, type Context } from 'hono';
import { hiddenMark } from '#domain/requests/moderation.ts';
import { isRequestId } from '#domain/requests/request-id.ts';
import type { ServiceDeps } from '../deps.ts';
import { ApiFailure } from '../http/api-error.ts';
import { photoFileName } from '../services/moderation.ts';

const PHOTO_NOT_FOUND_MESSAGE = 'No photo found at that address.';

/**
 * A photo's reply: its bytes, type and the headers every photo gets.
 * @example return photoReply(c, photo, 'private, no-cache');
 */
export function photoReply(
  c: Context,
  photo: { bytes: Uint8Array; contentType: string },
  cacheControl: string,
  etag?: string,
): Response {
  return c.body(new Uint8Array(photo.bytes), 200, {
    'Content-Type': photo.contentType,
    'Content-Length': String(photo.bytes.byteLength),
    'Cache-Control': cacheControl,
    ...(etag ? { ETag: etag } : {}),
    'Content-Disposition': 'inline',
    // An image is never a document: even opened directly it can run nothing.
    'Cross-Origin-Resource-Policy': 'same-site',
  });
}

export function uploadRoutes(services: ServiceDeps) {
  return new Hono().get('/:requestId/:fileName', async (c) => {
    const requestId = c.req.param('requestId');
    const fileName = c.req.param('fileName');
    const notFound = () => new ApiFailure(404, PHOTO_NOT_FOUND_MESSAGE);
    const request = isRequestId(requestId) ? await services.stores.requests.get(requestId) : null;
    // Only the photo of a request that exists, and only while it is shown to the public.
    if (!request || hiddenMark(request, 'photo') || photoFileName(request) !== fileName) {
      throw notFound();
    }
    const etag = `"${encodeURIComponent(`${requestId}/${fileName}`)}"`;
    if (c.req.header('If-None-Match') === etag) {
      return c.body(null, 304, { ETag: etag, 'Cache-Control': 'public, no-cache' });
    }
    const photo = await services.stores.photos.get(requestId, fileName);
    if (!photo) throw notFound();
    return photoReply(c, photo, 'public, no-cache', etag);
  });
}
