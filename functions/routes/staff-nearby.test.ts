/**
 * "Already reported?" for staff (docs/api.md#already-reported): a request's likely duplicates leave
 * it out and keep to its category, the phone intake list takes a point, and a caller is counted
 * each time a staff member says so; bad input is a 4xx.
 */
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '#domain/testing/sample-township.ts';
import { submittedRequest } from '#domain/testing/service-request.ts';
import { seedRequest, staffHeaders } from '../testing/fixtures/staff.ts';
import { useStaffApp } from '../testing/helpers/test-app.ts';

const api = useStaffApp(() => new Date(), 'worker', { perTest: true });
const home = submittedRequest().location!;
const [category, other] = CATEGORIES as [string, string];
const get = async (path: string) => {
  const res = await api.app.request(path, { headers: staffHeaders(api.session) });
  return { status: res.status, body: (await res.json()) as { requests: { id: string }[] } };
};

describe('staff nearby routes', () => {
  it('lists likely duplicates of a request: its category nearby, itself left out', async () => {
    const { request } = await seedRequest(api.deps.stores, { category, location: home });
    const { request: twin } = await seedRequest(api.deps.stores, {
      category,
      location: { lat: home.lat + 0.0002, lng: home.lng },
    });
    await seedRequest(api.deps.stores, { category: other, location: home });
    const { status, body } = await get(`/api/staff/requests/${request.id}/duplicates`);
    expect(status).toBe(200);
    expect(body.requests.map(({ id }) => id)).toEqual([twin.id]);
    const near = await get(
      `/api/staff/nearby?category=${encodeURIComponent(category)}&lat=${home.lat}&lng=${home.lng}`,
    );
    expect(near.body.requests.map(({ id }) => id)).toEqual([request.id, twin.id]);
  });

  it('answers 404 for an unknown request and 422 for a bad point', async () => {
    expect((await get('/api/staff/requests/NoSuchRequest0000000/duplicates')).status).toBe(404);
    expect((await get(`/api/staff/nearby?category=${encodeURIComponent(category)}&lat=100&lng=0`)).status).toBe(422);
  });

  it('counts every caller a staff member adds', async () => {
    const { request } = await seedRequest(api.deps.stores, { category, location: home });
    const add = () =>
      api.app.request(`/api/staff/requests/${request.id}/also-reported`, {
        method: 'POST',
        headers: staffHeaders(api.session),
        body: '{}',
      });
    expect(await (await add()).json()).toEqual({ count: 1, counted: true });
    expect(await (await add()).json()).toEqual({ count: 2, counted: true });
  });
});
