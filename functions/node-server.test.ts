import { mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CSP, COMMON_SECURITY_HEADERS, IMMUTABLE_CACHE_CONTROL, SITE_CSP } from './http/security-headers.ts';
import { createNodeApp } from './node-server.ts';
import { openTestDeps, type TestDeps } from './testing/helpers/test-deps.ts';

const page = (title: string) => `<!doctype html><title>${title}</title><p>${'civic '.repeat(300)}</p>`;
const SECRET = 'TOP-SECRET-OUTSIDE-ROOT';

let base: string;
let root: string;
let services: TestDeps;

function put(relative: string, content: string | Buffer, options: { variants?: boolean } = {}) {
  const path = join(root, relative);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
  if (options.variants) {
    writeFileSync(`${path}.br`, brotliCompressSync(content));
    writeFileSync(`${path}.gz`, gzipSync(content));
  }
}

beforeAll(async () => {
  services = await openTestDeps();
  base = mkdtempSync(join(tmpdir(), 'node-server-'));
  root = join(base, 'site');
  put('index.html', page('Home'), { variants: true });
  put('about/index.html', page('About'), { variants: true });
  put('projects/index.html', page('Projects'));
  put('projects/station/index.html', page('Station'));
  put('project-not-found/index.html', page('Project not found'));
  put('404.html', page('Not found'), { variants: true });
  put('311/index.html', page('Township 311'));
  // Each screen's first paint (src/pages/311/[...page].astro): the staff notice and every other screen's.
  put('311/staff/index.html', page('Township 311 staff'));
  put('311/app/index.html', page('Township 311 screen'));
  put('_astro/client.abc123.js', `console.log(${JSON.stringify('x'.repeat(2000))});`, { variants: true });
  put('_astro/only-gzip.def456.css', `body{color:red}${' '.repeat(2000)}`);
  writeFileSync(join(root, '_astro/only-gzip.def456.css.gz'), gzipSync(`body{color:red}${' '.repeat(2000)}`));
  put('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  put('docs/report.pdf', Buffer.from('%PDF-1.4 fake'));
  put('.env', SECRET);
  put('.build-stamp', '{}');
  writeFileSync(join(base, 'secret.txt'), SECRET);
  symlinkSync(join(base, 'secret.txt'), join(root, 'linked.txt'));
  // A stale variant (older than its source) must never be served.
  put('stale.html', page('Fresh'));
  writeFileSync(join(root, 'stale.html.br'), brotliCompressSync(page('Stale')));
  const old = new Date(Date.now() - 60_000);
  utimesSync(join(root, 'stale.html.br'), old, old);
});

afterAll(async () => {
  rmSync(base, { recursive: true, force: true });
  await services.cleanup();
});

const app = () =>
  createNodeApp({ env: { STATIC_DIR: root, HSTS_MAX_AGE: 0 }, version: '9.9.9', now: () => 5000, services });
const get = (path: string, headers: Record<string, string> = {}) => app().request(path, { headers });

describe('pages', () => {
  it('serves the home page as UTF-8 HTML that revalidates', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(res.headers.get('ETag')).toMatch(/^W\/".+"$/);
    expect(res.headers.get('Last-Modified')).toBeTruthy();
    expect(await res.text()).toContain('<title>Home</title>');
  });

  it('maps /about to about/index.html without a redirect', async () => {
    const res = await get('/about');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>About</title>');
  });

  it.each([
    ['/about/', '/about'],
    ['/about/?ref=nav&x=1', '/about?ref=nav&x=1'],
    ['/projects/station/', '/projects/station'],
    ['/nowhere/', '/nowhere'],
  ])('redirects %s permanently to %s', async (path, location) => {
    const res = await get(path);
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe(location);
  });

  it('never redirects to another host', async () => {
    const res = await get('//evil.example/');
    expect(res.status).toBe(404);
    expect(res.headers.get('Location')).toBeNull();
  });

  it('serves a known project', async () => {
    const res = await get('/projects/station');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Station');
  });

  it.each(['/projects/no-such-slug', '/projects/no-such-slug/deeper'])(
    'answers %s with 404 and the project-not-found page',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toContain('<title>Project not found</title>');
    },
  );

  it.each(['/nope', '/about/nope', '/index.html/x'])('answers %s with 404 and the 404 page', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('ETag')).toBeNull();
    expect(await res.text()).toContain('<title>Not found</title>');
  });

  it('sends the 404 page compressed too', async () => {
    const res = await get('/nope', { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Encoding')).toBe('br');
  });

  it('refuses methods other than GET and HEAD', async () => {
    const res = await app().request('/about', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('GET, HEAD');
  });
});

describe('assets and caching', () => {
  it('caches hashed assets forever', async () => {
    const res = await get('/_astro/client.abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
  });

  it.each([
    ['/favicon.svg', 'image/svg+xml; charset=utf-8'],
    ['/docs/report.pdf', 'application/pdf'],
    ['/_astro/only-gzip.def456.css', 'text/css; charset=utf-8'],
  ])('serves %s as %s', async (path, type) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe(type);
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await get('/about');
    const etag = first.headers.get('ETag')!;
    const res = await get('/about', { 'If-None-Match': etag });
    expect(res.status).toBe(304);
    expect(res.headers.get('ETag')).toBe(etag);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(await res.text()).toBe('');
  });

  it('answers a current If-Modified-Since with 304', async () => {
    const first = await get('/about');
    const res = await get('/about', { 'If-Modified-Since': first.headers.get('Last-Modified')! });
    expect(res.status).toBe(304);
  });

  it('sends the full page for a stale ETag', async () => {
    const res = await get('/about', { 'If-None-Match': 'W/"old"' });
    expect(res.status).toBe(200);
  });

  it('gives each encoding its own ETag', async () => {
    const tags = await Promise.all(
      ['br', 'gzip', 'identity'].map(async (coding) =>
        (await get('/', { 'Accept-Encoding': coding })).headers.get('ETag'),
      ),
    );
    expect(new Set(tags).size).toBe(3);
  });
});

describe('compression', () => {
  it('prefers brotli', async () => {
    const res = await get('/', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('Content-Length')).toBe(String(body.length));
    expect(brotliDecompressSync(body).toString()).toContain('<title>Home</title>');
  });

  it('uses gzip when brotli is not accepted', async () => {
    const res = await get('/', { 'Accept-Encoding': 'gzip' });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('<title>Home</title>');
  });

  it('falls back to gzip when only a gzip variant exists', async () => {
    const res = await get('/_astro/only-gzip.def456.css', { 'Accept-Encoding': 'br, gzip' });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
  });

  it('sends the plain file, still varying by encoding, without Accept-Encoding', async () => {
    const res = await get('/');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(await res.text()).toContain('<title>Home</title>');
  });

  it('ignores a variant older than its source', async () => {
    const res = await get('/stale.html', { 'Accept-Encoding': 'br' });
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(await res.text()).toContain('Fresh');
  });

  it('does not vary binary files by encoding', async () => {
    const res = await get('/docs/report.pdf', { 'Accept-Encoding': 'br' });
    expect(res.headers.get('Vary')).toBeNull();
  });
});

describe('HEAD', () => {
  it('sends the headers of GET without a body', async () => {
    const res = await app().request('/', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(Number(res.headers.get('Content-Length'))).toBeGreaterThan(0);
    expect(await res.text()).toBe('');
  });

  it('works for the API', async () => {
    const res = await app().request('/api/health', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });
});

describe('path safety', () => {
  it.each([
    '/..%2f..%2fetc/passwd',
    '/..%2F..%2F..%2Fetc%2Fpasswd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/../../etc/passwd',
    '/..\\..\\secret.txt',
    '/%2e%2e%5csecret.txt',
    '/index.html%00.png',
    '/%00',
    '/.env',
    '/%2eenv',
    '/.build-stamp',
    '/linked.txt',
    '/_astro/..%2f..%2fsecret.txt',
    '/projects/..%2f..%2fsecret.txt',
    '/%E0%A4%A',
  ])('%s never escapes the root nor fails', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain(SECRET);
  });
});

describe('API', () => {
  it('answers /api/health', async () => {
    const res = await get('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', version: '9.9.9', uptimeSeconds: 0 });
  });

  it.each(['/api/nope', '/api', '/api/health/extra', '/api/../api/x'])(
    'answers unknown %s with JSON 404',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
    },
  );

  it('treats /apis as a page path', async () => {
    const res = await get('/apis');
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
  });
});

describe('security headers', () => {
  it.each(['/', '/about', '/nope', '/projects/nope', '/_astro/client.abc123.js', '/about/'])(
    'are on the site response for %s',
    async (path) => {
      const res = await get(path);
      expect(res.headers.get('Content-Security-Policy')).toBe(SITE_CSP);
      for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
      expect(res.headers.has('Strict-Transport-Security')).toBe(false);
    },
  );

  it.each(['/api/health', '/api/nope'])('are strict on the API response for %s', async (path) => {
    const res = await get(path);
    expect(res.headers.get('Content-Security-Policy')).toBe(API_CSP);
    for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
  });

  it('adds HSTS everywhere when configured', async () => {
    const hsts = createNodeApp({ env: { STATIC_DIR: root, HSTS_MAX_AGE: 31536000 }, version: '1', services });
    for (const path of ['/', '/api/health']) {
      expect((await hsts.request(path)).headers.get('Strict-Transport-Security')).toBe('max-age=31536000');
    }
  });
});

describe('a build without the not-found pages', () => {
  it('falls back to the 404 page, then to plain text', async () => {
    const bare = join(base, 'bare');
    mkdirSync(bare);
    writeFileSync(join(bare, '404.html'), page('Bare 404'));
    const withPage = createNodeApp({ env: { STATIC_DIR: bare, HSTS_MAX_AGE: 0 }, version: '1', services });
    const project = await withPage.request('/projects/nope');
    expect(project.status).toBe(404);
    expect(await project.text()).toContain('Bare 404');

    const missing = createNodeApp({
      env: { STATIC_DIR: join(base, 'missing'), HSTS_MAX_AGE: 0 },
      version: '1',
      services,
    });
    const res = await missing.request('/');
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
  });
});

describe('the 311 app', () => {
  const onHost = (path: string, host: string) => app().request(`http://${host}${path}`, { headers: { Host: host } });

  it.each([
    ['/311', 'Township 311'],
    ['/311/track/AbCdEfGh12345678', 'Township 311 screen'],
    ['/311/staff/requests/x', 'Township 311 staff'],
    ['/311/login', 'Township 311 staff'],
  ])('answers %s on the coalition host with the page of its first paint', async (path, title) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`<title>${title}</title>`);
    expect(res.headers.get('Content-Security-Policy')).toBe(SITE_CSP);
  });

  it.each([
    ['/311/track?id=NOPE1234', 'www.example.org', 'en'],
    ['/311/es/track', 'www.example.org', 'es'],
    ['/311/my-request?token=x', 'www.example.org', 'en'],
    ['/track', '311.example.org', 'en'],
    ['/ko/my-request', '311.example.org', 'ko'],
  ])(
    'renders %s on %s as a whole page without JavaScript (docs/311-without-javascript.md)',
    async (path, host, lang) => {
      const res = await onHost(path, host);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      expect(res.headers.get('Content-Security-Policy')).toBe(SITE_CSP);
      expect(await res.text()).toContain(`<html lang="${lang}"`);
    },
  );

  it('leaves the coalition pages alone on the coalition host', async () => {
    expect(await (await get('/about')).text()).toContain('<title>About</title>');
    expect((await get('/3110')).status).toBe(404);
  });

  it.each([
    ['/', 'Township 311'],
    ['/track/AbCdEfGh12345678', 'Township 311 screen'],
    ['/staff', 'Township 311 staff'],
    ['/login', 'Township 311 staff'],
    ['/about', 'Township 311 screen'],
    ['/anything/else', 'Township 311 screen'],
  ])('answers %s on a 311 host with the page of its first paint', async (path, title) => {
    const res = await onHost(path, '311.example.org');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`<title>${title}</title>`);
  });

  it('serves assets on a 311 host, and 404 for a missing one', async () => {
    const asset = await onHost('/_astro/client.abc123.js', '311.example.org');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('Cache-Control')).toBe(IMMUTABLE_CACHE_CONTROL);
    expect((await onHost('/favicon.svg', '311.example.org')).status).toBe(200);
    expect((await onHost('/_astro/missing.js', '311.example.org')).status).toBe(404);
  });

  it('moves /311 addresses to / on a 311 host, keeping the query', async () => {
    const res = await onHost('/311/track/AbC?x=1', '311.localhost:4321');
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe('/track/AbC?x=1');
    expect((await onHost('/311', '311.localhost:4321')).headers.get('Location')).toBe('/');
  });

  it('keeps the API on a 311 host', async () => {
    const res = await onHost('/api/health', '311.example.org');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Security-Policy')).toBe(API_CSP);
  });
});
