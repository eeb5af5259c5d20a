/** The pages the server draws go compressed to a browser that accepts it; the JSON API does not. */
import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { useTestApp } from '../testing/helpers/test-app.ts';

const api = useTestApp();

const get = (path: string, encoding?: string) =>
  api.app.request(path, encoding ? { headers: { 'Accept-Encoding': encoding } } : {});

describe('the compression of the server’s pages', () => {
  it('sends the track page in brotli, else gzip, and the same page as without', async () => {
    const plain = await (await get('/api/311/track')).text();
    expect(plain).toContain('<!doctype html>');

    const br = await get('/api/311/track', 'gzip, deflate, br');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toContain('Accept-Encoding');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('Content-Length'))).toBe(brBody.length);
    expect(brBody.length).toBeLessThan(Buffer.byteLength(plain) / 2);
    expect(brotliDecompressSync(brBody).toString()).toBe(plain);

    const gz = await get('/api/311/track', 'gzip');
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain);
  });

  it('leaves a page alone for a client that accepts no coding, and leaves the JSON API alone', async () => {
    const page = await get('/api/311/track', 'identity');
    expect(page.headers.get('Content-Encoding')).toBeNull();
    expect(await page.text()).toContain('<!doctype html>');
    const json = await get('/api/requests', 'br');
    expect(json.headers.get('Content-Encoding')).toBeNull();
    expect(await json.json()).toHaveProperty('requests');
  });
});
