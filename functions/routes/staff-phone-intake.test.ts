/**
 * Phone intake through the API (docs/product.md#311-phone-intake): staff file a request for a
 * caller with the resident form's fields, checked by the same schema, through the same
 * submission service; not rate limited, and marked in the history as taken by phone.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GEOCODER_TEXT_REFUSED } from '#domain/requests/geocode-failure.ts';
import type { PublicRequest } from '#domain/requests/public-view.ts';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import { formatReference } from '#domain/requests/reference.ts';
import { createApp } from '../app.ts';
import { addStaff, signIn, staffHeaders, type SignedIn } from '../testing/fixtures/staff.ts';
import { submitForm, tinyImage, validFields } from '../testing/fixtures/submit-form.ts';
import { openTestDeps, type TestDeps } from '../testing/helpers/test-deps.ts';

const PATH = '/api/staff/phone-requests';
const anyString = expect.any(String) as string;

let deps: TestDeps;
let app: ReturnType<typeof createApp>;
let worker: StaffProfile;
let session: SignedIn;

beforeEach(async () => {
  // One resident submission an hour, to show staff are not limited by it.
  deps = await openTestDeps({ overrides: { limits: { submitRateLimit: 1 } } });
  app = createApp({ version: 'test', services: deps });
  worker = await addStaff(deps.stores, 'worker', { name: 'Sam Lee' });
  session = await signIn(app, worker.email);
});

afterEach(async () => {
  await deps.cleanup();
});

/** A staff form post: the session's cookie and CSRF token, the form's own content type. */
function file(body: FormData | string, as: SignedIn | null = session, headers: Record<string, string> = {}) {
  const sent = { ...staffHeaders(as ?? undefined), ...headers };
  if (body instanceof FormData) delete sent['Content-Type'];
  return app.request(PATH, { method: 'POST', headers: sent, body });
}

const caller = () =>
  validFields({ name: 'Carla Caller', email: 'carla@example.org', phone: '609-555-0142', description: 'Tree down' });
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;

describe('POST /api/staff/phone-requests', () => {
  it('files the request as a submission does, marked as taken by phone by the staff member', async () => {
    const res = await file(submitForm(caller(), { bytes: await tinyImage('jpeg', { gps: true }) }));
    expect(res.status).toBe(201);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const { id, reference } = (await res.json()) as { id: string; reference: string };
    const request = await deps.stores.requests.get(id);
    expect(request).toMatchObject({
      reference,
      status: 'New',
      priority: 'High',
      description: 'Tree down',
      aiTriage: { source: 'rules' },
      aiPhotoAnalysis: { issueType: 'Pothole' },
      imageUrl: expect.stringMatching(new RegExp(`^/api/uploads/${id}/`)) as string,
      dueAt: anyString,
    });
    expect(request?.history).toEqual([
      {
        timestamp: anyString,
        action: 'Request submitted by phone (taken by Sam Lee)',
        user: 'Sam Lee',
        userId: worker.id,
      },
    ]);
    expect(await deps.stores.submitterInfo.get(id)).toMatchObject({
      name: 'Carla Caller',
      email: 'carla@example.org',
      phone: '+16095550142',
      wantsTextAlerts: true,
    });
    // The caller is told as a resident would be.
    expect(deps.providers.notifier.emails.map((email) => [email.to, email.subject])).toEqual([
      ['carla@example.org', `Request Submitted: ${id} (reference ${formatReference(reference)})`],
    ]);
    expect(deps.providers.notifier.texts.map((text) => text.to)).toEqual(['+16095550142']);

    // Residents see that it came by phone, not who took it.
    const track = (await (await app.request(`/api/requests/${id}`)).json()) as PublicRequest;
    expect(track.history).toEqual([
      { timestamp: anyString, action: 'Request submitted by phone', user: 'Township Staff' },
    ]);
  });

  it('takes a URL-encoded form and a photo larger than the staff body limit (64 KB)', async () => {
    const noise = await sharp(randomBytes(200 * 200 * 3), {
      raw: { width: 200, height: 200, channels: 3 },
    })
      .png()
      .toBuffer();
    expect(noise.byteLength).toBeGreaterThan(64 * 1024);
    expect((await file(submitForm(caller(), { bytes: noise, name: 'big.png', type: 'image/png' }))).status).toBe(201);
    const encoded = await file(new URLSearchParams(caller()).toString(), session, {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(encoded.status).toBe(201);
  });

  it('is not limited like anonymous submissions', async () => {
    expect((await app.request('/api/requests', { method: 'POST', body: submitForm(caller()) })).status).toBe(201);
    expect((await app.request('/api/requests', { method: 'POST', body: submitForm(caller()) })).status).toBe(429);
    for (let i = 0; i < 3; i++) expect((await file(submitForm(caller()))).status).toBe(201);
  });

  it('files for a caller with a phone and no e-mail: no e-mail or private link, the text they agreed to', async () => {
    const res = await file(submitForm({ ...caller(), email: '' }));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await deps.stores.submitterInfo.get(id)).toMatchObject({
      email: '',
      phone: '+16095550142',
      wantsTextAlerts: true,
    });
    expect(deps.providers.notifier.emails).toEqual([]);
    expect(deps.providers.notifier.texts.map((text) => [text.to, text.requestId])).toEqual([['+16095550142', id]]);

    // Updates reach them the same way: a text, never an e-mail.
    const manager = await signIn(app, (await addStaff(deps.stores, 'manager')).email);
    const changed = await app.request(`/api/staff/requests/${id}/status`, {
      method: 'POST',
      headers: staffHeaders(manager),
      body: JSON.stringify({ status: 'In Progress' }),
    });
    expect(changed.status).toBe(200);
    expect(deps.providers.notifier.emails).toEqual([]);
    expect(deps.providers.notifier.texts).toHaveLength(2);

    // Staff read the blank e-mail as it is stored.
    const info = await app.request(`/api/staff/requests/${id}/submitter`, { headers: staffHeaders(session) });
    expect(((await info.json()) as { submitterInfo: { email: string } }).submitterInfo.email).toBe('');
  });

  it.each([
    ['a phone without consent', { email: '', wantsTextAlerts: 'false' }],
    ['neither e-mail nor phone', { email: '', phone: '', wantsTextAlerts: 'true' }],
    ['the e-mail field left out', { email: undefined, phone: '' }],
  ])('files for a caller with %s, sending nothing', async (_label, change) => {
    const fields = Object.fromEntries(
      Object.entries({ ...caller(), ...change }).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    const res = await file(submitForm(fields));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await deps.stores.submitterInfo.get(id)).toMatchObject({ name: 'Carla Caller', email: '' });
    expect(deps.providers.notifier.emails).toEqual([]);
    expect(deps.providers.notifier.texts).toEqual([]);
  });

  it.each([
    [{ name: ' ' }, 'Please fill in the caller’s name, or Anonymous if they will not give one.', 'name'],
    [{ email: 'carla-at-example' }, 'Please enter a valid email address.', 'email'],
    [{ email: `${'c'.repeat(250)}@example.org` }, 'Email must be at most 254 characters.', 'email'],
    [{ description: '  ' }, 'Please select a Category and provide a Description.', 'description'],
    [{ location: 'null' }, 'Please select a location on the map.', 'location'],
    [{ issueAddress: 'Address not found' }, GEOCODER_TEXT_REFUSED, 'issueAddress'],
    [
      { phone: '12' },
      'Please enter a 10-digit US phone number, such as (609) 555-0142, or + and a country code.',
      'phone',
    ],
  ])('refuses %j with its message', async (override, message, field) => {
    const res = await file(submitForm({ ...caller(), ...override }));
    expect(res.status).toBe(422);
    const error = await errorOf(res);
    expect(error.message).toContain(message);
    expect(error.fields?.[field]).toBe(message);
  });

  it('refuses a pothole on a county road and a point outside the township, storing nothing', async () => {
    const road = await file(
      submitForm({ ...caller(), category: 'Pothole/Road Damage', issueAddress: '12 Quakerbridge Rd' }),
    );
    expect([road.status, (await errorOf(road)).code]).toEqual([422, 'wrong_jurisdiction']);
    const trenton = await file(submitForm({ ...caller(), location: JSON.stringify({ lat: 40.2206, lng: -74.7597 }) }));
    expect([trenton.status, (await errorOf(trenton)).code]).toEqual([422, 'outside_township']);
    expect(await deps.stores.requests.list()).toEqual([]);
  });

  it('refuses a body that is not a form (415) and an oversized photo (413)', async () => {
    const json = await file(JSON.stringify({ name: 'x' }));
    expect(json.status).toBe(415);
    const big = await file(submitForm(caller(), { bytes: new Uint8Array(11 * 1024 * 1024) }));
    expect([big.status, (await errorOf(big)).message]).toEqual([
      413,
      'The photo is too large. Photos can be at most 10 MB.',
    ]);
  });

  it('refuses a developer (403), no session (401) and a missing CSRF token (403), storing nothing', async () => {
    const developer = await signIn(app, (await addStaff(deps.stores, 'developer')).email);
    expect((await file(submitForm(caller()), developer)).status).toBe(403);
    expect((await file(submitForm(caller()), null)).status).toBe(401);
    expect((await file(submitForm(caller()), session, { 'X-CSRF-Token': 'forged' })).status).toBe(403);
    expect(
      (await file(submitForm(caller()), session, { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.test' }))
        .status,
    ).toBe(403);
    expect(await deps.stores.requests.list()).toEqual([]);
  });
});
