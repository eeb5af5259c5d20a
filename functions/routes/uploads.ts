/**
 * Photos residents attached, served publicly under /api/uploads/{requestId}/{fileName} (the URL
 * a request's imageUrl holds). They were re-encoded on upload, so they carry no metadata; the
 * names are checked by the photo store before any lookup. A stored photo never changes, so it may
 * be cached for good.
 */
import { Hono } from 'hono';
import type { ServiceDeps } from '../deps.ts';

const PHOTO_NOT_FOUND_MESSAGE = 'No photo found at that address.';

export function uploadRoutes(services: ServiceDeps | undefined) {
  return new Hono()
    .use(async (c, next) => (services ? next() : c.notFound()))
    .get('/:requestId/:fileName', async (c) => {
      const photo = services
        ? await services.stores.photos.get(c.req.param('requestId'), c.req.param('fileName'))
        : null;
      if (!photo) return c.json({ error: { code: 'not_found', message: PHOTO_NOT_FOUND_MESSAGE } }, 404);
      return c.body(new Uint8Array(photo.bytes), 200, {
        'Content-Type': photo.contentType,
        'Content-Length': String(photo.bytes.byteLength),
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Content-Disposition': 'inline',
        // An image is never a document: even opened directly it can run nothing.
        'Cross-Origin-Resource-Policy': 'same-site',
      });
    });
}
