import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { boundedForm, EARLY_FIELD_BYTES, type FormLimits } from './bounded-form.ts';

const LIMITS: FormLimits = { urlEncodedBytes: 1024, multipartBytes: 64 * 1024, fields: 10 };
const URL_ENCODED = { 'Content-Type': 'application/x-www-form-urlencoded' };
const MULTIPART = { 'Content-Type': 'multipart/form-data; boundary=xyz' };
const bytes = (text: string) => new TextEncoder().encode(text);
const part = (name: string, value: string) =>
  `--xyz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

/** The route behind the bound: echoes the parsed form; a refusal echoes its reason. */
const app = new Hono().post(
  '/',
  boundedForm({
    limits: LIMITS,
    refuse: (c, refusal) => c.json(refusal, 413),
    early: { field: 'key', check: (c, value) => (value === 'wrong' ? c.text('bad key', 403) : undefined) },
  }),
  async (c) => c.json(await c.req.parseBody({ all: true })),
);

/**
 * A body of `count` chunks (endless without a count), read only when asked: counts the chunks read.
 * `chunk` is one chunk repeated, or the chunk for each index.
 */
function source(chunk: Uint8Array | ((index: number) => Uint8Array), count = Infinity) {
  let pulls = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulls >= count) {
          controller.close();
          return;
        }
        const index = pulls++;
        controller.enqueue(typeof chunk === 'function' ? chunk(index) : chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulls: () => pulls };
}

const post = (body: NonNullable<RequestInit['body']>, headers: Record<string, string>) =>
  app.request('/', { method: 'POST', body, headers, duplex: 'half' });

describe('a form within bounds', () => {
  it('reaches the parser whole, URL-encoded and multipart', async () => {
    const encoded = await post('a=1&b=two&b=3', URL_ENCODED);
    expect(encoded.status).toBe(200);
    expect(await encoded.json()).toEqual({ a: '1', b: ['two', '3'] });
    const multipart = await post(`${part('a', '1')}${part('key', 'right')}--xyz--\r\n`, MULTIPART);
    expect(await multipart.json()).toEqual({ a: '1', key: 'right' });
  });

  it('reaches the parser when streamed without a length', async () => {
    const body = source(bytes('a=1&'), 5);
    const res = await post(body.stream, URL_ENCODED);
    expect(await res.json()).toEqual({ a: ['1', '1', '1', '1', '1'] });
  });

  it('may fill its limits exactly', async () => {
    expect((await post(`a=${'x'.repeat(1022)}`, URL_ENCODED)).status).toBe(200);
    expect((await post(Array.from({ length: 10 }, (_, i) => `f${i}=1`).join('&'), URL_ENCODED)).status).toBe(200);
  });
});

describe('a form out of bounds', () => {
  it('is refused on its Content-Length before a byte is read', async () => {
    const body = source(new Uint8Array(1024), 10);
    const res = await post(body.stream, { ...URL_ENCODED, 'Content-Length': String(10 * 1024) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ reason: 'too-large', multipart: false });
    expect(body.pulls()).toBe(0);
  });

  it('is refused as soon as a body without a length passes the byte limit', async () => {
    const body = source(new Uint8Array(256).fill(0x61));
    const res = await post(body.stream, URL_ENCODED);
    expect(await res.json()).toEqual({ reason: 'too-large', multipart: false });
    expect(body.pulls()).toBe(5);
  });

  it('is refused as soon as it has more fields than allowed, counted while streaming', async () => {
    const body = source(bytes('0&1&2&3&4&'));
    const res = await post(body.stream, URL_ENCODED);
    expect(await res.json()).toEqual({ reason: 'too-many-fields', multipart: false });
    expect(body.pulls()).toBe(2);
  });

  it('is refused as soon as a multipart body has more parts than allowed', async () => {
    const body = source(bytes(part('a', '').repeat(4)));
    const res = await post(body.stream, MULTIPART);
    expect(await res.json()).toEqual({ reason: 'too-many-fields', multipart: true });
    expect(body.pulls()).toBe(3);
  });

  it('holds a multipart body to its own byte limit', async () => {
    const res = await post(`${part('a', 'x'.repeat(64 * 1024))}--xyz--`, MULTIPART);
    expect(await res.json()).toEqual({ reason: 'too-large', multipart: true });
    expect((await post(`${part('a', 'x'.repeat(60 * 1024))}--xyz--`, MULTIPART)).status).toBe(200);
  });

  it('holds a body of another type to the URL-encoded byte limit', async () => {
    const res = await post('x'.repeat(2000), { 'Content-Type': 'text/plain' });
    expect(await res.json()).toEqual({ reason: 'too-large', multipart: false });
  });
});

describe('the early field of a multipart form', () => {
  const head = (key: string) => bytes(`${part('key', key)}${part('pad', 'x'.repeat(EARLY_FIELD_BYTES))}`);

  it('ends the request with the answer of its check, before the rest is read', async () => {
    const filler = new Uint8Array(1024).fill(0x61);
    const body = source((index) => (index === 0 ? head('wrong') : filler), 40);
    const res = await post(body.stream, MULTIPART);
    expect(res.status).toBe(403);
    expect(body.pulls()).toBe(1);
  });

  it('lets the request go on when the check has no answer', async () => {
    const res = await post(new Blob([head('right'), bytes('--xyz--\r\n')]), MULTIPART);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { key: string }).key).toBe('right');
  });

  it('is left to the route when it is not among the first parts', async () => {
    const body = `${part('pad', 'x'.repeat(EARLY_FIELD_BYTES))}${part('key', 'wrong')}--xyz--\r\n`;
    const res = await post(body, MULTIPART);
    expect(res.status).toBe(200);
  });
});
