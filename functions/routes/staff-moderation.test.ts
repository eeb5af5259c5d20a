/**
 * Moderation through the API (docs/product.md#311-moderation): hiding and showing a request's
 * description and photo, what the public then gets (track view, photo, Open311), and what staff
 * still get.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicRequest } from '#domain/requests/public-view.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { addStaff, seedRequest, signIn, staffHeaders, type SignedIn } from '../testing/fixtures/staff.ts';
import { useStaffApp } from '../testing/helpers/test-app.ts';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);
const TEXT = 'Abusive words about a neighbour';

const manager = useStaffApp(() => new Date(), 'manager', { member: { name: 'Maria Lopez' }, perTest: true });
let workerSession: SignedIn;
let id: string;
let photoUrl: string;

beforeEach(async () => {
  workerSession = await signIn(manager.app, (await addStaff(manager.deps.stores, 'worker')).email);
  const { request } = await seedRequest(manager.deps.stores, { description: TEXT });
  id = request.id;
  photoUrl = (await manager.deps.stores.photos.put(id, 'photo.jpg', JPEG, 'image/jpeg')).url;
  await manager.deps.stores.requests.update(id, { set: { imageUrl: photoUrl } });
});

const post = (path: string, body: unknown, session: SignedIn | undefined = manager.session) =>
  manager.app.request(path, { method: 'POST', headers: staffHeaders(session), body: JSON.stringify(body) });
const hide = (part: string, reason: string, session?: SignedIn) =>
  post(`/api/staff/requests/${id}/hide`, { part, reason }, session);
const unhide = (part: string, session?: SignedIn) => post(`/api/staff/requests/${id}/unhide`, { part }, session);
const track = async () => (await (await manager.app.request(`/api/requests/${id}`)).json()) as PublicRequest;
const staffView = async (session: SignedIn = workerSession) =>
  (
    (await (await manager.app.request(`/api/staff/requests/${id}`, { headers: staffHeaders(session) })).json()) as {
      request: ServiceRequest;
    }
  ).request;
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe('hiding the description', () => {
  it('shows "Hidden by township staff" to the public and everything to staff, with the reason', async () => {
    expect((await track()).description).toBe(TEXT);
    const res = await hide('description', '  Names a neighbour  ');
    expect(res.status).toBe(200);
    const { request } = (await res.json()) as { request: ServiceRequest };
    expect(request.hiddenDescription).toEqual({
      reason: 'Names a neighbour',
      timestamp: expect.any(String) as string,
      user: 'Maria Lopez',
      userId: manager.staff.id,
    });
    expect(request.history.at(-1)).toMatchObject({
      action: 'Description hidden from the public: Names a neighbour',
      user: 'Maria Lopez',
    });

    const publicView = await track();
    expect(publicView).toMatchObject({ description: 'Hidden by township staff', descriptionHidden: true });
    expect(publicView.history[0]).toMatchObject({
      action: 'Description hidden by township staff',
      user: 'Township Staff',
    });
    expect(JSON.stringify(publicView)).not.toMatch(/Abusive|neighbour|Maria/);
    expect(await staffView()).toMatchObject({ description: TEXT, hiddenDescription: { reason: 'Names a neighbour' } });

    const open311 = await (await manager.app.request(`/api/open311/v2/requests/${id}.json?extensions=true`)).text();
    expect(open311).toContain('Hidden by township staff');
    expect(open311).not.toMatch(/Abusive|neighbour/);
  });

  it('shows it again, with a history entry, and a second hide replaces the reason', async () => {
    await hide('description', 'First reason');
    const again = await hide('description', 'Second reason');
    expect(((await again.json()) as { request: ServiceRequest }).request.hiddenDescription?.reason).toBe(
      'Second reason',
    );
    const res = await unhide('description');
    expect(res.status).toBe(200);
    const { request } = (await res.json()) as { request: ServiceRequest };
    expect(request.hiddenDescription).toBeNull();
    expect(request.history.map((entry) => entry.action).slice(-3)).toEqual([
      'Description hidden from the public: First reason',
      'Description hidden from the public: Second reason',
      'Description shown to the public again',
    ]);
    expect(await track()).toMatchObject({ description: TEXT, descriptionHidden: false });
  });
});

describe('hiding the photo', () => {
  it('takes the photo away from the public, URL and file, while staff still open it', async () => {
    expect((await manager.app.request(photoUrl)).status).toBe(200);
    expect((await hide('photo', 'Shows a face')).status).toBe(200);

    expect(await track()).toMatchObject({ imageUrl: null, photoHidden: true, description: TEXT });
    const publicPhoto = await manager.app.request(photoUrl);
    expect(publicPhoto.status).toBe(404);
    expect(publicPhoto.headers.get('Content-Type')).toContain('application/json');
    const open311 = await (await manager.app.request(`/api/open311/v2/requests/${id}.json`)).json();
    expect(open311).toMatchObject([{ media_url: null }]);

    const staffPhoto = await manager.app.request(`/api/staff/requests/${id}/photo`, {
      headers: staffHeaders(workerSession),
    });
    expect(staffPhoto.status).toBe(200);
    expect(staffPhoto.headers.get('Cache-Control')).toBe('private, no-store');
    expect(new Uint8Array(await staffPhoto.arrayBuffer())).toEqual(JPEG);
    expect((await staffView()).imageUrl).toBe(photoUrl);

    expect((await unhide('photo')).status).toBe(200);
    expect(await track()).toMatchObject({ imageUrl: photoUrl, photoHidden: false });
    expect((await manager.app.request(photoUrl)).status).toBe(200);
  });

  it('is refused, 409, for a request without a photo', async () => {
    const { request } = await seedRequest(manager.deps.stores);
    const res = await post(`/api/staff/requests/${request.id}/hide`, { part: 'photo', reason: 'x' });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({ code: 'conflict', message: 'This request has no photo.' });
    const photo = await manager.app.request(`/api/staff/requests/${request.id}/photo`, {
      headers: staffHeaders(workerSession),
    });
    expect(photo.status).toBe(404);
  });
});

describe('refusals', () => {
  it.each([
    [{ part: 'description', reason: '   ' }, 'Please give a reason for hiding it.'],
    [{ part: 'description' }, 'Please give a reason for hiding it.'],
    [{ part: 'photo', reason: 'x'.repeat(201) }, 'The reason must be at most 200 characters.'],
    [{ part: 'address', reason: 'x' }, 'Choose what to hide: description or photo.'],
  ])('answers 422 for %j', async (body, message) => {
    const res = await post(`/api/staff/requests/${id}/hide`, body);
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toEqual({ code: 'invalid_input', message });
  });

  it('answers 409 when showing a part that is not hidden', async () => {
    const res = await unhide('description');
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({ code: 'conflict', message: 'The description is not hidden.' });
  });

  it('answers 404 for an unknown request', async () => {
    const res = await post('/api/staff/requests/ZZZZZZZZZZZZZZZZZZZZ/hide', { part: 'description', reason: 'x' });
    expect(res.status).toBe(404);
  });

  it('refuses a worker (403), no session (401) and a missing CSRF token (403), changing nothing', async () => {
    expect((await hide('description', 'x', workerSession)).status).toBe(403);
    const anonymous = await manager.app.request(`/api/staff/requests/${id}/hide`, {
      method: 'POST',
      headers: staffHeaders(undefined),
      body: JSON.stringify({ part: 'description', reason: 'x' }),
    });
    expect(anonymous.status).toBe(401);
    const noToken = await manager.app.request(`/api/staff/requests/${id}/hide`, {
      method: 'POST',
      headers: { ...staffHeaders(manager.session), 'X-CSRF-Token': 'wrong' },
      body: JSON.stringify({ part: 'description', reason: 'x' }),
    });
    expect(noToken.status).toBe(403);
    expect((await track()).descriptionHidden).toBe(false);
    expect((await manager.app.request(`/api/staff/requests/${id}/photo`)).status).toBe(401);
  });
});
