import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir, shouldCompress } from './precompress.ts';

it.each([
  ['index.html', 4096, true],
  ['about/index.html', 1024, true],
  ['about/index.html', 1023, false],
  ['_astro/client.abc.js', 50_000, true],
  ['_astro/page.abc.css', 5000, true],
  ['favicon.svg', 5000, true],
  ['data.json', 5000, true],
  ['sitemap-index.xml', 5000, true],
  ['robots.txt', 5000, true],
  ['site.webmanifest', 5000, true],
  ['PAGE.HTML', 5000, true],
  ['favicon.ico', 5000, false],
  ['photo.jpg', 50_000, false],
  ['font.woff2', 50_000, false],
  ['proposal.pdf', 50_000, false],
  ['index.html.br', 50_000, false],
  ['LICENSE', 50_000, false],
])('shouldCompress(%s, %d) is %s', (file, size, expected) => {
  expect(shouldCompress(file, size)).toBe(expected);
});

describe('precompressDir', () => {
  let dir: string;
  const put = (relative: string, content: string | Buffer) => {
    mkdirSync(dirname(join(dir, relative)), { recursive: true });
    writeFileSync(join(dir, relative), content);
  };
  const has = (relative: string) => existsSync(join(dir, relative));

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes brotli and gzip variants that decompress to the source', async () => {
    const html = `<!doctype html>${'<p>Township coalition</p>'.repeat(200)}`;
    put('about/index.html', html);
    put('_astro/client.abc.js', `export const x = ${JSON.stringify('y'.repeat(5000))};`);
    const result = await precompressDir(dir);
    expect(result.files).toBe(2);
    expect(result.brotliBytes).toBeLessThan(result.originalBytes);
    expect(brotliDecompressSync(readFileSync(join(dir, 'about/index.html.br'))).toString()).toBe(html);
    expect(gunzipSync(readFileSync(join(dir, 'about/index.html.gz'))).toString()).toBe(html);
    expect(has('_astro/client.abc.js.br')).toBe(true);
  });

  it('skips small files, binary types and content that does not shrink', async () => {
    put('small.html', '<p>hi</p>');
    put('photo.png', Buffer.alloc(5000));
    put('random.txt', randomBytes(5000));
    const result = await precompressDir(dir);
    expect(result.files).toBe(0);
    for (const file of ['small.html', 'photo.png', 'random.txt']) {
      expect(has(`${file}.br`) || has(`${file}.gz`)).toBe(false);
    }
  });

  it('removes variants left over from an earlier build', async () => {
    put('index.html', '<p>now small</p>');
    put('index.html.br', 'old');
    put('index.html.gz', 'old');
    await precompressDir(dir);
    expect(has('index.html.br')).toBe(false);
    expect(has('index.html.gz')).toBe(false);
  });

  it('does not compress its own output again', async () => {
    put('index.html', 'a'.repeat(5000));
    await precompressDir(dir);
    await precompressDir(dir);
    expect(has('index.html.br.br')).toBe(false);
    expect(has('index.html.gz.gz')).toBe(false);
  });

  it('honours a custom size threshold', async () => {
    put('index.html', 'a'.repeat(500));
    expect((await precompressDir(dir, { minBytes: 100 })).files).toBe(1);
  });
});
