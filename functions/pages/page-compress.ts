/**
 * The pages the server draws are compressed for the browser (brotli, else gzip, as it accepts):
 * a track page with its list is about 34 KB of HTML, 6 KB in brotli. Static pages have variants
 * written at build time (functions/http/static-site.ts); these are drawn per request, so they are
 * compressed as they go, at a brotli quality that costs a few milliseconds. Only HTML: the JSON
 * API's answers are left as they are.
 */
import type { MiddlewareHandler } from 'hono';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { acceptedCodings } from '../http/negotiate.ts';
import { carriesSecurityHeaders, keepsSecurityHeaders } from '../http/security-headers.ts';

/** Below this a page gains too little to be worth compressing. */
const MIN_BYTES = 1024;
/** Brotli's quality for a page drawn per request (11 is for build time). */
const BROTLI_QUALITY = 5;

const compress = {
  br: (body: Buffer) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
  gzip: (body: Buffer) => gzipSync(body, { level: 6 }),
};

/** @example new Hono().use('/311/*', compressPages) */
export const compressPages: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (!res.body || res.headers.has('Content-Encoding')) return;
  if (!res.headers.get('Content-Type')?.startsWith('text/html')) return;
  const hardened = carriesSecurityHeaders(res);
  const headers = new Headers(res.headers);
  const vary = headers.get('Vary');
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  const [coding] = acceptedCodings(c.req.header('Accept-Encoding'));
  let body = Buffer.from(await res.arrayBuffer());
  if (coding && body.length >= MIN_BYTES) {
    body = compress[coding](body);
    headers.set('Content-Encoding', coding);
    headers.set('Content-Length', String(body.length));
  }
  // The page's headers are all here already (its own security headers among them): cleared
  // first, the replacement is kept as it is rather than merged with the old one's.
  const replaced = new Response(body, { status: res.status, headers });
  c.res = undefined;
  c.res = hardened ? keepsSecurityHeaders(replaced) : replaced;
};
