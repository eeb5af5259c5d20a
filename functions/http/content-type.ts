/**
 * Content types for the files an Astro build and public/ hold. Text types carry charset=utf-8
 * (Astro writes UTF-8), so browsers never guess. Anything unknown is served as an opaque download
 * type, which together with `X-Content-Type-Options: nosniff` stops a browser from running it.
 */
const UTF8 = '; charset=utf-8';

const TYPES: Readonly<Record<string, string>> = {
  html: `text/html${UTF8}`,
  css: `text/css${UTF8}`,
  js: `text/javascript${UTF8}`,
  mjs: `text/javascript${UTF8}`,
  json: `application/json${UTF8}`,
  map: `application/json${UTF8}`,
  webmanifest: `application/manifest+json${UTF8}`,
  xml: `application/xml${UTF8}`,
  svg: `image/svg+xml${UTF8}`,
  txt: `text/plain${UTF8}`,
  csv: `text/csv${UTF8}`,
  ics: `text/calendar${UTF8}`,
  vtt: `text/vtt${UTF8}`,
  md: `text/markdown${UTF8}`,
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  wasm: 'application/wasm',
};

const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

/**
 * The Content-Type for a file name, by extension (case-insensitive).
 *
 * @example
 * contentTypeFor('about/index.html') // 'text/html; charset=utf-8'
 * contentTypeFor('report.PDF') // 'application/pdf'
 */
export function contentTypeFor(fileName: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(fileName);
  return (match && TYPES[match[1]!.toLowerCase()]) ?? FALLBACK_CONTENT_TYPE;
}

/** Whether a content type is text-like, so a compressed variant of it may exist and responses vary by encoding. */
export function isCompressibleType(contentType: string): boolean {
  return /^(text\/|application\/(json|manifest\+json|xml)|image\/svg\+xml)/.test(contentType);
}
