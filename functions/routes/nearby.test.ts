/**
 * "Already reported?" through the API (docs/api.md#already-reported): the nearby list answers
 * public fields only, bad input is a 4xx, and "I have this problem too" counts a client once per
 * request, refuses finished and unknown requests, and is rate-limited per client address.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { NEARBY_MESSAGES } from '#domain/requests/nearby-input.ts';
import { CATEGORIES } from '#domain/testing/sample-township.ts';
import { submittedRequest } from '#domain/testing/service-request.ts';
import { createApp } from '../app.ts';
import { seedRequest } from '../testing/fixtures/staff.ts';
import { createTestDeps, type TestDeps } from '../testing/helpers/test-deps.ts';
import { ALSO_REPORTED_LIMIT } from './nearby.ts';

const home = submittedRequest().location!;
const category = CATEGORIES[0]!;
let deps: TestDeps;
let app: ReturnType<typeof createApp>;
beforeEach(async () => {
  deps = await createTestDeps({ limits: { trustProxyHops: 1 } });
  app = createApp({ version: 'test', services: deps });
  return () => deps.cleanup();
});

const from = (address: string) => ({ 'X-Forwarded-For': address });
const nearby = (query: string, client = '203.0.113.1') =>
  app.request(`/api/requests/nearby?${query}`, { headers: from(client) });
const press = (id: string, client = '203.0.113.1') =>
  app.request(`/api/requests/${id}/also-reported`, { method: 'POST', headers: from(client) });
const point = `category=${encodeURIComponent(category)}&lat=${home.lat}&lng=${home.lng}`;

describe('GET /api/requests/nearby', () => {
  it('lists open requests of the category nearby with public fields only', async () => {
    const { request } = await seedRequest(deps.stores, {
      category,
      location: { lat: home.lat + 0.0001, lng: home.lng },
      assignedTo: 'PRIVATE-ASSIGNEE',
      internalNotes: [{ timestamp: new Date().toISOString(), text: 'PRIVATE-NOTE', user: 'Staff', userId: 's1' }],
    });
    const res = await nearby(point);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { requests: Record<string, unknown>[] };
    expect(body.requests).toEqual([
      {
        id: request.id,
        reference: request.reference,
        status: 'New',
        category,
        address: request.address,
        distanceMetres: 11,
        alsoReported: 0,
        createdAt: request.createdAt,
      },
    ]);
    expect(JSON.stringify(body)).not.toMatch(/PRIVATE|rita@example\.org|Rita/);
  });

  it.each([
    ['no category', `lat=${home.lat}&lng=${home.lng}`],
    ['an unknown category', `category=Nope&lat=${home.lat}&lng=${home.lng}`],
    ['a latitude out of range', `category=${encodeURIComponent(category)}&lat=91&lng=${home.lng}`],
    ['a longitude that is not a number', `category=${encodeURIComponent(category)}&lat=${home.lat}&lng=east`],
    ['no point', `category=${encodeURIComponent(category)}`],
  ])('refuses %s with a 4xx message', async (_name, query) => {
    const res = await nearby(query);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { message: string } }).error.message).not.toBe('');
  });
});

describe('POST /api/requests/:id/also-reported', () => {
  it('counts a client once per request, and each client once', async () => {
    const { request } = await seedRequest(deps.stores, { category, location: home });
    expect(await (await press(request.id)).json()).toEqual({ count: 1, counted: true });
    expect(await (await press(request.id)).json()).toEqual({ count: 1, counted: false });
    expect(await (await press(request.id, '203.0.113.2')).json()).toEqual({ count: 2, counted: true });
    const read = await app.request(`/api/requests/${request.id}/also-reported`);
    expect(await read.json()).toEqual({ count: 2 });
    const listed = (await (await nearby(point)).json()) as { requests: { alsoReported: number }[] };
    expect(listed.requests[0]?.alsoReported).toBe(2);
  });

  it('refuses a finished request with 409 and an unknown or malformed id with 404', async () => {
    const { request } = await seedRequest(deps.stores, { category, location: home, status: 'Resolved' });
    const finished = await press(request.id);
    expect(finished.status).toBe(409);
    expect(((await finished.json()) as { error: { message: string } }).error.message).toBe(NEARBY_MESSAGES.notOpen);
    expect((await press('NoSuchRequest0000000')).status).toBe(404);
    expect((await press('bad!')).status).toBe(404);
    expect((await app.request('/api/requests/NoSuchRequest0000000/also-reported')).status).toBe(404);
  });

  it('limits presses per client address', async () => {
    const { request } = await seedRequest(deps.stores, { category, location: home });
    for (let i = 0; i < ALSO_REPORTED_LIMIT; i += 1) expect((await press(request.id, '198.51.100.7')).status).toBe(200);
    const refused = await press(request.id, '198.51.100.7');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(NEARBY_MESSAGES.rateLimited);
    expect(await deps.stores.requests.alsoReported(request.id)).toBe(1);
  });
});
