/**
 * The adapter through the real Functions runtime: @google-cloud/functions-framework (the Express
 * server with body parsers that Cloud Functions runs) serves the API over HTTP, backed by the
 * local stores, so these tests need no emulator.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import * as framework from '@google-cloud/functions-framework';
import { getTestServer } from '@google-cloud/functions-framework/testing';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { addStaff, TEST_PASSWORD } from '../testing/fixtures/staff.ts';
import { submitForm, tinyImage, validFields } from '../testing/fixtures/submit-form.ts';
import { createTestDeps, type TestDeps } from '../testing/helpers/test-deps.ts';
import { clientAddress } from './client-address.ts';
import { cloudFunctionHandler, requestUrl } from './cloud-function-adapter.ts';

const PORT = 18301;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SHORT_PORT = 18302;
const SHORT_STREAM_MS = 400;
const HOSTING_PORT = 18303;

let deps: TestDeps;
let server: Server;
let shortServer: Server;
let hostingServer: Server;
/** Live-feed subscriptions on the change feed; the public feed holds one while a client listens. */
let changeSubscriptions = 0;
/** Handler calls not yet returned. */
let inFlight = 0;

beforeAll(async () => {
  deps = await createTestDeps();
  const subscribe = deps.stores.changes.subscribe.bind(deps.stores.changes);
  deps.stores.changes.subscribe = (listener) => {
    changeSubscriptions += 1;
    const stop = subscribe(listener);
    return () => {
      changeSubscriptions -= 1;
      stop();
    };
  };
  const api = createApp({ version: 'test', services: deps });
  // A route of this test's own, to see the URL and client address the app works out.
  const probe = new Hono().get('/probe', (c) =>
    c.json({ address: clientAddress(c, 0), url: c.req.url, cookie: c.req.header('cookie') ?? null }),
  );
  const handle = cloudFunctionHandler(
    (request, env) =>
      new URL(request.url).pathname === '/probe' ? probe.fetch(request, env) : api.fetch(request, env),
    { trustProxyHops: 1 },
  );
  framework.http('adapterTest', async (req, res) => {
    inFlight += 1;
    try {
      await handle(req, res);
    } finally {
      inFlight -= 1;
    }
  });
  server = getTestServer('adapterTest');
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
  expect((server.address() as AddressInfo).port).toBe(PORT);

  // The same API with short event streams, as behind Firebase Hosting.
  framework.http('adapterShortStreams', cloudFunctionHandler(api.fetch, { maxStreamMs: SHORT_STREAM_MS }));
  shortServer = getTestServer('adapterShortStreams');
  await new Promise<void>((resolve) => shortServer.listen(SHORT_PORT, '127.0.0.1', resolve));

  // The same API with its cookies folded into __session, as behind Firebase Hosting.
  framework.http('adapterHostingCookies', cloudFunctionHandler(api.fetch, { foldCookies: true }));
  hostingServer = getTestServer('adapterHostingCookies');
  await new Promise<void>((resolve) => hostingServer.listen(HOSTING_PORT, '127.0.0.1', resolve));
});

afterAll(async () => {
  for (const each of [server, shortServer, hostingServer]) {
    each.closeAllConnections();
    await new Promise((resolve) => each.close(resolve));
  }
  await deps.cleanup();
});

/** Waits until `check` holds, polling; fails with `what` after two seconds. */
async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 2000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

type SseEvent = Record<string, string>;

/** Reads server-sent events from a live response as they arrive. */
function sseReader(res: Response) {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    async next(): Promise<SseEvent> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = {};
          for (const line of block.split('\n')) {
            const colon = line.indexOf(':');
            if (colon > 0) event[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
          }
          if (Object.keys(event).length > 0) return event;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('The event stream ended');
        buffer += value;
      }
    },
  };
}

describe('the Cloud Function adapter under the Functions Framework', () => {
  it('passes a JSON body to the app and every Set-Cookie line back (staff sign-in)', async () => {
    const admin = await addStaff(deps.stores, 'admin');
    const res = await fetch(`${ORIGIN}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify({ email: admin.email, password: TEST_PASSWORD }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { staff: { id: string }; csrfToken: string };
    expect(body.staff.id).toBe(admin.id);
    const cookies = res.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThanOrEqual(2);
    expect(new Set(cookies.map((line) => line.split('=')[0])).size).toBe(cookies.length);

    // The cookies work on the next request: each went back as its own line.
    const me = await fetch(`${ORIGIN}/api/auth/me`, {
      headers: { Cookie: cookies.map((line) => line.split(';')[0]).join('; ') },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { staff: { id: string } }).staff.id).toBe(admin.id);
  });

  it('passes a gzip-compressed body on decoded, as the framework read it', async () => {
    const res = await fetch(`${ORIGIN}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip', Origin: ORIGIN },
      body: gzipSync(JSON.stringify({ email: 'nobody@township.test', password: 'wrong password' })),
    });
    // Read and validated (a wrong password), not refused as unreadable.
    expect(res.status).toBe(401);
  });

  it('answers malformed JSON with a 4xx, never a 5xx', async () => {
    const res = await fetch(`${ORIGIN}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: '{"email": "a@b.c", "password": ',
    });
    // The framework's JSON parser refuses it before the function runs.
    expect(res.status).toBe(400);
  });

  it('passes a multipart upload with a photo intact', async () => {
    const photo = await tinyImage('jpeg', { width: 64, height: 48, gps: true });
    const res = await fetch(`${ORIGIN}/api/requests`, {
      method: 'POST',
      body: submitForm(validFields({ description: 'Multipart through the function' }), { bytes: photo }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const stored = await deps.stores.requests.get(id);
    expect(stored?.description).toBe('Multipart through the function');
    expect(stored?.imageUrl).toMatch(new RegExp(`^/api/uploads/${id}/`));

    const image = await fetch(`${ORIGIN}${stored!.imageUrl!}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await image.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    // Re-encoded without metadata: the GPS position is gone.
    expect(Buffer.from(bytes).includes('SECRET-CAMERA')).toBe(false);
  });

  it('streams server-sent events live, and cleans up when the client goes away', async () => {
    const before = changeSubscriptions;
    const controller = new AbortController();
    const res = await fetch(`${ORIGIN}/api/requests/events`, { signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const events = sseReader(res);
    expect(await events.next()).toMatchObject({ event: 'ready' });
    expect(changeSubscriptions).toBe(before + 1);

    const submitted = await fetch(`${ORIGIN}/api/requests`, {
      method: 'POST',
      body: submitForm(validFields({ description: 'Seen live' })),
    });
    const { id } = (await submitted.json()) as { id: string };
    const created = await events.next();
    expect(created.event).toBe('created');
    expect(JSON.parse(created.data!)).toMatchObject({ id });

    const open = inFlight;
    expect(open).toBeGreaterThanOrEqual(1);
    controller.abort();
    await until(() => changeSubscriptions === before, 'the live feed to unsubscribe');
    await until(() => inFlight === open - 1, 'the handler to return');
  });

  it('ends an event stream cleanly after maxStreamMs, delivering what it sent', async () => {
    const before = changeSubscriptions;
    const started = Date.now();
    const res = await fetch(`http://127.0.0.1:${SHORT_PORT}/api/requests/events`);
    const events = sseReader(res);
    expect(await events.next()).toMatchObject({ event: 'ready', retry: '5000' });
    await fetch(`${ORIGIN}/api/requests`, { method: 'POST', body: submitForm(validFields()) });
    expect(await events.next()).toMatchObject({ event: 'created' });
    await expect(events.next()).rejects.toThrow('The event stream ended');
    expect(Date.now() - started).toBeGreaterThanOrEqual(SHORT_STREAM_MS - 50);
    await until(() => changeSubscriptions === before, 'the live feed to unsubscribe');
  });

  it('gives the app the full URL, the joined cookies and the connection for the client address', async () => {
    const res = await fetch(`${ORIGIN}/probe?x=1&y=%2F`, {
      headers: { 'X-Forwarded-Proto': 'https', Cookie: 'a=1' },
    });
    expect(await res.json()).toEqual({
      address: '127.0.0.1',
      url: `https://127.0.0.1:${PORT}/probe?x=1&y=%2F`,
      cookie: 'a=1',
    });
  });

  it('answers unknown API paths with the API error format', async () => {
    const res = await fetch(`${ORIGIN}/api/nothing?x=1`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'not_found', message: 'No API route for GET /api/nothing' },
    });
  });
});

describe('staff sessions behind Firebase Hosting, which passes on only the __session cookie', () => {
  const origin = `http://127.0.0.1:${HOSTING_PORT}`;
  /** What Hosting forwards of a browser's cookies: __session alone. */
  const hostingCookie = (setCookies: string[]) =>
    setCookies.map((line) => line.split(';')[0]!).find((pair) => pair.startsWith('__session=')) ?? '';

  it('signs in, stays signed in, passes the CSRF check and signs out with that one cookie', async () => {
    const admin = await addStaff(deps.stores, 'admin');
    const login = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify({ email: admin.email, password: TEST_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { csrfToken } = (await login.json()) as { csrfToken: string };
    const setCookies = login.headers.getSetCookie();
    expect(setCookies).toHaveLength(1);
    expect(setCookies[0]).toMatch(/^__session=jar1\./);
    expect(setCookies[0]).toMatch(/; HttpOnly/i);
    expect(setCookies[0]).toMatch(/; SameSite=Strict/i);
    expect(setCookies[0]).toMatch(/; Path=\/api/);
    const cookie = hostingCookie(setCookies);

    const me = await fetch(`${origin}/api/auth/me`, { headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { staff: { id: string } }).staff.id).toBe(admin.id);

    const withoutToken = await fetch(`${origin}/api/auth/logout`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: origin },
    });
    expect(withoutToken.status).toBe(403);

    const logout = await fetch(`${origin}/api/auth/logout`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: origin, 'X-CSRF-Token': csrfToken },
    });
    expect(logout.status).toBe(204);
    expect(logout.headers.getSetCookie()).toEqual([expect.stringMatching(/^__session=; Max-Age=0/)]);
    const after = await fetch(`${origin}/api/auth/me`, { headers: { Cookie: cookie } });
    expect(after.status).toBe(401);
  });
});

describe('requestUrl', () => {
  const req = (proto: string) =>
    ({ headers: { host: 'fn.example', 'x-forwarded-proto': proto }, url: '/api/x', socket: {} }) as never;

  it('takes the scheme from X-Forwarded-Proto only when proxies are trusted (TRUST_PROXY)', () => {
    expect(requestUrl(req('https'), 2)).toBe('https://fn.example/api/x');
    expect(requestUrl(req('https'), 0)).toBe('http://fn.example/api/x');
  });

  it("reads the value our proxy wrote, not a client's forged first entry", () => {
    expect(requestUrl(req('https, http'), 1)).toBe('http://fn.example/api/x');
  });
});
