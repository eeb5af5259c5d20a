import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeApp } from '../node-server.ts';
import { openTestDeps, type TestDeps } from '../testing/helpers/test-deps.ts';

const PAST = '2025-11-05T01:00:00.000Z';
const FUTURE = '2999-11-05T01:00:00.000Z';
/** A page as built before its instant: the countdown shows, the results are hidden. */
const builtBefore = (at: string) =>
  `<!doctype html><head><meta name="description" content="Vote on Nov. 4" data-timed-attr="content" data-at="${at}" data-before="Vote on Nov. 4" data-after="Held on Nov. 4"></head>` +
  `<div data-when="before" data-at="${at}" class="box">Countdown</div>` +
  `<section data-when="after" data-at="${at}" hidden><h2>Results</h2></section>${'<p>civic</p>'.repeat(200)}`;

let root: string;
let services: TestDeps;
const put = (relative: string, content: string) => {
  const path = join(root, relative);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
};

beforeAll(async () => {
  services = await openTestDeps();
  root = mkdtempSync(join(tmpdir(), 'timed-pages-'));
  put('election/index.html', builtBefore(PAST));
  put('elections/2099/index.html', builtBefore(FUTURE));
  put('about/index.html', `<!doctype html><title>About</title>${'<p>civic</p>'.repeat(200)}`);
});
afterAll(async () => {
  rmSync(root, { recursive: true, force: true });
  await services.cleanup();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  createNodeApp({ env: { STATIC_DIR: root, HSTS_MAX_AGE: 0 }, version: '9.9.9', now: () => 5000, services }).request(
    path,
    {
      headers,
    },
  );

describe('a page built before its election and served after it', () => {
  it('is served as it reads now, without JavaScript: results shown, countdown hidden, description switched', async () => {
    const res = await get('/election');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<div data-when="before" data-at="${PAST}" hidden class="box">`);
    expect(html).toContain(`<section data-when="after" data-at="${PAST}"><h2>Results</h2>`);
    expect(html).toContain('content="Held on Nov. 4"');
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
  });

  it('is compressed for clients that accept it, never from the stale built variant', async () => {
    const br = await get('/election', { 'Accept-Encoding': 'br' });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain('<h2>Results</h2>');
    const gz = await get('/election', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain('content="Held on Nov. 4"');
  });

  it('has its own ETag, which a revalidation matches with 304', async () => {
    const first = await get('/election');
    const etag = first.headers.get('ETag')!;
    expect(etag).toMatch(/-t1"$/);
    const again = await get('/election', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
  });
});

describe('pages that already read right', () => {
  it('serve the built file and its precompressed variant when the instant is still ahead', async () => {
    const res = await get('/elections/2099', { 'Accept-Encoding': 'br' });
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('ETag')).not.toMatch(/-t\d+"$/);
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(html).toBe(builtBefore(FUTURE));
  });

  it('serve an undated page as built', async () => {
    const res = await get('/about', { 'Accept-Encoding': 'br' });
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('ETag')).not.toMatch(/-t\d+"$/);
  });
});
