/**
 * Form bombs against the two anonymous form routes (the resident submit and Open311's POST),
 * through the real Node server on a free port and through the Cloud Functions adapter: each is
 * refused with a 413 in the route's own error format at once, and the server keeps answering
 * other clients meanwhile. The time bounds are generous: they test the refusal, not speed
 * (unbounded, one of these bodies kept the process busy for a minute).
 */
import type { Server } from 'node:http';
import * as framework from '@google-cloud/functions-framework';
import { getTestServer } from '@google-cloud/functions-framework/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { EARLY_FIELD_BYTES } from '../http/bounded-form.ts';
import { cloudFunctionHandler } from '../http/cloud-function-adapter.ts';
import {
  chunked,
  manyParts,
  MANY_PARTS_TYPE,
  millionFields,
  URL_ENCODED_TYPE,
} from '../testing/fixtures/form-bombs.ts';
import { freePort } from '../testing/helpers/free-port.ts';
import { startNodeTestServer, type NodeTestServer } from '../testing/helpers/node-test-server.ts';
import { createTestDeps, type TestDeps } from '../testing/helpers/test-deps.ts';
import { FORM_MESSAGES } from './requests.ts';
import { OPEN311_MESSAGES } from './open311-write.ts';

/**
 * Generous, so a busy machine passes: a refusal takes milliseconds; an unbounded parse of these
 * bodies took 45 s to a minute.
 */
const QUICK_MS = 10_000;
const REQUESTS = '/api/requests';
const OPEN311 = '/api/open311/v2/requests.json';

let deps: TestDeps;
let server: NodeTestServer;
let key: string;

beforeAll(async () => {
  deps = await createTestDeps();
  server = await startNodeTestServer(deps);
  key = (await deps.stores.apiKeys.create({ label: 'Form bombs', createdBy: { id: 'a', name: 'Admin' } })).secret;
});
afterAll(async () => {
  await server.close();
  await deps.cleanup();
});

/** The route's 413 message, in its own error format. */
async function messageOf(path: string, res: Response): Promise<string> {
  const body: unknown = await res.json();
  if (path === OPEN311) {
    const [error] = body as { code: number; description: string }[];
    expect(error!.code).toBe(413);
    return error!.description;
  }
  const { error } = body as { error: { code: string; message: string } };
  expect(error.code).toBe('payload_too_large');
  return error.message;
}

const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
};

const bombs: [string, () => NonNullable<RequestInit['body']>, string, (path: string) => string][] = [
  [
    'a million empty URL-encoded fields (6.9 MB)',
    millionFields,
    URL_ENCODED_TYPE,
    (path) => (path === OPEN311 ? OPEN311_MESSAGES.textTooLarge : FORM_MESSAGES.textTooLarge),
  ],
  [
    'a million empty URL-encoded fields streamed without a length',
    () => chunked(millionFields(), 16 * 1024),
    URL_ENCODED_TYPE,
    (path) => (path === OPEN311 ? OPEN311_MESSAGES.tooManyFields : FORM_MESSAGES.tooManyFields),
  ],
  [
    'a multipart form of 150,000 parts (8.1 MB)',
    () => manyParts(),
    MANY_PARTS_TYPE,
    (path) => (path === OPEN311 ? OPEN311_MESSAGES.tooManyFields : FORM_MESSAGES.tooManyFields),
  ],
];

describe.each([REQUESTS, OPEN311])('POST %s on the real Node server', (path) => {
  it.each(bombs)('refuses %s with 413 at once, answering a health check meanwhile', async (_, body, type, message) => {
    const [refused, health] = await Promise.all([
      timed(() =>
        fetch(`${server.url}${path}`, {
          method: 'POST',
          body: body(),
          headers: { 'Content-Type': type },
          duplex: 'half',
        }),
      ),
      timed(() => fetch(`${server.url}/api/health`)),
    ]);
    expect(refused.value.status).toBe(413);
    expect(await messageOf(path, refused.value)).toBe(message(path));
    expect(refused.ms).toBeLessThan(QUICK_MS);
    expect(health.value.status).toBe(200);
    expect(health.ms).toBeLessThan(QUICK_MS);
  });
});

describe('Open311 with a wrong key and a large body', () => {
  it('refuses a multipart form whose key comes first with 403 before the media is read', async () => {
    const form = new FormData();
    form.append('api_key', 'o311_wrong');
    form.append('service_code', 'graffiti');
    form.append('media', new Blob([new Uint8Array(9 * 1024 * 1024)], { type: 'image/jpeg' }), 'big.jpg');
    const { value: res, ms } = await timed(() => fetch(`${server.url}${OPEN311}`, { method: 'POST', body: form }));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual([{ code: 403, description: OPEN311_MESSAGES.badKey }]);
    expect(ms).toBeLessThan(QUICK_MS);
  });

  it('reads no more than the head of such a form (through the app, counting what is read)', async () => {
    const head = new TextEncoder().encode(
      `--k\r\nContent-Disposition: form-data; name="api_key"\r\n\r\no311_wrong\r\n` +
        `--k\r\nContent-Disposition: form-data; name="description"\r\n\r\n${'x'.repeat(EARLY_FIELD_BYTES)}\r\n` +
        `--k\r\nContent-Disposition: form-data; name="media"; filename="big.jpg"\r\n\r\n`,
    );
    const megabyte = new Uint8Array(1024 * 1024);
    let reads = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          reads += 1;
          if (reads > 10) controller.close();
          else controller.enqueue(reads === 1 ? head : megabyte);
        },
      },
      { highWaterMark: 0 },
    );
    const res = await createApp({ version: 'test', services: deps }).request(OPEN311, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'multipart/form-data; boundary=k' },
      duplex: 'half',
    });
    expect(res.status).toBe(403);
    expect(reads).toBe(1);
  });

  it('refuses a million fields with a wrong key first with 413', async () => {
    const res = await fetch(`${server.url}${OPEN311}`, {
      method: 'POST',
      body: `api_key=o311_wrong&${millionFields()}`,
      headers: { 'Content-Type': URL_ENCODED_TYPE },
    });
    expect(res.status).toBe(413);
  });

  it('still takes a right key and a real form', async () => {
    const res = await fetch(`${server.url}${OPEN311}`, {
      method: 'POST',
      body: new URLSearchParams({
        api_key: key,
        service_code: 'graffiti',
        address_string: '20 Main St, West Windsor',
        description: 'Paint on the underpass wall',
      }),
    });
    expect(res.status).toBe(200);
  });
});

describe('the same bounds on Cloud Functions (body from rawBody)', () => {
  let functions: Server;
  let origin: string;

  beforeAll(async () => {
    framework.http('formBombs', cloudFunctionHandler(createApp({ version: 'test', services: deps }).fetch));
    functions = getTestServer('formBombs');
    const port = await freePort();
    await new Promise<void>((resolve) => functions.listen(port, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    functions.closeAllConnections();
    await new Promise((resolve) => functions.close(resolve));
  });

  it.each([REQUESTS, OPEN311])('refuses a multipart form of 150,000 parts to %s with 413', async (path) => {
    const res = await fetch(`${origin}${path}`, {
      method: 'POST',
      body: manyParts(),
      headers: { 'Content-Type': MANY_PARTS_TYPE },
    });
    expect(res.status).toBe(413);
    expect(await messageOf(path, res)).toBe(
      path === OPEN311 ? OPEN311_MESSAGES.tooManyFields : FORM_MESSAGES.tooManyFields,
    );
  });

  it.each([REQUESTS, OPEN311])(
    'refuses URL-encoded forms over the field and byte limits to %s with 413',
    async (path) => {
      // 500 fields: under the Functions Framework's own URL-encoded parameter limit (1,000), over ours.
      const many = await fetch(`${origin}${path}`, {
        method: 'POST',
        body: Array.from({ length: 500 }, (_, i) => `f${i}=`).join('&'),
        headers: { 'Content-Type': URL_ENCODED_TYPE },
      });
      expect(many.status).toBe(413);
      expect(await messageOf(path, many)).toBe(
        path === OPEN311 ? OPEN311_MESSAGES.tooManyFields : FORM_MESSAGES.tooManyFields,
      );
      const large = await fetch(`${origin}${path}`, {
        method: 'POST',
        body: `description=${'x'.repeat(100 * 1024)}`,
        headers: { 'Content-Type': URL_ENCODED_TYPE },
      });
      expect(large.status).toBe(413);
      expect(await messageOf(path, large)).toBe(
        path === OPEN311 ? OPEN311_MESSAGES.textTooLarge : FORM_MESSAGES.textTooLarge,
      );
    },
  );
});
