/**
 * Serves the Astro build (STATIC_DIR) the way Firebase Hosting does with cleanUrls and
 * trailingSlash false: /about is about/index.html, /about/ redirects to /about, unknown project
 * slugs get the project-not-found page and every other unknown path the 404 page, both with status
 * 404. Compressed variants written at build time (see scripts/precompress.ts) are chosen by
 * Accept-Encoding. Nothing is compressed on the fly: every text file big enough to gain already has
 * its variants, so per-request compression would only cost CPU.
 *
 * Pages have an address per language (/about, /es/about): a request for an English page from a
 * visitor who chose another language, or whose browser prefers one, is sent to that language's
 * address (page-language.ts). The 311 app's pages are built per language too (311/es/index.html),
 * and per first paint: the report form, the staff portal's notice, every other screen's notice
 * (appPagePath). A language's unknown addresses get that language's not-found pages.
 *
 * Hand-written, not @hono/node-server's serveStatic: it has no ETag/304, serves stale variants and files behind symlinks and refuses %-encoded names (it is 1.5x faster by skipping those checks: docs/benchmarks.md).
 */
import { createReadStream, type Stats } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context, Handler } from 'hono';
import { contentTypeFor, isCompressibleType } from './content-type.ts';
import { acceptedCodings, CODING_SUFFIXES, etagFor, isNotModified, type Coding } from './negotiate.ts';
import { IMMUTABLE_CACHE_CONTROL, REVALIDATE_CACHE_CONTROL } from './security-headers.ts';
import { resolveRequestPath, type PathResolution } from './static-path.ts';
import { isThreeOneOneHost } from '#domain/three-one-one-host.ts';
import { DEFAULT_LANGUAGE, languageSegment } from '#domain/i18n/languages.ts';
import { hasTownship, township } from '#domain/township/township.ts';
import { FIRST_PAINT_FOLDER, firstPaintOf } from '#domain/requests/app-paths.ts';
import { timedPages } from './timed-pages.ts';
import { isEnglishPagePath, LANGUAGE_VARY, pageLanguageRedirect, pathLanguage } from './page-language.ts';

/** Page shown, with status 404, for any unknown path. */
const NOT_FOUND_PAGE = ['404.html'];
/** Page shown, with status 404, for /projects/{slug} when the slug has no page. */
const PROJECT_NOT_FOUND_PAGE = ['project-not-found', 'index.html'];
/**
 * The built page that paints an address of the 311 app first (every address under /311, and every
 * page address on a 311 host): the page of its language and first paint (firstPaintOf), as
 * 311/es/staff/index.html.
 */
function appPagePath(lang: string | undefined, below: readonly string[]): string[] {
  const folder = FIRST_PAINT_FOLDER[firstPaintOf(below)];
  return ['311', ...(lang ? [languageSegment(lang)] : []), ...(folder ? [folder] : []), 'index.html'];
}

/**
 * Whether a path on a 311 host names a static file (an asset such as /_astro/x.js or
 * /favicon.svg) rather than a screen of the app: its last segment has an extension other than
 * .html. The coalition's pages are not served there.
 */
function isAssetPath(segments: readonly string[]): boolean {
  const last = segments.at(-1) ?? '';
  return /\.[a-z0-9]+$/i.test(last) && !/\.html$/i.test(last);
}

interface FoundFile {
  path: string;
  stats: Stats;
}

/** Errors that mean "no such file here", as opposed to a broken server. */
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'EINVAL', 'ELOOP']);

async function statOrUndefined(path: string): Promise<Stats | undefined> {
  try {
    return await stat(path);
  } catch (error) {
    if (MISSING.has((error as NodeJS.ErrnoException).code ?? '')) return undefined;
    throw error;
  }
}

function isInside(root: string, path: string): boolean {
  return path === root || path.startsWith(root + sep);
}

/** The file a path names: itself, or index.html inside a directory; never anything outside root. */
async function findFile(root: string, segments: readonly string[]): Promise<FoundFile | undefined> {
  let path = join(root, ...segments);
  let stats = await statOrUndefined(path);
  if (stats?.isDirectory()) {
    path = join(path, 'index.html');
    stats = await statOrUndefined(path);
  }
  if (!stats?.isFile()) return undefined;
  // Segments are already free of `..`, but a symbolic link could still point elsewhere.
  const real = await realpath(path);
  return isInside(root, real) ? { path: real, stats } : undefined;
}

/** A compressed variant the client accepts, if one exists and is not older than its source. */
async function findVariant(
  file: FoundFile,
  accepted: Set<Coding>,
): Promise<{ coding: Coding; file: FoundFile } | undefined> {
  for (const [coding, suffix] of CODING_SUFFIXES) {
    if (!accepted.has(coding)) continue;
    const stats = await statOrUndefined(file.path + suffix);
    if (stats?.isFile() && stats.mtimeMs >= file.stats.mtimeMs)
      return { coding, file: { path: file.path + suffix, stats } };
  }
  return undefined;
}

/** Pages with dated content, brought up to date when served (see timed-pages.ts). */
const timed = timedPages();

/** The page as it reads now, when that differs from the built file. */
async function sendRetimed(c: Context, file: FoundFile, status: 200 | 404, cacheControl: string) {
  const page = await timed.current(file.path, file.stats, Date.now());
  if (!page) return undefined;
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl });
  headers.set('Vary', 'Accept-Encoding');
  const accepted = acceptedCodings(c.req.header('Accept-Encoding'));
  const coding = CODING_SUFFIXES.map(([name]) => name).find((name) => accepted.has(name));
  if (coding) headers.set('Content-Encoding', coding);
  const body = await page.body(coding);
  if (status === 200) {
    const etag = etagFor(body.length, file.stats.mtimeMs, coding).replace(/"$/, `-t${page.stage}"`);
    headers.set('ETag', etag);
    if (isNotModified({ ifNoneMatch: c.req.header('If-None-Match'), ifModifiedSince: undefined }, etag, 0)) {
      headers.delete('Content-Type');
      headers.delete('Content-Encoding');
      return new Response(null, { status: 304, headers });
    }
  }
  headers.set('Content-Length', String(body.length));
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status, headers });
}

async function sendFile(c: Context, file: FoundFile, status: 200 | 404, cacheControl: string): Promise<Response> {
  const contentType = contentTypeFor(file.path);
  if (contentType.startsWith('text/html')) {
    const retimed = await sendRetimed(c, file, status, cacheControl);
    if (retimed) return retimed;
  }
  const headers = new Headers({ 'Content-Type': contentType, 'Cache-Control': cacheControl });
  let body = file;
  let coding: Coding | undefined;
  if (isCompressibleType(contentType)) {
    headers.set('Vary', 'Accept-Encoding');
    const variant = await findVariant(file, acceptedCodings(c.req.header('Accept-Encoding')));
    if (variant) {
      ({ coding, file: body } = variant);
      headers.set('Content-Encoding', coding);
    }
  }
  if (status === 200) {
    const etag = etagFor(body.stats.size, file.stats.mtimeMs, coding);
    headers.set('ETag', etag);
    headers.set('Last-Modified', file.stats.mtime.toUTCString());
    const conditions = {
      ifNoneMatch: c.req.header('If-None-Match'),
      ifModifiedSince: c.req.header('If-Modified-Since'),
    };
    if (isNotModified(conditions, etag, file.stats.mtimeMs)) {
      headers.delete('Content-Type');
      headers.delete('Content-Encoding');
      return new Response(null, { status: 304, headers });
    }
  }
  headers.set('Content-Length', String(body.stats.size));
  if (c.req.method === 'HEAD') return new Response(null, { status, headers });
  const stream = Readable.toWeb(createReadStream(body.path)) as ReadableStream<Uint8Array>;
  return new Response(stream, { status, headers });
}

/**
 * The GET/HEAD handler for the static site.
 *
 * @example
 * site.on(['GET', 'HEAD'], '*', staticSite({ root: env.STATIC_DIR }));
 */
export function staticSite(options: {
  root: string;
  /** The offered languages, English first; by default the township profile's. */
  languages?: readonly string[];
}): Handler {
  const offered = () => options.languages ?? (hasTownship() ? township().languages : [DEFAULT_LANGUAGE]);
  // Resolved once it exists; until then (no build yet) every path is simply not found.
  let realRoot: string | undefined;
  const rootPath = async () => {
    if (realRoot === undefined) {
      try {
        realRoot = await realpath(options.root);
      } catch {
        return options.root;
      }
    }
    return realRoot;
  };

  async function notFound(c: Context, resolution: PathResolution): Promise<Response> {
    const root = await rootPath();
    // A language's address (/es/…) gets that language's not-found pages first.
    const lang = resolution.kind === 'path' ? pathLanguage(`/${resolution.segments.join('/')}`, offered()) : undefined;
    const segments = resolution.kind === 'path' ? resolution.segments.slice(lang ? 1 : 0) : [];
    const isProject = segments[0] === 'projects' && segments.length > 1;
    const english = isProject ? [PROJECT_NOT_FOUND_PAGE, NOT_FOUND_PAGE] : [NOT_FOUND_PAGE];
    const inLanguage = lang
      ? english.map((page) => [languageSegment(lang), ...(page === NOT_FOUND_PAGE ? ['404', 'index.html'] : page)])
      : [];
    for (const page of [...inLanguage, ...english]) {
      const file = await findFile(root, page);
      if (file) return sendFile(c, file, 404, REVALIDATE_CACHE_CONTROL);
    }
    return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }

  /** The 311 app's page for an address below the app's root (segments after /311, or a 311 host's). */
  async function appPage(c: Context, below: readonly string[] = []): Promise<Response> {
    const root = await rootPath();
    // The page in the address's language (311/ko/staff/index.html), else the English one.
    const lang = pathLanguage(`/${below[0] ?? ''}`, offered());
    const screen = lang ? below.slice(1) : below;
    const inLanguage = lang ? await findFile(root, appPagePath(lang, screen)) : undefined;
    const file = inLanguage ?? (await findFile(root, appPagePath(undefined, screen)));
    return file ? sendFile(c, file, 200, REVALIDATE_CACHE_CONTROL) : notFound(c, { kind: 'invalid' });
  }

  async function servePath(c: Context, resolution: PathResolution): Promise<Response> {
    if (resolution.kind === 'path') {
      const file = await findFile(await rootPath(), resolution.segments);
      if (file) {
        const hashed = resolution.segments[0] === '_astro';
        return sendFile(c, file, 200, hashed ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL);
      }
      // Every other address under /311 is a screen of the app, which reads the screen from the address.
      if (resolution.segments[0] === '311') return appPage(c, resolution.segments.slice(1));
    }
    return notFound(c, resolution);
  }

  return async (c) => {
    const url = new URL(c.req.url);
    const resolution = resolveRequestPath(url.pathname);
    if (isThreeOneOneHost(c.req.header('Host'))) {
      // The 311 host has the app at /: the coalition host's /311 addresses move there.
      if (url.pathname === '/311' || url.pathname.startsWith('/311/')) {
        const location = url.pathname.slice('/311'.length) || '/';
        return new Response(null, { status: 301, headers: { Location: location + url.search } });
      }
      if (resolution.kind === 'path' && isAssetPath(resolution.segments)) {
        const file = await findFile(await rootPath(), resolution.segments);
        if (file) {
          const hashed = resolution.segments[0] === '_astro';
          return sendFile(c, file, 200, hashed ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL);
        }
        return notFound(c, resolution);
      }
      return appPage(c, resolution.kind === 'path' ? resolution.segments : []);
    }
    if (resolution.kind === 'redirect') {
      return new Response(null, { status: 301, headers: { Location: resolution.location + url.search } });
    }
    const languages = offered();
    const toLanguage = pageLanguageRedirect(
      {
        method: c.req.method,
        pathname: url.pathname,
        cookie: c.req.header('Cookie'),
        acceptLanguage: c.req.header('Accept-Language'),
      },
      languages,
    );
    if (toLanguage) {
      return new Response(null, {
        status: 302,
        headers: { Location: toLanguage + url.search, Vary: LANGUAGE_VARY, 'Cache-Control': REVALIDATE_CACHE_CONTROL },
      });
    }
    const response = await servePath(c, resolution);
    // An English page's answer depends on the visitor's language too (it may be a redirect for another).
    if (languages.length > 1 && isEnglishPagePath(url.pathname, languages)) {
      const vary = response.headers.get('Vary');
      response.headers.set('Vary', vary ? `${vary}, ${LANGUAGE_VARY}` : LANGUAGE_VARY);
    }
    return response;
  };
}
