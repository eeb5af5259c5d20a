/** The resident endpoints through app.request(): submit, list, track, live feed and photos. */
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { AGENCY_LINKS } from '#domain/testing/sample-township.ts';
import { PUBLIC_REQUEST_FIELDS } from '#domain/testing/view-fields.ts';
import { formatReference } from '#domain/requests/reference.ts';
import { GEOCODER_TEXT_REFUSED } from '#domain/requests/geocode-failure.ts';
import { createApp } from '../app.ts';
import { useTestApp } from '../testing/helpers/test-app.ts';
import { createTestDeps, type TestDeps } from '../testing/helpers/test-deps.ts';
import { submitForm, tinyImage, validFields } from '../testing/fixtures/submit-form.ts';
import { PUBLIC_LIST_KEYS } from '../testing/fixtures/public-fields.ts';
import { statusChange } from '#domain/requests/request-changes.ts';

/** Typed matcher: expect.any() is `any`, which the lint rules refuse in object literals. */
const anyString = expect.any(String) as string;

const api = useTestApp();
afterEach(() => {
  api.deps.providers.notifier.emails.length = 0;
  api.deps.providers.notifier.texts.length = 0;
});

const post = (body: FormData | string, headers: Record<string, string> = {}) =>
  api.app.request('/api/requests', { method: 'POST', body, headers });

/**
 * Submits one request (with `photo` when given) to an app on test deps of its own, which
 * `breakDeps` changes first (a provider or store that fails), and hands the reply and the deps to
 * `check`; the deps are cleaned up whatever happens.
 */
async function submitToBrokenDeps(
  breakDeps: (deps: TestDeps) => void,
  photo: Parameters<typeof submitForm>[1],
  check: (res: Response, deps: TestDeps) => Promise<void>,
): Promise<void> {
  const deps = await createTestDeps();
  breakDeps(deps);
  try {
    const app = createApp({ version: 't', services: deps });
    const res = await app.request('/api/requests', { method: 'POST', body: submitForm(validFields(), photo) });
    await check(res, deps);
  } finally {
    await deps.cleanup();
  }
}

async function submit(fields = validFields(), photo?: Parameters<typeof submitForm>[1]): Promise<string> {
  const res = await post(submitForm(fields, photo));
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return id;
}

describe('POST /api/requests', () => {
  it('saves the request, its submitter info, and queues the confirmations', async () => {
    const id = await submit();
    expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    const request = await api.deps.stores.requests.get(id);
    expect(request).toMatchObject({
      id,
      category: 'Graffiti',
      description: 'Paint on the underpass wall',
      address: '20 Main St, West Windsor',
      location: { lat: 40.28, lng: -74.59 },
      imageUrl: null,
      status: 'New',
      priority: 'High',
      assignedDepartment: null,
      assignedTo: null,
      comments: [],
      internalNotes: [],
      aiTriage: { suggestedPriority: 'High', suggestedDepartment: 'Public Works', source: 'rules' },
      aiPhotoAnalysis: null,
    });
    expect(request?.history).toEqual([
      { timestamp: anyString, action: 'Request Submitted', user: 'Resident', userId: null },
    ]);
    expect(await api.deps.stores.submitterInfo.get(id)).toMatchObject({
      name: 'Ada Resident',
      email: 'ada@example.org',
      phone: '+16095550100',
      address: '1 Elm St',
      wantsTextAlerts: true,
    });
    expect(api.deps.providers.notifier.emails).toEqual([
      {
        to: 'ada@example.org',
        requestId: id,
        subject: `Request Submitted: ${id} (reference ${formatReference(request!.reference)})`,
        body: expect.stringContaining(`Request ID: ${id}`) as string,
        unsubscribeUrl: expect.stringMatching(/\/api\/follow\/unsubscribe\?token=[\w-]{43}$/) as string,
      },
    ]);
    const body = api.deps.providers.notifier.emails[0]!.body;
    expect(body).toContain('Category: Graffiti');
    expect(body).toContain('Status: New');
    // Links on the 311 app's own address, never the coalition site's.
    expect(body).toContain(`${api.deps.place.threeOneOneUrl}/track/${id}`);
    expect(body).not.toContain(api.deps.place.siteUrl);
    const followUp = /\/my-request\?token=([\w-]{43})/.exec(body)?.[1];
    const stop = /\/updates\/stop\?token=([\w-]{43})/.exec(body)?.[1];
    expect(await api.deps.stores.follow.findToken(followUp!)).toMatchObject({ kind: 'follow-up', requestId: id });
    expect(await api.deps.stores.follow.findToken(stop!)).toMatchObject({
      kind: 'stop',
      requestId: id,
      subscriptionId: null,
    });
    // The same token in List-Unsubscribe, the one-click form of the stop link.
    expect(api.deps.providers.notifier.emails[0]!.unsubscribeUrl?.endsWith(`?token=${stop!}`)).toBe(true);
    expect(api.deps.providers.notifier.texts).toEqual([
      {
        to: '+16095550100',
        requestId: id,
        body: `West Windsor 311: Your request ${formatReference(request!.reference)} (Graffiti) has been received. Track it: ${api.deps.place.threeOneOneUrl}/track/${id} Reply STOP to opt out.`,
      },
    ]);
  });

  it('sends no text without opt-in or without a phone', async () => {
    await submit(validFields({ wantsTextAlerts: 'false' }));
    await submit(validFields({ phone: '', wantsTextAlerts: 'true' }));
    expect(api.deps.providers.notifier.texts).toEqual([]);
    expect(api.deps.providers.notifier.emails).toHaveLength(2);
  });

  it('accepts lat and lng fields and URL-encoded forms', async () => {
    const fields: Record<string, string> = { ...validFields(), lat: '40.3', lng: '-74.6' };
    delete fields.location;
    const body = new URLSearchParams(fields).toString();
    const res = await post(body, { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(201);
    const { id, reference } = (await res.json()) as { id: string; reference: string };
    expect((await api.deps.stores.requests.get(id))?.location).toEqual({ lat: 40.3, lng: -74.6 });
    expect((await api.deps.stores.requests.get(id))?.reference).toBe(reference);
  });

  it.each([
    [{ name: '' }, 'Please fill in your Name and Email.'],
    [{ email: '   ' }, 'Please fill in your Name and Email.'],
    [{ category: 'Aliens' }, 'Please select a Category and provide a Description.'],
    [{ description: '' }, 'Please select a Category and provide a Description.'],
    [{ location: 'null' }, 'Please select a location on the map.'],
    [{ issueAddress: '' }, 'Please select a location on the map.'],
    [{ issueAddress: 'Address not found' }, GEOCODER_TEXT_REFUSED],
    [{ issueAddress: 'Geocode failed: UNAVAILABLE' }, GEOCODER_TEXT_REFUSED],
  ])('rejects %o with the wizard message', async (override, message) => {
    const res = await post(submitForm(validFields(override)));
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.message).toContain(message);
  });

  it.each([
    ['Route 1 North', 'STATE'],
    ['12 quakerbridge rd', 'COUNTY'],
  ] as const)('sends a pothole on %s to the %s agency', async (issueAddress, jurisdiction) => {
    const res = await post(submitForm(validFields({ category: 'Pothole/Road Damage', issueAddress })));
    expect(res.status).toBe(422);
    const message = `This appears to be a ${jurisdiction} road. Please submit your request directly to the correct agency.`;
    expect(await res.json()).toEqual({
      error: {
        code: 'wrong_jurisdiction',
        message,
        jurisdiction,
        agency: AGENCY_LINKS[jurisdiction].name,
        agencyUrl: AGENCY_LINKS[jurisdiction].url,
        fields: { issueAddress: message },
      },
    });
  });

  it.each([
    ['Trenton', '40.2171', '-74.7429'],
    ['Hightstown', '40.2695', '-74.5232'],
  ])(
    'refuses a point in %s, outside the township, naming the township, and stores nothing',
    async (_town, lat, lng) => {
      const before = (await api.deps.stores.requests.list()).length;
      const res = await post(
        submitForm(validFields({ location: JSON.stringify({ lat: Number(lat), lng: Number(lng) }) })),
      );
      expect(res.status).toBe(422);
      const message =
        'This location is outside West Windsor Township. Please choose a place inside the township, or contact the agency that serves it.';
      expect(await res.json()).toEqual({
        error: { code: 'outside_township', message, fields: { location: message } },
      });
      expect(await api.deps.stores.requests.list()).toHaveLength(before);
    },
  );

  it('accepts a point inside the township (Princeton Junction station)', async () => {
    await submit(validFields({ location: JSON.stringify({ lat: 40.3166, lng: -74.6235 }) }));
  });

  it('accepts other categories on a state road', async () => {
    await submit(validFields({ category: 'Graffiti', issueAddress: 'Route 1 North' }));
  });

  it('refuses a body that is not a form with 415', async () => {
    const res = await post(JSON.stringify(validFields()), { 'Content-Type': 'application/json' });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ error: { code: 'unsupported_media_type' } });
  });

  it('falls back to Medium when triage fails, and the request is still saved', async () => {
    const failTriage = (deps: TestDeps) => {
      deps.providers.triage = { suggest: () => Promise.reject(new Error('model offline')) };
    };
    await submitToBrokenDeps(failTriage, undefined, async (res, failing) => {
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      const request = await failing.stores.requests.get(id);
      expect(request?.priority).toBe('Medium');
      expect(request?.aiTriage).toEqual({
        suggestedPriority: 'Medium',
        suggestedDepartment: 'Public Works',
        estimatedResponseTime: '3-5 business days',
        reasoning: 'AI analysis failed: model offline. Defaulting to Medium.',
        source: 'fallback',
      });
    });
  });

  it('still saves the request when notifications throw', async () => {
    const failEmail = (deps: TestDeps) => {
      deps.providers.notifier.email = () => Promise.reject(new Error('outbox gone'));
    };
    await submitToBrokenDeps(failEmail, undefined, async (res, broken) => {
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      expect(await broken.stores.submitterInfo.get(id)).not.toBeNull();
    });
  });

  it('limits submissions per address with 429 and Retry-After', async () => {
    const limited = await createTestDeps({ limits: { submitRateLimit: 2 } });
    try {
      const limitedApp = createApp({ version: 't', services: limited });
      const send = () => limitedApp.request('/api/requests', { method: 'POST', body: submitForm(validFields()) });
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const res = await send();
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
      // It says when to try again and never blames the inputs (the times: submit-limits.test.ts).
      expect(await res.json()).toMatchObject({
        error: {
          code: 'rate_limited',
          message: expect.stringMatching(
            /^Too many requests from this connection\. Please try again after \d{1,2}:\d{2} [AP]M\.$/,
          ) as string,
        },
      });
    } finally {
      await limited.cleanup();
    }
  });
});

describe('photos', () => {
  it('stores a re-encoded photo without its metadata and serves it', async () => {
    const original = await tinyImage('jpeg', { gps: true, orientation: 6 });
    const before = await sharp(original).metadata();
    expect(before.exif?.length).toBeGreaterThan(0);
    expect(Buffer.from(original).includes('SECRET-CAMERA')).toBe(true);

    const id = await submit(validFields(), { bytes: original, name: 'Ada Smith house.jpg' });
    const request = await api.deps.stores.requests.get(id);
    expect(request?.imageUrl).toMatch(new RegExp(`^/api/uploads/${id}/photo-[0-9a-f]{8}\\.jpg$`));
    expect(request?.imageUrl).not.toContain('ada');
    expect(request?.aiPhotoAnalysis).toMatchObject({ issueType: 'Pothole' });

    const res = await api.app.request(request!.imageUrl!);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/jpeg');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    // Revalidated before each reuse, so a photo staff hide stops showing at once (uploads.ts).
    expect(res.headers.get('Cache-Control')).toBe('public, no-cache');
    const etag = res.headers.get('ETag')!;
    const again = await api.app.request(request!.imageUrl!, { headers: { 'If-None-Match': etag } });
    expect([again.status, again.headers.get('ETag')]).toEqual([304, etag]);
    const served = Buffer.from(await res.arrayBuffer());
    const after = await sharp(served).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(served.includes('SECRET-CAMERA')).toBe(false);
    // Turned upright by its EXIF orientation (6: rotate 90°), then the orientation tag is gone.
    expect([after.width, after.height, after.orientation ?? 1]).toEqual([8, 16, 1]);
  });

  it.each(['png', 'gif', 'webp', 'avif'] as const)('accepts a %s photo', async (format) => {
    const id = await submit(validFields(), {
      bytes: await tinyImage(format),
      name: `x.${format}`,
      type: 'image/x-whatever',
    });
    const url = (await api.deps.stores.requests.get(id))?.imageUrl;
    expect(url).toMatch(/\.(png|webp|jpg)$/);
    const res = await api.app.request(url!);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^image\/(png|webp|jpeg)$/);
  });

  it('scales a large photo down to 2560 px', async () => {
    const id = await submit(validFields(), { bytes: await tinyImage('png', { width: 3000, height: 100 }) });
    const res = await api.app.request((await api.deps.stores.requests.get(id))!.imageUrl!);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(2560);
  });

  it.each([
    ['text declared as an image', new TextEncoder().encode('hello, not a picture'), 'image/jpeg'],
    [
      'an SVG',
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/svg+xml',
    ],
    ['HTML', new TextEncoder().encode('<!doctype html><script>alert(1)</script>'), 'image/png'],
    ['a truncated JPEG', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]), 'image/jpeg'],
  ])('refuses %s with 415 and saves nothing', async (_, bytes, type) => {
    const before = (await api.deps.stores.requests.list()).length;
    const res = await post(submitForm(validFields(), { bytes, type }));
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ error: { code: 'unsupported_media_type' } });
    expect((await api.deps.stores.requests.list()).length).toBe(before);
  });

  it('refuses a photo over 10 MB with 413', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    const res = await post(submitForm(validFields(), { bytes: big }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { code: 'payload_too_large', message: 'The photo is too large. Photos can be at most 10 MB.' },
    });
  });

  it('refuses an oversized streamed body without a length with 413', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 12) {
          controller.close();
          return;
        }
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const res = await api.app.request('/api/requests', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Transfer-Encoding': 'chunked' },
      duplex: 'half',
    });
    expect(res.status).toBe(413);
    expect(sent).toBeLessThanOrEqual(12);
  });

  it('keeps the request with a note when the photo cannot be stored', async () => {
    const failPhotoStore = (deps: TestDeps) => {
      deps.stores.photos.put = () => Promise.reject(new Error('disk full'));
    };
    await submitToBrokenDeps(failPhotoStore, { bytes: await tinyImage('jpeg') }, async (res, failing) => {
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      const request = await failing.stores.requests.get(id);
      expect(request?.imageUrl).toBeNull();
      expect(request?.internalNotes).toEqual([
        {
          timestamp: anyString,
          text: 'PHOTO ISSUE: Photo Upload Failed: disk full. Image URL is null.',
          user: 'System Warning',
          userId: null,
        },
      ]);
    });
  });

  it('keeps the request with a note when photo analysis fails', async () => {
    const failAnalysis = (deps: TestDeps) => {
      deps.providers.photoAnalyzer = { analyze: () => Promise.reject(new Error('timeout')) };
    };
    await submitToBrokenDeps(failAnalysis, { bytes: await tinyImage('jpeg') }, async (res, failing) => {
      const { id } = (await res.json()) as { id: string };
      const request = await failing.stores.requests.get(id);
      expect(request?.imageUrl).not.toBeNull();
      expect(request?.aiPhotoAnalysis).toBeNull();
      expect(request?.internalNotes.map((note) => [note.text, note.user])).toEqual([
        ['AI Photo Analysis Failed: timeout. Staff review needed.', 'System Warning'],
      ]);
    });
  });

  it.each(['/api/uploads/AbCdEfGhIjKlMnOpQrSt/nothing.jpg', '/api/uploads/..%2F..%2Fetc/passwd', '/api/uploads/x/y'])(
    'answers %s with a JSON 404',
    async (path) => {
      const res = await api.app.request(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
    },
  );
});

describe('GET /api/requests and /api/requests/:id', () => {
  it('lists the newest 50 with public fields only', async () => {
    for (let i = 0; i < 3; i++) await submit(validFields({ description: `List ${i}` }));
    const res = await api.app.request('/api/requests');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    const { requests } = (await res.json()) as { requests: Record<string, unknown>[] };
    expect(requests.length).toBeGreaterThanOrEqual(3);
    expect(requests.length).toBeLessThanOrEqual(50);
    for (const item of requests) {
      expect(Object.keys(item).sort()).toEqual(PUBLIC_LIST_KEYS);
    }
    const created = requests.map((item) => item.createdAt as string);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('shows a new request and a status change in the list at once', async () => {
    await api.app.request('/api/requests');
    const id = await submit();
    const listed = async () =>
      (
        (await (await api.app.request('/api/requests')).json()) as { requests: { id: string; status: string }[] }
      ).requests.find((item) => item.id === id);
    expect((await listed())?.status).toBe('New');
    await api.deps.stores.requests.update(id, statusChange('Resolved', { id: 'u1', name: 'Sam' }, new Date()));
    expect((await listed())?.status).toBe('Resolved');
  });

  it('never lists more than 50', async () => {
    for (let i = 0; i < 52; i++) await submit();
    const { requests } = (await (await api.app.request('/api/requests')).json()) as { requests: unknown[] };
    expect(requests).toHaveLength(50);
  });

  it('tracks a request by its short reference, as residents may type it', async () => {
    const id = await submit();
    const { reference } = (await api.deps.stores.requests.get(id))!;
    const typed = ` ${reference.slice(0, 4).toLowerCase()}-${reference.slice(4)} `;
    for (const key of [reference, encodeURIComponent(typed)]) {
      const res = await api.app.request(`/api/requests/${key}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ id, reference });
    }
    const unknown = reference === 'ZZZZZZZZ' ? 'YYYYYYYY' : 'ZZZZZZZZ';
    expect((await api.app.request(`/api/requests/${unknown}`)).status).toBe(404);
    // An id is not forgiven its case: its alphabet has both.
    expect((await api.app.request(`/api/requests/${id.toLowerCase()}`)).status).toBe(
      id === id.toLowerCase() ? 200 : 404,
    );
  });

  it('tracks a request with its public view', async () => {
    const id = await submit();
    await api.deps.stores.requests.update(
      id,
      statusChange('In Progress', { id: 'staff-1', name: 'Sam Staff' }, new Date(Date.now() + 1000)),
    );
    const res = await api.app.request(`/api/requests/${id}`);
    expect(res.status).toBe(200);
    const view = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(view).sort()).toEqual(PUBLIC_REQUEST_FIELDS);
    expect(view.history).toEqual([
      { timestamp: anyString, action: 'Status changed to In Progress', user: 'Township Staff' },
      { timestamp: anyString, action: 'Request Submitted', user: 'Resident' },
    ]);
  });

  it('shows a change in the track view at once, though views are cached', async () => {
    const id = await submit();
    const status = async () =>
      ((await (await api.app.request(`/api/requests/${id}`)).json()) as { status: string }).status;
    expect(await status()).toBe('New');
    expect(await status()).toBe('New');
    await api.deps.stores.requests.update(id, statusChange('Closed', { id: 'u1', name: 'Sam' }, new Date()));
    expect(await status()).toBe('Closed');
  });

  it.each(['AbCdEfGhIjKlMnOpQrSt', 'short', '..%2F..%2Fetc', 'x'.repeat(5000), '%00', "1' OR '1'='1"])(
    'answers an unknown or malformed id (%s) with 404',
    async (id) => {
      const res = await api.app.request(`/api/requests/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'No request found with that ID.' } });
    },
  );
});

/** Reads server-sent events from a response body until `count` have arrived. */
async function readEvents(res: Response, count: number, timeoutMs = 5000) {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: { event?: string; id?: string; data?: string }[] = [];
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  while (events.length < count && Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event: Record<string, string> = {};
      for (const line of block.split('\n')) {
        const colon = line.indexOf(':');
        if (colon <= 0) continue;
        event[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
      }
      if (Object.keys(event).length > 0) events.push(event);
    }
  }
  return { events, reader };
}

describe('GET /api/requests/events', () => {
  it('streams public changes with ids and cleans up on disconnect', async () => {
    let subscribers = 0;
    const counted = await createTestDeps();
    const subscribe = counted.stores.changes.subscribe.bind(counted.stores.changes);
    counted.stores.changes.subscribe = (listener) => {
      subscribers += 1;
      const stop = subscribe(listener);
      return () => {
        subscribers -= 1;
        stop();
      };
    };
    try {
      const sseApp = createApp({ version: 't', services: counted });
      const baseline = subscribers;
      const res = await sseApp.request('/api/requests/events');
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('text/event-stream');
      const submitted = sseApp.request('/api/requests', { method: 'POST', body: submitForm(validFields()) });
      const { events, reader } = await readEvents(res, 2);
      const { id } = (await (await submitted).json()) as { id: string };
      expect(events[0]).toMatchObject({ event: 'ready' });
      expect(events[1]).toMatchObject({ event: 'created', id: '1' });
      const data = JSON.parse(events[1]!.data!) as Record<string, unknown>;
      expect(data).toMatchObject({ id, status: 'New', category: 'Graffiti' });
      expect(Object.keys(data).sort()).toEqual(PUBLIC_LIST_KEYS);
      expect(subscribers).toBe(baseline + 1);
      await reader.cancel();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(subscribers).toBe(baseline);
    } finally {
      await counted.cleanup();
    }
  });

  it('ends open streams when the server shuts down', async () => {
    const closing = await createTestDeps();
    const res = await createApp({ version: 't', services: closing }).request('/api/requests/events');
    const reader = res.body!.getReader();
    await reader.read();
    closing.lifecycle.endLiveStreams();
    let done = false;
    for (let i = 0; i < 5 && !done; i++) done = (await reader.read()).done;
    expect(done).toBe(true);
    await closing.cleanup();
  });
});
